import { Card, Col, Dropdown, Row } from 'react-bootstrap';
import { href, Link } from 'react-router';
import { type BookingFilter, bookingFilterEntries, bookingFilters } from '../../bookings/bookings.forms';
import { formatDay } from '../../business-time/calendar-dates';
import { hrefWithQuery } from '../../http/typed-paths';
import { bookingStanding, bookingStandingWords, StatusBadge } from '../status-badge';

interface BookingCard {
  id: number;
  name: string;
  email: string;
  approved: boolean;
  contacted: boolean;
  dateBooked: string;
  dateScheduled: string | null;
  cancelledDate?: string | null;
}

function BookingStanding({ booking }: { booking: BookingCard }) {
  const standing = bookingStanding({
    dateScheduled: booking.dateScheduled,
    cancelled: Boolean(booking.cancelledDate),
  });
  return (
    <p className="mb-2">
      <StatusBadge standing={standing}>{bookingStandingWords[standing]}</StatusBadge>
    </p>
  );
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** PRODUCT §2 Admin Home bookings view; the filter lives in the URL so reload and Back keep it. */
export function BookingsView({
  bookings,
  filter,
}: {
  bookings: BookingCard[];
  filter: BookingFilter | null;
}) {
  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading" className="h3">
        Booking Requests
      </h2>
      <Dropdown className="mb-3">
        <Dropdown.Toggle variant="outline-secondary" id="booking-filter">
          Filter Bookings By:{filter ? ` ${bookingFilters[filter]}` : ''}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {bookingFilterEntries.map(([key, label]) => (
            <Dropdown.Item
              key={key}
              as={Link}
              to={hrefWithQuery('/adminHome', { view: 'bookings', filter: key })}
              active={filter === key}
            >
              {label}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to={hrefWithQuery('/adminHome', { view: 'bookings' })}>
            Clear Filter
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {bookings.length === 0 ? <p>{filter ? 'No matching bookings found.' : 'No Booking Requests'}</p> : null}
      <Row xs={1} md={2} xl={3} className="g-3">
        {bookings.map((booking) => (
          <Col key={booking.id}>
            <Card className="h-100" data-testid="booking-card">
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  {booking.name}
                </Card.Title>
                <BookingStanding booking={booking} />
                <p className="mb-1">Email: {booking.email}</p>
                <p className="mb-1">Approved: {yesNo(booking.approved)}</p>
                <p className="mb-1">Contacted: {yesNo(booking.contacted)}</p>
                <p className="mb-1">Date requested: {formatDay(booking.dateBooked)}</p>
                <p>
                  Date scheduled: {booking.dateScheduled ? formatDay(booking.dateScheduled) : 'Not Scheduled'}
                </p>
                <Link
                  className="btn btn-sm btn-primary"
                  to={href('/BookingInfo/:id', { id: String(booking.id) })}
                >
                  View More Info
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
