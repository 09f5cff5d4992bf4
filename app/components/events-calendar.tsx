import type {
  DayCellContentArg,
  DayCellMountArg,
  DayHeaderMountArg,
  EventClickArg,
  EventMountArg,
  ViewMountArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { PublicEvent } from '../bookings/events';
import { useHourlyNow } from '../hooks/use-hourly-now';
import '../styles/bootstrap/modal.scss';

/**
 * FullCalendar writes weekday names and day numbers as <a> elements without an address, named
 * with aria-label; search engines report them as links they cannot follow. They are labels: each
 * becomes presentation only, and the name it carried is returned for the cell to use or drop.
 */
function unlinkLabel(cell: HTMLElement, selector: string): string | null {
  const label = cell.querySelector<HTMLElement>(`${selector}:not([href])`);
  if (!label) return null;
  const name = label.getAttribute('aria-label');
  label.removeAttribute('aria-label');
  label.setAttribute('role', 'none');
  return name;
}

/** A weekday's header cell takes its label's name ("Sunday" for the drawn "Sun"). */
function labelHeaderCell(arg: DayHeaderMountArg) {
  const name = unlinkLabel(arg.el, '.fc-col-header-cell-cushion');
  if (!name) return;
  arg.el.removeAttribute('aria-labelledby');
  arg.el.setAttribute('aria-label', name);
}

/**
 * A day's cell is named by its content: the day number as drawn, the full date for screen readers,
 * then its events. FullCalendar names the cell with the date alone (aria-labelledby its day
 * number), which a day with an event contradicts: a speech-input user who says the event's title
 * would not find the cell it shows in (WCAG 2.5.3 Label in Name, axe
 * label-content-name-mismatch).
 */
function dayCellContent(arg: DayCellContentArg) {
  if (!arg.dayNumberText) return null;
  const fullDate = arg.view.calendar.formatDate(arg.date, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <>
      <span aria-hidden="true">{arg.dayNumberText}</span>
      <span className="visually-hidden">{fullDate}</span>
    </>
  );
}

/** The day number is text, not a link, and no longer names the cell (see `dayCellContent`). */
function unlabelDayCell(arg: DayCellMountArg) {
  unlinkLabel(arg.el, '.fc-daygrid-day-number');
  arg.el.removeAttribute('aria-labelledby');
}

/**
 * An event is an <a> without an address that FullCalendar makes focusable and answers to Enter and
 * Space: it opens the dialog, so it is a button, and says so.
 */
function markEventButton(arg: EventMountArg) {
  if (!arg.el.hasAttribute('href')) arg.el.setAttribute('role', 'button');
}

/**
 * FullCalendar's previous/next icons are <span role="img"> without a name; the buttons are named
 * by their titles ("Previous month"), so the icons are decoration.
 */
function hideToolbarIcons(arg: ViewMountArg) {
  const calendar = arg.el.closest('.fc');
  for (const icon of calendar?.querySelectorAll('.fc-icon[role="img"]') ?? []) {
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  }
}

/**
 * The month grid of PRODUCT §2 Contact and the dialog an event opens. Loaded lazily (FullCalendar
 * and the dialog are heavy) and only in the browser. An hourly timer moves "today" forward for
 * pages left open overnight (PRODUCT §9).
 */
export default function EventsCalendar({ events }: { events: PublicEvent[] }) {
  // Loaded only in the browser, so the first render already has a time.
  const now = useHourlyNow() ?? new Date();
  const [selected, setSelected] = useState<PublicEvent | null>(null);

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const found = events.find((event) => String(event.id) === info.event.id);
    if (found) setSelected(found);
  };

  return (
    <>
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        weekends
        now={now}
        // Fills the box the page reserved for it (.events-calendar), so nothing below moves.
        height="100%"
        events={events.map((event) => ({
          id: String(event.id),
          title: event.title,
          start: event.start,
          allDay: true,
          extendedProps: { name: event.name, session: event.session },
        }))}
        eventClick={onEventClick}
        eventDidMount={markEventButton}
        dayHeaderDidMount={labelHeaderCell}
        dayCellContent={dayCellContent}
        dayCellDidMount={unlabelDayCell}
        // The toolbar is drawn with the first view and its icons are kept when the month changes.
        viewDidMount={hideToolbarIcons}
      />
      {/* Named by its title, so a screen reader announces which event opened (axe aria-dialog-name). */}
      <Modal
        show={selected !== null}
        onHide={() => setSelected(null)}
        centered
        aria-labelledby="event-dialog-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="event-dialog-title">{selected?.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-1">Client: {selected?.name}</p>
          <p className="mb-1">Session: {selected?.session}</p>
          <p className="mb-0">Date: {selected?.start}</p>
        </Modal.Body>
      </Modal>
    </>
  );
}
