import type { EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { PublicEvent } from '../bookings/events';
import { useHourlyNow } from '../hooks/use-hourly-now';

/**
 * The month grid of PRODUCT §2 Contact. Loaded lazily (FullCalendar is heavy) and only in the browser.
 * An hourly timer moves "today" forward for pages left open overnight (PRODUCT §9).
 */
export default function EventsCalendar({
  events,
  onSelect,
}: {
  events: PublicEvent[];
  onSelect: (event: PublicEvent) => void;
}) {
  // Loaded only in the browser, so the first render already has a time.
  const now = useHourlyNow() ?? new Date();

  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const found = events.find((event) => String(event.id) === info.event.id);
    if (found) onSelect(found);
  };

  return (
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
  );
}
