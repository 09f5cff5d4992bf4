import { Spinner } from 'react-bootstrap';

/**
 * What the contact page's calendar box shows until the month is drawn: before hydration, while the
 * calendar's chunk loads, and while the calendar waits for the browser's clock. One element for all
 * three, so the box and its status name ("Loading calendar") never change between them.
 */
export function CalendarLoading() {
  return <Spinner animation="border" role="status" aria-label="Loading calendar" />;
}
