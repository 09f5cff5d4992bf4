/**
 * @vitest-environment happy-dom
 */
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { countDateFormatters } from '../../tests/helpers/date-formatter-count';
import type { BusinessDay } from '../business-time/business-day';

/** 1 March 2026 in California (America/Los_Angeles, 8 hours behind UTC that day). */
const firstOfMarch: BusinessDay = {
  today: '2026-03-01',
  startsAt: Date.parse('2026-03-01T08:00:00Z'),
  endsAt: Date.parse('2026-03-02T08:00:00Z'),
  timeZone: 'America/Los_Angeles',
};

let formatters: ReturnType<typeof countDateFormatters> | undefined;
afterEach(() => {
  formatters?.restore();
  vi.resetModules();
});

/**
 * The line as a page loads it: its modules afresh (no formatter kept from an earlier test), the
 * browser's clock at `now`, and how many date formatters were made once the page has run.
 */
async function openAt(now: string) {
  formatters = countDateFormatters();
  const counted = formatters;
  vi.resetModules();
  const { setClock } = await import('../business-time/clock');
  const { RequestDate } = await import('./request-date');
  setClock(new Date(now));
  render(<RequestDate day={firstOfMarch} />);
  // useHourlyNow's effect reads the browser's clock once the page runs: let it run.
  await act(async () => {});
  return { line: screen.getByTestId('request-date'), made: counted.made };
}

describe('the date of request (PRODUCT §9)', () => {
  test('is the server’s day while the browser’s clock is in it, with no date formatter made', async () => {
    // 11:30 pm on 1 March in California.
    const page = await openAt('2026-03-02T07:30:00Z');
    expect(page.line).toHaveTextContent('Date of request: March 1, 2026');
    // The first formatter loads the locale's data: a long task on a phone (decision 074).
    expect(page.made()).toBe(0);
  });

  test('moves to the browser’s day in the business’s zone once its clock is past the server’s day', async () => {
    // 12:30 am on 2 March in California: a page served yesterday.
    const page = await openAt('2026-03-02T08:30:00Z');
    expect(page.line).toHaveTextContent('Date of request: March 2, 2026');
  });
});
