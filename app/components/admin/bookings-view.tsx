import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Dropdown from 'react-bootstrap/Dropdown';
import Row from 'react-bootstrap/Row';
import { href, Link } from 'react-router';
import { type BookingFilter, bookingFilterEntries, bookingFilters } from '../../bookings/bookings.forms';
import { formatDay } from '../../business-time/calendar-dates';
import { hrefWithQuery } from '../../http/typed-paths';
import { type BookingStage, bookingStages, stageLabels } from '../../stages/booking-stage';
import { StageBadge } from '../bookings/stage-badge';

interface BookingCard {
  id: number;
  name: string;
  email: string;
  session: string;
  location: string;
  hearAbout: string | null;
  stage: BookingStage;
  approved: boolean;
  contacted: boolean;
  dateBooked: string;
  dateScheduled: string | null;
  cancelledDate?: string | null;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** How long ago the request came, in days: "today", "1 day ago", "12 days ago". */
function age(dateBooked: string, today: string): string {
  const days = Math.round((Date.parse(today) - Date.parse(dateBooked)) / 86_400_000);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** PRODUCT §2 Admin Home bookings view; the filter lives in the URL so reload and Back keep it. */
export function BookingsView({
  bookings,
  filter,
  stage,
  today,
}: {
  bookings: BookingCard[];
  filter: BookingFilter | null;
  stage: BookingStage | null;
  /** The business's day, for each request's age. */
  today: string;
}) {
  // Each filter keeps the other: the specification's filter and the stage combine.
  const stageQuery = stage ? { stage } : {};
  const filterQuery = filter ? { filter } : {};
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
              to={hrefWithQuery('/adminHome', { view: 'bookings', filter: key, ...stageQuery })}
              active={filter === key}
            >
              {label}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to={hrefWithQuery('/adminHome', { view: 'bookings', ...stageQuery })}>
            Clear Filter
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <nav aria-label="Stage" className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          <li>
            <Link
              className={`btn btn-sm ${stage === null ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-current={stage === null ? 'page' : undefined}
              to={hrefWithQuery('/adminHome', { view: 'bookings', ...filterQuery })}
            >
              All stages
            </Link>
          </li>
          {bookingStages.map((each) => (
            <li key={each}>
              <Link
                className={`btn btn-sm ${stage === each ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-current={stage === each ? 'page' : undefined}
                to={hrefWithQuery('/adminHome', { view: 'bookings', ...filterQuery, stage: each })}
              >
                {stageLabels[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {bookings.length === 0 ? (
        <p>{filter || stage ? 'No matching bookings found.' : 'No Booking Requests'}</p>
      ) : null}
      <Row xs={1} md={2} xl={3} className="g-3">
        {bookings.map((booking) => (
          <Col key={booking.id}>
            <Card className="h-100" data-testid="booking-card">
              <Card.Body>
                {/* The heading is the client's name alone, as a screen reader lists the cards by it. */}
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <Card.Title as="h3" className="h5 mb-0">
                    {booking.name}
                  </Card.Title>
                  <StageBadge stage={booking.stage} />
                </div>
                <p className="mb-1">
                  {booking.session} · {booking.location}
                </p>
                <p className="mb-1">
                  Heard about us: {booking.hearAbout ?? 'Not said'} · Sent {age(booking.dateBooked, today)}
                </p>
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
