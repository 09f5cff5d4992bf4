import { Table } from 'react-bootstrap';
import { href, Link } from 'react-router';
import { BlockedDates, type BlockedDatesProps } from './blocked-dates';
import { CalendarSubscribe } from './calendar-subscribe';
import '../../styles/bootstrap/tables.scss';

interface AdminEvent {
  id: number;
  title: string;
  name: string;
  session: string;
  start: string | null;
}

/** PRODUCT §2 Admin Home events view (scheduled bookings, soonest first) and the blocked dates. */
export function EventsView({
  events,
  blocked,
  feedUrl,
}: {
  events: AdminEvent[];
  blocked: BlockedDatesProps;
  feedUrl: string | null;
}) {
  return (
    <>
      <section aria-labelledby="events-heading" className="mb-5">
        <h2 id="events-heading" className="h3">
          Events
        </h2>
        {events.length === 0 ? (
          <p>No Booking Requests</p>
        ) : (
          <Table striped responsive>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Client</th>
                <th scope="col">Session</th>
                <th scope="col">Start date</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>
                    <Link to={href('/BookingInfo/:id', { id: String(event.id) })}>{event.title}</Link>
                  </td>
                  <td>{event.name}</td>
                  <td>{event.session}</td>
                  <td>{event.start}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <BlockedDates {...blocked} />
      <CalendarSubscribe feedUrl={feedUrl} />
    </>
  );
}
