import { useEffect, useRef } from 'react';
import type { PublicEvent } from '../bookings/events';

/**
 * The details of a calendar event (PRODUCT §2 Contact): its title, Client, Session and the Date as
 * year-month-day. A native modal <dialog> in the look of the first-visit notice: the browser moves
 * focus into it, makes the page behind it inert and closes it on Escape, with no library and no
 * stylesheet beyond the page's own (Bootstrap's modal rules are not part of the first paint).
 */
export function EventDialog({ event, onClose }: { event: PublicEvent | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (event && !element.open) element.showModal();
    if (!event && element.open) element.close();
  }, [event]);

  return (
    // Named by its title, so a screen reader announces which event opened (axe aria-dialog-name).
    <dialog ref={dialog} className="event-dialog" aria-labelledby="event-dialog-title" onClose={onClose}>
      <form method="dialog">
        <div className="event-dialog-header">
          <h2 className="h5 m-0" id="event-dialog-title">
            {event?.title}
          </h2>
          <button type="submit" className="btn-close" aria-label="Close" />
        </div>
        <div className="event-dialog-body">
          <p className="mb-1">Client: {event?.name}</p>
          <p className="mb-1">Session: {event?.session}</p>
          <p className="mb-0">Date: {event?.start}</p>
        </div>
      </form>
    </dialog>
  );
}
