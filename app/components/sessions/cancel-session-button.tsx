import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDay } from '../../business-time/calendar-dates';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Booking Info's Cancel session: asked once more, since it emails the client a
 * cancellation and takes the session off every calendar.
 */
export function CancelSessionButton({ name, day }: { name: string; day: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        Cancel session
      </Button>
      <ConfirmDialog
        show={confirming}
        onClose={() => setConfirming(false)}
        titleId="cancel-session-title"
        title="Cancel this session?"
        intent="cancel-session"
        confirmLabel="Yes, cancel it"
        variant="danger"
      >
        <p className="mb-0">
          {name}'s session on {formatDay(day)} will be cancelled: they get an email with a cancellation for
          their calendar, and it leaves yours.
        </p>
      </ConfirmDialog>
    </>
  );
}
