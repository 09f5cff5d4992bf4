import { Button, Card, Container } from 'react-bootstrap';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css?url';
import { Form, href, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { requireRole } from '../accounts/guards.server';
import { scheduleSchema } from '../bookings/bookings.forms';
import { getBooking, markBooking } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import { blockedDaysBetween, bookingWindow, dateRefusalMessage } from '../bookings/schedule.server';
import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { getQuestionnaire } from '../client-sessions/client-sessions.server';
import { declineDateRequest, getDateRequest } from '../client-sessions/date-requests.server';
import { ActionNotice } from '../components/action-notice';
import { BookingHistory } from '../components/bookings/booking-history';
import { BookingContracts } from '../components/contracts/booking-contracts';
import { DetailList } from '../components/detail-list';
import { BookingInvoices } from '../components/invoices/booking-invoices';
import { ScheduleDatePicker } from '../components/schedule-date-picker';
import { CancelSessionButton } from '../components/sessions/cancel-session-button';
import { DateRequestAnswer } from '../components/sessions/date-request-answer';
import { QuestionnaireAnswers } from '../components/sessions/questionnaire-answers';
import {
  bookingContractsView,
  previewedTemplateId,
  sendContractRefusalMessages,
  sendContractSchema,
} from '../contracts/booking-contracts.server';
import { sendContract } from '../contracts/contracts.server';
import { redirectWithFlash } from '../flash/flash.server';
import { acceptDateRequest, cancelSession, scheduleBooking } from '../flows/session-flows.server';
import { listBookingHistory } from '../history/history.server';
import type { HistoryActor } from '../history/history-events';
import { done, parseIntent, refused } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { hrefWithQuery } from '../http/typed-paths';
import { listBookingInvoices } from '../invoices/invoices.server';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/booking-info';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: datepickerCss }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Booking Info', 'A booking request and its scheduling.');

async function loadBooking(id: number) {
  const booking = await getBooking(id);
  if (!booking) throw notFound();
  return booking;
}

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
  const [contracts, invoices, history] = await Promise.all([
    bookingContractsView(booking.id, previewedTemplateId(url)),
    listBookingInvoices(booking.id),
    listBookingHistory(booking.id),
  ]);
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
    case 'contacted':
      return mark(id, input.intent === 'approve' ? 'approved' : 'contacted');
    case 'accept-date':
      return acceptDate(id, input.date, by);
    case 'decline-date':
      return declineDate(await loadBooking(id));
    case 'cancel-session':
      return cancel(await loadBooking(id), by);
    case 'send-contract':
      return send(id, input.templateId, input.textSha256);
  }
}

/** Send contract: the previewed contract is made and its email queued, or why not. */
async function send(id: number, templateId: number, textSha256: string) {
  const sent = await sendContract(id, templateId, textSha256);
  if (!sent.ok)
    return refused(sendContractRefusalMessages[sent.reason], sent.reason === 'booking-not-found' ? 404 : 409);
  return done(`"${sent.contract.title}" was sent to the client to sign.`);
}

async function schedule(id: number, date: IsoDate, by: HistoryActor) {
  const result = await scheduleBooking(id, date, by);
  if (!result.ok && result.reason === 'not-found') return refused('That booking does not exist.', 404);
  if (!result.ok) return refused(dateRefusalMessage(result));
  // A successful date update returns to view mode (PRODUCT §4), the day in words as the client's
  // pages write it; a new date after an earlier one (or a cancellation) is a move.
  const said = result.changed && result.booking.inviteSequence > 0 ? 'Moved to' : 'Scheduled for';
  return redirectWithFlash(href('/BookingInfo/:id', { id: String(id) }), `${said} ${formatDay(date)}.`);
}

async function acceptDate(id: number, date: IsoDate, by: HistoryActor) {
  const accepted = await acceptDateRequest(id, date, by);
  if (accepted.ok) {
    return redirectWithFlash(
      href('/BookingInfo/:id', { id: String(id) }),
      `Moved to ${formatDay(date)}. The client gets the new invitation.`,
    );
  }
  switch (accepted.reason) {
    case 'not-found':
      return refused('That booking does not exist.', 404);
    case 'not-open':
      return refused('That request was already answered.', 409);
    case 'not-asked':
      return refused('Please accept one of the two dates the client asked for.');
    case 'date-refused':
      return refused(dateRefusalMessage(accepted.refusal));
  }
}

async function declineDate(booking: Booking) {
  const declined = await declineDateRequest(booking);
  if (!declined.ok) return refused('That request was already answered.', 409);
  return redirectWithFlash(
    href('/BookingInfo/:id', { id: String(booking.id) }),
    'Declined. The client was told by email that the date stays.',
  );
}

async function cancel(booking: Booking, by: { userId: number }) {
  const cancelled = await cancelSession(booking, by);
  if (!cancelled.ok) return refused('That session has no date to cancel.', 409);
  return redirectWithFlash(
    href('/BookingInfo/:id', { id: String(booking.id) }),
    'Cancelled. The client was sent a cancellation for their calendar.',
  );
}

async function mark(id: number, flag: 'approved' | 'contacted') {
  const booking = await markBooking(id, flag);
  if (!booking) throw notFound();
  return done(null);
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** "January 9, 2027", "Cancelled (was January 16, 2027)" or "Not Scheduled": days in words. */
function scheduledDate(booking: Pick<Booking, 'dateScheduled' | 'cancelledDate'>): string {
  if (booking.dateScheduled) return formatDay(booking.dateScheduled);
  return booking.cancelledDate ? `Cancelled (was ${formatDay(booking.cancelledDate)})` : 'Not Scheduled';
}

export default function BookingInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, answers, dateRequest, editing, window, blocked, contracts } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <Container className="py-4">
      <h1 className="mb-4">Booking Info</h1>
      <ActionNotice notice={actionData} />
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
              ['Approved', yesNo(booking.approved)],
              ['Contacted', yesNo(booking.contacted)],
              ['Date request was sent', formatDay(booking.dateBooked)],
              ['Scheduled date', scheduledDate(booking)],
            ]}
          />
        </Card.Body>
      </Card>
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
      {editing ? (
        <div className="mt-4">
          <div className="d-flex gap-2 mb-3">
            {booking.approved ? null : (
              <Form method="post">
                <Button type="submit" name="intent" value="approve" variant="success" disabled={busy}>
                  Approve
                </Button>
              </Form>
            )}
            {booking.contacted ? null : (
              <Form method="post">
                <Button type="submit" name="intent" value="contacted" variant="info" disabled={busy}>
                  Contacted
                </Button>
              </Form>
            )}
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="schedule" />
            <div className="mb-3">
              <ScheduleDatePicker
                name="dateScheduled"
                initial={booking.dateScheduled}
                min={window.min}
                max={window.max}
                blocked={blocked}
              />
            </div>
            <div className="d-flex gap-2">
              <Button type="submit" disabled={busy}>
                Update Info
              </Button>
              <Link
                className="btn btn-outline-secondary"
                to={href('/BookingInfo/:id', { id: String(booking.id) })}
              >
                Cancel Updating
              </Link>
            </div>
          </Form>
          {booking.dateScheduled ? (
            <div className="mt-4">
              <CancelSessionButton name={booking.name} day={booking.dateScheduled} />
            </div>
          ) : null}
        </div>
      ) : (
        <Link
          className="btn btn-primary mt-4"
          to={hrefWithQuery('/BookingInfo/:id', { id: String(booking.id) }, { edit: '1' })}
        >
          Change Info
        </Link>
      )}
    </Container>
  );
}
