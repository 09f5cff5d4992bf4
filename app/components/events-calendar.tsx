import type { EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { PublicEvent } from '../bookings/events';
import { useHourlyNow } from '../hooks/use-hourly-now';
import '../styles/bootstrap/modal.scss';

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
        height="auto"
        events={events.map((event) => ({
          id: String(event.id),
          title: event.title,
          start: event.start,
          allDay: true,
          extendedProps: { name: event.name, session: event.session },
        }))}
        eventClick={onEventClick}
      />
      <Modal show={selected !== null} onHide={() => setSelected(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title>{selected?.title}</Modal.Title>
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
