import Card from 'react-bootstrap/Card';
import type { HistoryLine } from '../../history/history-events';

/**
 * Booking Info's History (PRODUCT §2): what happened to the booking, newest first, each line when
 * it happened in the business's time and what, by whom ("November 28, 2026, 9:04 AM — Scheduled
 * for January 9, 2027 by Hannah Brooks").
 */
export function BookingHistory({ lines }: { lines: HistoryLine[] }) {
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        History
      </Card.Header>
      <Card.Body>
        {lines.length === 0 ? (
          <p className="mb-0">Nothing yet.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {lines.map((line) => (
              <li key={line.id}>
                {line.when} — {line.text}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
