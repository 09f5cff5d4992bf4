import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css?url';
import { z } from 'zod';
import { findUserByEmail } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import {
  acceptDate,
  approve,
  cancel,
  contacted,
  declineDate,
  invite,
  loadBooking,
  lost,
  reopen,
  schedule,
  send,
} from '../admin/booking-info-actions.server';
import { scheduleSchema } from '../bookings/bookings.forms';
import type { Booking } from '../bookings/bookings.tables';
import { lostReasons } from '../bookings/lost-reasons';
import { blockedDaysBetween, bookingWindow } from '../bookings/schedule.server';
import { formatDay } from '../business-time/calendar-dates';
import { getQuestionnaire } from '../client-sessions/client-sessions.server';
import { getDateRequest } from '../client-sessions/date-requests.server';
import { ActionNotice } from '../components/action-notice';
import { BookingClient } from '../components/bookings/booking-client';
import { BookingEdit } from '../components/bookings/booking-edit';
import { BookingHistory } from '../components/bookings/booking-history';
import { BookingStageCard } from '../components/bookings/booking-stage-card';
import { BookingContracts } from '../components/contracts/booking-contracts';
import { DetailList } from '../components/detail-list';
import { BookingInvoices } from '../components/invoices/booking-invoices';
import { DateRequestAnswer } from '../components/sessions/date-request-answer';
import { QuestionnaireAnswers } from '../components/sessions/questionnaire-answers';
import {
  bookingContractsView,
  previewedTemplateId,
  sendContractSchema,
} from '../contracts/booking-contracts.server';
import { listBookingHistory } from '../history/history.server';
import { parseIntent } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { listBookingInvoices } from '../invoices/invoices.server';
import { pageMeta } from '../seo/page-meta';
import { getBookingStage } from '../stages/booking-stages.server';
import { stageTimeline } from '../stages/stage-timeline.server';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/booking-info';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: datepickerCss }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Booking Info', 'A booking request and its scheduling.');

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  await requireRole(request, 'admin');
  const booking = await loadBooking(id);
  const answers = (await getQuestionnaire(booking.id)) ?? null;
  const dateRequest = (await getDateRequest(booking.id)) ?? null;
  const url = new URL(request.url);
  const editing = url.searchParams.get('edit') === '1';
  const window = bookingWindow();
  const blocked = editing ? await blockedDaysBetween(window.min, window.max) : [];
  const [contracts, invoices, history, stage, user] = await Promise.all([
    bookingContractsView(booking.id, previewedTemplateId(url)),
    listBookingInvoices(booking.id),
    listBookingHistory(booking.id),
    getBookingStage(booking.id),
    findUserByEmail(booking.email),
  ]);
  if (!stage) throw notFound();
  const account = user ? { id: user.id, name: user.name, verified: user.emailVerifiedAt !== null } : null;
  return {
    booking,
    answers,
    dateRequest,
    editing,
    window,
    blocked: blocked.map((day) => day.date),
    contracts,
    invoices,
    history,
    stage: stage.stage,
    stageSteps: await stageTimeline(booking, stage),
    account,
  };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve') }),
  z.object({ intent: z.literal('contacted') }),
  scheduleSchema,
  // The client's request for another date (PRODUCT §16): accept one of its days, or decline.
  z.object({ intent: z.literal('accept-date'), date: scheduleSchema.shape.dateScheduled }),
  z.object({ intent: z.literal('decline-date') }),
  z.object({ intent: z.literal('cancel-session') }),
  sendContractSchema,
  z.object({ intent: z.literal('mark-lost'), reason: z.enum(lostReasons, 'Please choose a reason.') }),
  z.object({ intent: z.literal('reopen') }),
  z.object({ intent: z.literal('invite') }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const by = { userId: admin.id };
  const parsed = await parseIntent(request, actionSchema);
  if (!parsed.ok) return parsed.reply;
  const input = parsed.input;
  switch (input.intent) {
    case 'schedule':
      return schedule(id, input.dateScheduled, by);
    case 'approve':
      return approve(id);
    case 'contacted':
      return contacted(id, by);
    case 'accept-date':
      return acceptDate(id, input.date, by);
    case 'decline-date':
      return declineDate(await loadBooking(id));
    case 'cancel-session':
      return cancel(await loadBooking(id), by);
    case 'send-contract':
      return send(id, input.templateId, input.textSha256);
    case 'mark-lost':
      return lost(id, input.reason, by);
    case 'reopen':
      return reopen(id, by);
    case 'invite':
      return invite(id);
  }
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** "January 9, 2027", "Cancelled (was January 16, 2027)" or "Not Scheduled": days in words. */
function scheduledDate(booking: Pick<Booking, 'dateScheduled' | 'cancelledDate'>): string {
  if (booking.dateScheduled) return formatDay(booking.dateScheduled);
  return booking.cancelledDate ? `Cancelled (was ${formatDay(booking.cancelledDate)})` : 'Not Scheduled';
}

export default function BookingInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, answers, dateRequest, editing, window, blocked, contracts } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Booking Info</h1>
      <ActionNotice notice={actionData} />
      <BookingEdit booking={booking} editing={editing} window={window} blocked={blocked} />
      <Card>
        <Card.Body>
          <DetailList
            rows={[
              ['Name', booking.name],
              ['Email', booking.email],
              ['Phone number', booking.phoneNumber],
              ['Message', booking.message || 'No Message Attached'],
              ['Location', booking.location],
              ['Session type', booking.session],
              ['How they heard about us', booking.hearAbout ?? 'Not said'],
              ['Approved', yesNo(booking.approved)],
              ['Contacted', yesNo(booking.contacted)],
              ['Date request was sent', formatDay(booking.dateBooked)],
              ['Scheduled date', scheduledDate(booking)],
            ]}
          />
        </Card.Body>
      </Card>
      <BookingStageCard stage={loaderData.stage} steps={loaderData.stageSteps} />
      <BookingClient account={loaderData.account} email={booking.email} bookingId={booking.id} />
      <Card className="mt-4">
        <Card.Header as="h2" className="h5">
          Questionnaire
        </Card.Header>
        <Card.Body>
          {answers ? <QuestionnaireAnswers answers={answers} /> : <p className="mb-0">Not filled in yet.</p>}
        </Card.Body>
      </Card>
      {dateRequest ? <DateRequestAnswer request={dateRequest} /> : null}
      <BookingContracts
        bookingId={booking.id}
        contracts={contracts.rows}
        templates={contracts.templates}
        preview={contracts.preview}
      />
      <BookingInvoices bookingId={booking.id} invoices={loaderData.invoices} />
      <BookingHistory lines={loaderData.history} />
    </Container>
  );
}
