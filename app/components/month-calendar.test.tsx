/**
 * @vitest-environment happy-dom
 */
import { act, screen, within } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { countDateFormatters } from '../../tests/helpers/date-formatter-count';
import { renderRoute } from '../../tests/helpers/render-route';
import type { PublicEvent } from '../bookings/events';
import { resetClock, setClock } from '../business-time/clock';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';

/**
 * The contact page's month (PRODUCT §2 Contact): the grid, its links and an event's dialog, from
 * data written here. That the server puts it in the page's HTML, and the links without scripts:
 * tests/e2e/contact-calendar.spec.ts.
 */

const jane: PublicEvent = {
  id: 7,
  title: 'Equine portrait',
  start: '2027-03-12',
  name: 'Jane',
  session: 'Equine portrait',
};

function CalendarPage() {
  return <MonthCalendar {...useLoaderData<MonthCalendarProps>()} />;
}

function openMonth(props: Partial<MonthCalendarProps> = {}) {
  const data: MonthCalendarProps = {
    month: '2027-03',
    // March 3rd in California (PST, UTC-8), from midnight to midnight.
    day: {
      today: '2027-03-03',
      startsAt: Date.parse('2027-03-03T08:00:00Z'),
      endsAt: Date.parse('2027-03-04T08:00:00Z'),
      timeZone: 'America/Los_Angeles',
    },
    events: [jane],
    ...props,
  };
  return renderRoute({ Component: CalendarPage, path: '/contact', loader: () => data });
}

/** The cells of the grid, week by week, as their dates. */
function gridDates(): (string | null)[][] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-date')),
    );
}

afterEach(() => resetClock());

describe('the month grid', () => {
  test('weekday headers from Sunday to Saturday, drawn short and read whole', async () => {
    openMonth();
    expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    expect(headers[0]).toHaveAccessibleName('Sunday');
    expect(screen.getByRole('table')).toHaveAccessibleName('March 2027');
  });

  test('six weeks with the days of the months around it, weekends included', async () => {
    openMonth();
    await screen.findByRole('heading', { name: 'March 2027' });
    // 1 March 2027 is a Monday: Sunday 28 February opens the grid, April's days close it.
    const weeks = gridDates();
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
    ]);
    expect(weeks[5]?.[6]).toBe('2027-04-10');
    const cell = (date: string) => document.querySelector(`td[data-date="${date}"]`);
    expect(cell('2027-02-28')).toHaveClass('month-calendar-other');
    expect(cell('2027-04-01')).toHaveClass('month-calendar-other');
    expect(cell('2027-03-01')).not.toHaveClass('month-calendar-other');
    // A day is drawn as its number and read as its date; a day with an event adds its title.
    expect(cell('2027-03-13')).toHaveTextContent('13March 13, 2027');
    expect(cell('2027-03-13')).toHaveAccessibleName('March 13, 2027');
    expect(cell('2027-03-12')).toHaveAccessibleName('March 12, 2027 Equine portrait');
  });

  test('the previous and next months are links with the month in the query', async () => {
    openMonth({ month: '2027-01' });
    await screen.findByRole('heading', { name: 'January 2027' });
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      '/contact?month=2026-12',
    );
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute(
      'href',
      '/contact?month=2027-02',
    );
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('rel', 'nofollow');
  });

  test('today is marked where the business is, by the browser’s clock once the page runs', async () => {
    // The page was drawn on the 3rd; it is now 11:30 pm on the 12th in California, already the 13th in UTC.
    setClock(new Date('2027-03-13T07:30:00Z'));
    openMonth();
    await screen.findByRole('heading', { name: 'March 2027' });
    await expect
      .poll(() => document.querySelector('[aria-current="date"]')?.getAttribute('data-date'))
      .toBe('2027-03-12');
    expect(document.querySelectorAll('.month-calendar-today')).toHaveLength(1);
  });
});

/** The calendar as loaded afresh by the test below. */
let freshCalendar: typeof MonthCalendar | undefined;
function FreshCalendarPage() {
  const props = useLoaderData<MonthCalendarProps>();
  const Calendar = freshCalendar;
  return Calendar ? <Calendar {...props} /> : null;
}

describe('as the page starts (decision 074)', () => {
  test('makes no date formatter while the server’s day lasts: its today stays marked', async () => {
    // The first Intl.DateTimeFormat a page makes loads the locale's data: a long task on a phone.
    // The calendar's modules are loaded afresh, as a page loads them, with the formatters counted.
    const formatters = countDateFormatters();
    vi.resetModules();
    const fresh = await import('./month-calendar');
    const freshClock = await import('../business-time/clock');
    try {
      // 11:30 pm on the 3rd in California: still the server's day.
      freshClock.setClock(new Date('2027-03-04T07:30:00Z'));
      const data = {
        month: '2027-03',
        day: {
          today: '2027-03-03',
          startsAt: Date.parse('2027-03-03T08:00:00Z'),
          endsAt: Date.parse('2027-03-04T08:00:00Z'),
          timeZone: 'America/Los_Angeles',
        },
        events: [jane],
      } satisfies MonthCalendarProps;
      freshCalendar = fresh.MonthCalendar;
      renderRoute({ Component: FreshCalendarPage, path: '/contact', loader: () => data });
      await screen.findByRole('heading', { name: 'March 2027' });
      // useHourlyNow's effect reads the browser's clock once the page runs: let it run.
      await act(async () => {});
      // The browser's clock has been read, and nothing asked Intl.
      await expect
        .poll(() => document.querySelector('[aria-current="date"]')?.getAttribute('data-date'))
        .toBe('2027-03-03');
      expect(screen.getByText('March 3, 2027')).toBeInTheDocument();
      expect(formatters.made()).toBe(0);
    } finally {
      freshClock.resetClock();
      formatters.restore();
    }
  });
});

describe('an event', () => {
  test('is a button on its day that opens its title, Client, Session and Date; Close closes it', async () => {
    const page = openMonth({
      events: [jane, { ...jane, id: 8, start: '2027-03-30', title: 'Rodeo', session: 'Rodeo' }],
    });
    await screen.findByRole('heading', { name: 'March 2027' });
    const day = document.querySelector('td[data-date="2027-03-12"]') as HTMLElement;
    await page.user.click(within(day).getByRole('button', { name: 'Equine portrait' }));

    const dialog = await screen.findByRole('dialog', { name: 'Equine portrait' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText(/^Client:/)).toHaveTextContent('Client: Jane');
    expect(within(dialog).getByText(/^Session:/)).toHaveTextContent('Session: Equine portrait');
    expect(within(dialog).getByText(/^Date:/)).toHaveTextContent('Date: 2027-03-12');

    await page.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => dialog.hasAttribute('open')).toBe(false);
    // The other event opens its own details.
    await page.user.click(screen.getByRole('button', { name: 'Rodeo' }));
    expect(await screen.findByRole('dialog', { name: 'Rodeo' })).toHaveTextContent('Date: 2027-03-30');
  });
});
