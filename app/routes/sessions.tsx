import Container from 'react-bootstrap/Container';
import ListGroup from 'react-bootstrap/ListGroup';
import { href, Link } from 'react-router';
import { requireUser } from '../accounts/guards.server';
import { formatDay } from '../business-time/calendar-dates';
import { listOwnBookings } from '../client-sessions/client-sessions.server';
import { bookingStanding, bookingStandingWords, StatusBadge } from '../components/status-badge';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/sessions';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Your Sessions', 'Your photo sessions and what each needs from you.');

/** PRODUCT §16 Your Sessions: the bookings sent with the user's verified address. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const bookings = await listOwnBookings(user);
  return {
    verified: user.emailVerified,
    sessions: bookings.map((booking) => ({
      id: booking.id,
      session: booking.session,
      when: booking.dateScheduled
        ? `on ${formatDay(booking.dateScheduled)}`
        : booking.cancelledDate
          ? `cancelled (was on ${formatDay(booking.cancelledDate)})`
          : 'date not scheduled yet',
      requested: formatDay(booking.dateBooked),
      standing: bookingStanding({
        dateScheduled: booking.dateScheduled,
        cancelled: booking.cancelledDate !== null,
      }),
    })),
  };
}

export default function Sessions({ loaderData }: Route.ComponentProps) {
  const { verified, sessions } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Your Sessions</h1>
      {!verified ? (
        <p>
          Verify your email address to see the sessions booked with it: open the link in the email we sent
          you, or send a new one from <Link to={href('/account')}>Your Account</Link>.
        </p>
      ) : sessions.length === 0 ? (
        <p>
          You have no sessions yet. <Link to={href('/BookingForm')}>Book a session</Link>.
        </p>
      ) : (
        <ListGroup>
          {sessions.map((session) => (
            <ListGroup.Item key={session.id} className="d-flex flex-wrap gap-2 align-items-center py-3">
              <div className="flex-grow-1">
                <Link
                  className="fw-semibold"
                  to={href('/sessions/:bookingId', { bookingId: String(session.id) })}
                >
                  {session.session}, {session.when}
                </Link>
                <div className="small text-body-secondary">Requested on {session.requested}</div>
              </div>
              <StatusBadge standing={session.standing}>{bookingStandingWords[session.standing]}</StatusBadge>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Container>
  );
}
