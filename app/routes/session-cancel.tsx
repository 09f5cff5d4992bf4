import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { data, Form, href, Link, useNavigation } from 'react-router';
import { changeLinkKey } from '../bookings/change-links.server';
import { formatDay } from '../business-time/calendar-dates';
import type { CancelRefusal } from '../client-sessions/cancellation.server';
import { changeCutoffMessage } from '../client-sessions/change-cutoff';
import { requireChangeableSession } from '../client-sessions/change-guard.server';
import { changeWindow } from '../client-sessions/date-requests.server';
import { getEnv } from '../config/env.server';
import { redirectWithFlash } from '../flash/flash.server';
import { cancelSession } from '../flows/session-flows.server';
import { hrefWithQuery } from '../http/typed-paths';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/session-cancel';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Cancel my session', 'Cancel your photo session.');

export const cancelledMessage = 'Your session is cancelled. We have told the photographer.';

/** Why the session cannot be cancelled here, in the product's words. */
function closedReason(booking: { cancelledDate: string | null }, refusal: CancelRefusal) {
  if (refusal.reason === 'inside-cutoff')
    return changeCutoffMessage(refusal.cutoffDays, getEnv().BUSINESS_PHONE);
  return booking.cancelledDate
    ? `Your session on ${formatDay(booking.cancelledDate)} is cancelled.`
    : 'Your session has no date yet: there is nothing to cancel.';
}

/**
 * Cancel my session (PRODUCT §16): a question and one button, for the owner signed in
 * or the holder of the session email's signed link; inside the cutoff, the number to call.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking } = await requireChangeableSession(request, params.bookingId, 'cancel');
  const window = changeWindow(booking);
  return {
    id: booking.id,
    session: booking.session,
    day: booking.dateScheduled ? formatDay(booking.dateScheduled) : null,
    closed: window.ok ? null : closedReason(booking, window),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { booking, via } = await requireChangeableSession(request, params.bookingId, 'cancel');
  const cancelled = await cancelSession(booking, 'client');
  if (!cancelled.ok) return data({ refused: closedReason(booking, cancelled) }, { status: 409 });
  const bookingId = String(booking.id);
  // The owner goes back to the session's page; a link's holder stays here, where it now says so.
  // The cancellation retired the key they came with (decision 053): this page keeps a key of the
  // cancelled booking, which can only show it.
  const back =
    via === 'owner'
      ? href('/sessions/:bookingId', { bookingId })
      : hrefWithQuery(
          '/sessions/:bookingId/cancel',
          { bookingId },
          { key: changeLinkKey(cancelled.booking, 'cancel') },
        );
  return redirectWithFlash(back, cancelledMessage);
}

export default function SessionCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { id, session, day, closed } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const refused = actionData?.refused ?? closed;
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/sessions/:bookingId', { bookingId: String(id) })}>← Back to your session</Link>
      </p>
      <h1 className="mb-3">Cancel my session</h1>
      {refused ? (
        <Alert variant="info">{refused}</Alert>
      ) : (
        <Form method="post">
          <p>
            Do you want to cancel your {session} session on {day}? We will take it off our calendar and send
            you a cancellation for yours.
          </p>
          <Button type="submit" variant="danger" disabled={busy}>
            Cancel my session
          </Button>
        </Form>
      )}
    </Container>
  );
}
