import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PublicEvent } from '../bookings/events';
import { type BusinessDay, dayShown } from '../business-time/business-day';
import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { addMonths, type IsoMonth, monthTitle, monthWeeks, weekdayNames } from '../business-time/month-grid';
import { useHourlyNow } from '../hooks/use-hourly-now';
import { hrefWithQuery } from '../http/typed-paths';
import { EventDialog } from './event-dialog';

export interface MonthCalendarProps {
  month: IsoMonth;
  /** Today where the business is, as the server saw it, moved on in a page left open (PRODUCT §9). */
  day: BusinessDay;
  /** The events of the days the grid shows. */
  events: PublicEvent[];
}

/** Another month of the calendar: a plain link, so it works without the page's scripts. */
function MonthLink({ month, children }: { month: IsoMonth; children: ReactNode }) {
  return (
    <Link
      to={hrefWithQuery('/contact', { month })}
      // Crawlers would follow the months forever; the page's canonical address is /contact.
      rel="nofollow"
      // The visitor stays at the calendar rather than being taken back to the top of the page.
      preventScrollReset
      className="btn btn-outline-secondary btn-sm"
    >
      {children}
    </Link>
  );
}

/**
 * The contact page's month (PRODUCT §2 Contact), drawn by the server as a table: weekday headers,
 * six weeks with the days of the months around it, weekends included, and each event a button that
 * opens its details. Each day number is drawn as a number and read as its date.
 */
export function MonthCalendar({ month, day, events }: MonthCalendarProps) {
  const shownToday = dayShown(day, useHourlyNow());
  const [selected, setSelected] = useState<PublicEvent | null>(null);
  const eventsByDay = useMemo(() => {
    const days = new Map<IsoDate, PublicEvent[]>();
    for (const event of events) days.set(event.start, [...(days.get(event.start) ?? []), event]);
    return days;
  }, [events]);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);

  return (
    <div>
      <div className="month-calendar-toolbar">
        <h3 id="calendar-month" className="h4 m-0">
          {monthTitle(month)}
        </h3>
        <nav aria-label="Calendar months" className="month-calendar-nav">
          {previous ? (
            <MonthLink month={previous}>
              <span aria-hidden="true">‹ </span>Previous month
            </MonthLink>
          ) : null}
          {next ? (
            <MonthLink month={next}>
              Next month<span aria-hidden="true"> ›</span>
            </MonthLink>
          ) : null}
        </nav>
      </div>
      <table className="month-calendar-grid" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {weekdayNames.map((day) => (
              <th key={day.short} scope="col">
                <span aria-hidden="true">{day.short}</span>
                <span className="visually-hidden">{day.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <td
                  key={date}
                  data-date={date}
                  className={`month-calendar-cell${date.startsWith(month) ? '' : ' month-calendar-other'}${
                    date === shownToday ? ' month-calendar-today' : ''
                  }`}
                  aria-current={date === shownToday ? 'date' : undefined}
                >
                  <span className="month-calendar-day">
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="visually-hidden">{formatDay(date)}</span>
                  </span>{' '}
                  {eventsByDay.get(date)?.map((event) => (
                    <button
                      key={event.id}
                      type="button"
                      className="month-calendar-event"
                      onClick={() => setSelected(event)}
                    >
                      {event.title}
                    </button>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
