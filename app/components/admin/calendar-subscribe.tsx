import Button from 'react-bootstrap/Button';
import BootstrapForm from 'react-bootstrap/Form';
import { Form } from 'react-router';

/**
 * Admin Home → Show Events: the admin's private calendar feed link, to paste into Google, Apple or
 * Outlook calendars, and "Make a new link", which stops the old one working.
 */
export function CalendarSubscribe({ feedUrl }: { feedUrl: string | null }) {
  return (
    <section aria-labelledby="subscribe-heading" className="mb-5">
      <h2 id="subscribe-heading" className="h3">
        Subscribe in your calendar
      </h2>
      {feedUrl ? (
        <>
          <p>
            Add this private address to your calendar app (Google Calendar: “From URL”; Apple Calendar: “New
            Calendar Subscription”; Outlook: “Subscribe from web”) to see every scheduled session and blocked
            date. Anyone with the address can read the schedule, so keep it to yourself.
          </p>
          <BootstrapForm.Group className="mb-3" controlId="calendar-feed-url">
            <BootstrapForm.Label>Calendar address</BootstrapForm.Label>
            <BootstrapForm.Control type="text" readOnly value={feedUrl} onFocus={(e) => e.target.select()} />
          </BootstrapForm.Group>
        </>
      ) : (
        <p>Make a private address that your calendar app can subscribe to.</p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="new-calendar-link" />
        <Button type="submit" variant={feedUrl ? 'outline-danger' : 'primary'}>
          {feedUrl ? 'Make a new link' : 'Make a link'}
        </Button>
        {feedUrl ? (
          <BootstrapForm.Text className="ms-2">The old address stops working.</BootstrapForm.Text>
        ) : null}
      </Form>
    </section>
  );
}
