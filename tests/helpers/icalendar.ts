import ICAL from 'ical.js';

/**
 * Reads iCalendar text back with ical.js, a parser independent of the library that writes it, so
 * a test sees what a calendar app would. ICAL.parse throws on text that is not iCalendar.
 */
export interface ParsedCalendarEvent {
  uid: string;
  summary: string;
  /** yyyy-MM-dd for an all-day event, else the full ical.js time string. */
  start: string;
  allDay: boolean;
  sequence: number;
  /** STATUS, '' when absent: CANCELLED in a cancellation. */
  status: string;
}

export interface ParsedCalendar {
  method: string;
  events: ParsedCalendarEvent[];
}

export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`Not a VCALENDAR but ${root.name}`);
  return {
    method: String(root.getFirstPropertyValue('method') ?? ''),
    events: root.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        sequence: event.sequence,
        status: String(component.getFirstPropertyValue('status') ?? ''),
      };
    }),
  };
}
