import { href, Link } from 'react-router';
import { formatDay } from '../../business-time/calendar-dates';
import { BlockedDates, type BlockedDatesProps } from './blocked-dates';
import { CalendarSubscribe } from './calendar-subscribe';
import { CardCell, CardRow, CardTable, type CardTableColumn, CardTitle } from './card-table';

const columns: CardTableColumn[] = [
  { label: 'Title' },
  { label: 'Client' },
  { label: 'Session' },
  { label: 'Start date' },
];

interface AdminEvent {
  id: number;
  title: string;
  name: string;
  session: string;
  start: string | null;
}

/**
 * PRODUCT §2 Admin Home events view (scheduled bookings, soonest first) and the blocked dates; the
 * day in words, as every admin screen writes it.
 */
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
          <CardTable columns={columns} labelledBy="events-heading" striped>
            {events.map((event) => (
              <CardRow key={event.id}>
                <CardTitle>
                  <Link to={href('/BookingInfo/:id', { id: String(event.id) })}>{event.title}</Link>
                </CardTitle>
                <CardCell label="Client">{event.name}</CardCell>
                <CardCell label="Session">{event.session}</CardCell>
                <CardCell label="Start date">{event.start ? formatDay(event.start) : ''}</CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
      </section>
      <BlockedDates {...blocked} />
      <CalendarSubscribe feedUrl={feedUrl} />
    </>
  );
}
