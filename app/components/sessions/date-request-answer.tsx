import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Form, useNavigation } from 'react-router';
import { formatDay } from '../../business-time/calendar-dates';
import type { DateRequest } from '../../client-sessions/date-requests.tables';
import { DetailList } from '../detail-list';

const stateWords = { open: 'Waiting for your answer', accepted: 'Accepted', declined: 'Declined' } as const;

/**
 * Booking Info's card for the client's request for another date (PRODUCT §16): the two days and
 * the message, and while it is open, Accept for each day and Decline.
 */
export function DateRequestAnswer({ request }: { request: DateRequest }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        Request for another date
      </Card.Header>
      <Card.Body>
        <DetailList
          rows={[
            ['First choice', formatDay(request.firstChoice)],
            ['Second choice', formatDay(request.secondChoice)],
            ['Message', request.message || 'No Message Attached'],
            ['State', stateWords[request.state]],
          ]}
        />
        {request.state === 'open' ? (
          <div className="d-flex flex-wrap gap-2 mt-3">
            {[request.firstChoice, request.secondChoice].map((day) => (
              <Form method="post" key={day}>
                <input type="hidden" name="intent" value="accept-date" />
                <input type="hidden" name="date" value={day} />
                <Button type="submit" variant="success" disabled={busy}>
                  Accept {formatDay(day)}
                </Button>
              </Form>
            ))}
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="decline-date"
                variant="outline-danger"
                disabled={busy}
              >
                Decline
              </Button>
            </Form>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
