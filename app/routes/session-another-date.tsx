import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, href, Link } from 'react-router';
import { bookingWindow, dateRefusalMessage } from '../bookings/schedule.server';
import { formatDay } from '../business-time/calendar-dates';
import { changeCutoffMessage } from '../client-sessions/change-cutoff';
import { requireChangeableSession } from '../client-sessions/change-guard.server';
import { dateRequestSchema } from '../client-sessions/date-request.forms';
import {
  changeWindow,
  type DateRequestRefusal,
  getDateRequest,
  requestAnotherDate,
} from '../client-sessions/date-requests.server';
import { DateRequestForm } from '../components/sessions/date-request-form';
import { getEnv } from '../config/env.server';
import { redirectWithFlash } from '../flash/flash.server';
import { hrefWithQuery } from '../http/typed-paths';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/session-another-date';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Request another date', 'Ask to move your photo session to another day.');

export const noDateMessage = 'Your session has no date to move yet: we will write to you with one.';
/** This page's address with the link's key, for a redirect back to it. */
function keyedPage(request: Request, bookingId: number): string {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  return hrefWithQuery('/sessions/:bookingId/another-date', { bookingId: String(bookingId) }, { key });
}

export const requestSentMessage = 'Your request for another date was sent. We will reply by email.';

/** Why the form is not offered, in the product's words; null when it is. */
function closedReason(refusal: Extract<DateRequestRefusal, { reason: 'not-scheduled' | 'inside-cutoff' }>) {
  return refusal.reason === 'inside-cutoff'
    ? changeCutoffMessage(refusal.cutoffDays, getEnv().BUSINESS_PHONE)
    : noDateMessage;
}

/**
 * PRODUCT §16 Request another date: the owner's form, or why the session cannot be moved online.
 * The owner signed in, or anyone with the session email's signed link (app/client-sessions/change-guard.server.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking } = await requireChangeableSession(request, params.bookingId, 'another-date');
  const window = changeWindow(booking);
  const pending = await getDateRequest(booking.id);
  return {
    id: booking.id,
    session: booking.session,
    dateScheduled: booking.dateScheduled ? formatDay(booking.dateScheduled) : null,
    closed: window.ok ? null : closedReason(window),
    range: bookingWindow(),
    pending:
      pending?.state === 'open'
        ? { firstChoice: formatDay(pending.firstChoice), secondChoice: formatDay(pending.secondChoice) }
        : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { booking, via } = await requireChangeableSession(request, params.bookingId, 'another-date');
  const submission = parseWithZod(await readFormData(request), { schema: dateRequestSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const sent = await requestAnotherDate(booking, submission.value);
  if (sent.ok) {
    // The owner goes back to the session's page; a link's holder, who may have no account, stays
    // on this one (its address keeps the key, which a request does not retire: decision 053),
    // which now shows the request.
    const back =
      via === 'owner'
        ? href('/sessions/:bookingId', { bookingId: String(booking.id) })
        : keyedPage(request, booking.id);
    return redirectWithFlash(back, requestSentMessage);
  }
  switch (sent.reason) {
    case 'not-scheduled':
    case 'inside-cutoff':
      // Nothing changes: the page says why, as the link did.
      return data({ result: submission.reply({ formErrors: [closedReason(sent)] }) }, { status: 409 });
    case 'same-as-now':
      return data(
        {
          result: submission.reply({
            fieldErrors: {
              [sent.field]: [
                `Your session is already on ${booking.dateScheduled ? formatDay(booking.dateScheduled) : ''}.`,
              ],
            },
          }),
        },
        { status: 400 },
      );
    case 'date-refused':
      return data(
        { result: submission.reply({ fieldErrors: { [sent.field]: [dateRefusalMessage(sent.refusal)] } }) },
        { status: 400 },
      );
  }
}

export default function SessionAnotherDate({ loaderData, actionData }: Route.ComponentProps) {
  const { id, session, dateScheduled, closed, range, pending } = loaderData;
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/sessions/:bookingId', { bookingId: String(id) })}>← Back to your session</Link>
      </p>
      <h1 className="mb-1">Request another date</h1>
      <p className="text-body-secondary">
        {session}
        {dateScheduled ? `, now on ${dateScheduled}` : ''}
      </p>
      {closed ? (
        <Alert variant="info">{closed}</Alert>
      ) : (
        <>
          {pending ? (
            <Alert variant="secondary">
              You asked for {pending.firstChoice} or {pending.secondChoice}; we will reply by email. A new
              request replaces it.
            </Alert>
          ) : (
            <p>
              Choose two days that suit you. We will reply by email; until then your session keeps its date.
            </p>
          )}
          <DateRequestForm reply={actionData?.result} min={range.min} max={range.max} />
        </>
      )}
    </Container>
  );
}
