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
import { useCallback, useMemo, useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { PublicEvent } from '../bookings/events';
import { useHourlyNow } from '../hooks/use-hourly-now';
import { CalendarLoading } from './calendar-loading';
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
  // Plain DOM nodes, not JSX: FullCalendar renders JSX content through a React portal per cell,
  // which made the calendar's script time far longer on a phone (docs/PERFORMANCE.md, "Measurements
  // behind the code").
  const drawn = document.createElement('span');
  drawn.setAttribute('aria-hidden', 'true');
  drawn.textContent = arg.dayNumberText;
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = fullDateFormat.format(arg.date);
  return { domNodes: [drawn, spoken] };
}

/**
 * The full date a screen reader hears ("November 25, 2026"), as FullCalendar's own formatDate
 * writes it in its default locale and the browser's zone, with one formatter for every cell.
 */
const fullDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

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

const plugins = [dayGridPlugin];

/**
 * The month grid of PRODUCT §2 Contact and the dialog an event opens. Loaded lazily (FullCalendar
 * and the dialog are heavy) and only in the browser. An hourly timer moves "today" forward for
 * pages left open overnight (PRODUCT §9).
 */
export default function EventsCalendar({ events }: { events: PublicEvent[] }) {
  const now = useHourlyNow();
  const [selected, setSelected] = useState<PublicEvent | null>(null);
  // The same objects from render to render: FullCalendar compares its options by identity and
  // processes them all again when one is new.
  const calendarEvents = useMemo(
    () =>
      events.map((event) => ({
        id: String(event.id),
        title: event.title,
        start: event.start,
        allDay: true,
        extendedProps: { name: event.name, session: event.session },
      })),
    [events],
  );
  const onEventClick = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      const found = events.find((event) => String(event.id) === info.event.id);
      if (found) setSelected(found);
    },
    [events],
  );

  // The clock is read after the first commit. The calendar waits for it rather than starting with a
  // guess and taking every option again when it arrives; meanwhile the page's loading spinner stays
  // (in the box the page reserves, so nothing moves).
  if (!now) return <CalendarLoading />;
  return (
    <>
      <FullCalendar
        plugins={plugins}
        initialView="dayGridMonth"
        weekends
        now={now}
        // Fills the box the page reserved for it (.events-calendar), so nothing below moves.
        height="100%"
        events={calendarEvents}
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
