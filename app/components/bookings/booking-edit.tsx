import Button from 'react-bootstrap/Button';
import { Form, href, Link, useNavigation } from 'react-router';
import { hrefWithQuery } from '../../http/typed-paths';
import { ScheduleDatePicker } from '../schedule-date-picker';
import { CancelSessionButton } from '../sessions/cancel-session-button';

interface EditedBooking {
  id: number;
  name: string;
  approved: boolean;
  contacted: boolean;
  dateScheduled: string | null;
}

/**
 * Booking Info's Change Info (PRODUCT §2), first on the page: where the session's date is set.
 * Editing shows Approve, Contacted, the date picker with Update Info and Cancel Updating, and
 * Cancel session for a session with a date.
 */
export function BookingEdit({
  booking,
  editing,
  window,
  blocked,
}: {
  booking: EditedBooking;
  editing: boolean;
  window: { min: string; max: string };
  blocked: string[];
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      {editing ? (
        <div className="mb-4">
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
          className="btn btn-primary mb-4"
          to={hrefWithQuery('/BookingInfo/:id', { id: String(booking.id) }, { edit: '1' })}
        >
          Change Info
        </Link>
      )}
    </>
  );
}
