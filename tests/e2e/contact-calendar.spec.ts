import type { Page } from '@playwright/test';
import { addMonths, monthOf } from '../../app/business-time/month-grid';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { jane, today, unscheduled } from './seeds/contact-calendar.seed';

/**
 * The contact page's month (PRODUCT §2 Contact): drawn by the server, so it is in the
 * page's HTML and its months work without scripts; an event opens its details once the page runs.
 * The grid's days and weeks for any month: app/business-time/month-grid.test.ts and
 * app/components/month-calendar.test.tsx.
 */

const scheduled = jane.date;

/** "November 2026", written out here rather than asked of the code under test. */
function titleOf(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const thisMonth = monthOf(today);
const nextMonth = addMonths(thisMonth, 1) ?? '';

function calendarOf(page: Page) {
  return page.getByRole('region', { name: 'Where we are shooting' });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the month is in the page's HTML: this month's grid with weekends, its event, and months by links", async ({
    page,
  }) => {
    await page.goto('/contact');
    const calendar = calendarOf(page);
    await expect(calendar.getByRole('heading', { name: titleOf(thisMonth) })).toBeVisible();
    const grid = calendar.getByRole('table', { name: titleOf(thisMonth) });
    // The headers' order and names are the component test's (month-calendar.test.tsx); here, that
    // the weekend's columns are on the screen.
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    await expect(grid.getByRole('columnheader', { name: 'Sunday' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Saturday' })).toBeVisible();
    await expect(grid.getByRole('cell')).toHaveCount(42);
    await expect(grid.locator(`td[data-date="${scheduled}"]`).getByRole('button')).toHaveText(jane.session);
    await expect(grid.locator(`td[data-date="${today}"]`)).toHaveAttribute('aria-current', 'date');

    await calendar.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(`/contact?month=${nextMonth}`);
    await expect(calendar.getByRole('heading', { name: titleOf(nextMonth) })).toBeVisible();
    await expect(calendar.getByRole('button', { name: jane.session })).toHaveCount(0);
    await calendar.getByRole('link', { name: 'Previous month' }).click();
    await expect(calendar.getByRole('heading', { name: titleOf(thisMonth) })).toBeVisible();
    await expect(calendar.getByRole('button', { name: jane.session })).toBeVisible();
  });
});

test('a scheduled booking shows as an event whose dialog names the first name only', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const event = calendarOf(page)
    .locator(`td[data-date="${scheduled}"]`)
    .getByRole('button', { name: jane.session });
  await event.click();
  const dialog = page.getByRole('dialog', { name: jane.session });
  await expect(dialog.getByText('Client: ', { exact: false })).toHaveText('Client: Jane');
  await expect(dialog.getByText('Session: ', { exact: false })).toHaveText(`Session: ${jane.session}`);
  await expect(dialog.getByText('Date: ', { exact: false })).toHaveText(`Date: ${scheduled}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('no contact details of the booker reach the page or its data, and no unscheduled booking', async ({
  request,
}) => {
  for (const path of ['/contact', '/contact.data']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toContain(jane.session);
    for (const secret of [
      jane.email,
      jane.phone,
      'Doe',
      'Private note',
      unscheduled.email,
      unscheduled.firstName,
    ]) {
      expect(body, path).not.toContain(secret);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('nothing on the page moves as it loads and runs, beyond the faces arriving', { tag: '@full' }, async ({
    page,
  }) => {
    // Every layout shift the browser reports from the first paint on (what CLS adds up), and where
    // the contact form's heading stood when the page's HTML was parsed, before any script ran.
    await page.addInitScript(() => {
      const headingTop = () =>
        [...document.querySelectorAll('h2')]
          .find((heading) => heading.textContent === 'Contact Us')
          ?.getBoundingClientRect().top;
      (window as unknown as { headingTop: typeof headingTop }).headingTop = headingTop;
      const seen = window as unknown as { shifts: number[]; formTop?: number };
      seen.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.formTop = headingTop();
      });
    });
    await page.goto('/contact');
    await waitForHydration(page);
    // The whole stylesheet, inserted after the first frame, has loaded: all that could restyle the page has.
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/critical-')),
    );
    // Two frames, so a shift from the last layout has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const seen = await page.evaluate(() => {
      const { shifts, formTop, headingTop } = window as unknown as {
        shifts: number[];
        formTop?: number;
        headingTop: () => number | undefined;
      };
      return { shifts, formTop, formTopNow: headingTop() };
    });
    // What follows the calendar has not moved by a pixel. The faces' arrival may still move a word
    // sideways by a pixel or two (the fallback's metrics are matched, not identical: a few
    // hundred-thousandths of CLS when they come after the first paint), within PRODUCT §19's
    // CLS ≤ 0.02; a calendar drawn late would move the whole form and far more.
    expect(seen.formTop).toBeGreaterThan(0);
    expect(seen.formTopNow).toBe(seen.formTop);
    expect(seen.shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
  });
});

test('day numbers and weekday names are text; a day is named by its date, then its events; an event is a button for the keyboard; months change in place', {
  tag: '@full',
}, async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const calendar = calendarOf(page);
  // Search engines count an <a> without an address as a link they cannot follow (Lighthouse SEO).
  await expect(calendar.locator('a:not([href])')).toHaveCount(0);
  await expect(calendar.getByRole('columnheader', { name: 'Sunday' })).toHaveText('SunSunday');
  const longDate = (isoDate: string) =>
    new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  // The number as drawn; the full date for a screen reader; the event's title in the name too
  // (WCAG 2.5.3: a cell named by the date alone would hide the title a person sees in it).
  const scheduledDay = calendar.locator(`td[data-date="${scheduled}"]`);
  await expect(scheduledDay.locator('.month-calendar-day [aria-hidden="true"]')).toHaveText('12');
  // The full date is not drawn: Bootstrap's visually-hidden rule is in the page (a 1 px clipped box).
  await expect(scheduledDay.locator('.month-calendar-day .visually-hidden')).toHaveText(longDate(scheduled));
  await expect(scheduledDay.locator('.month-calendar-day .visually-hidden')).toHaveCSS('width', '1px');
  await expect(
    calendar.getByRole('cell', { name: `${longDate(scheduled)} ${jane.session}` }),
  ).toHaveAttribute('data-date', scheduled);
  const dayBefore = scheduled.replace(/-12$/, '-11');
  await expect(calendar.getByRole('cell', { name: longDate(dayBefore), exact: true })).toHaveAttribute(
    'data-date',
    dayBefore,
  );

  const event = calendar.getByRole('button', { name: jane.session });
  await event.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: jane.session });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back where the visitor was: the browser returns focus to the event that opened the dialog.
  await expect(event).toBeFocused();

  // With the page's scripts, a month changes without reloading the page or scrolling away from it.
  const next = calendar.getByRole('link', { name: 'Next month' });
  // Instant: Bootstrap makes the page's scrolling smooth, and a reading taken while it glides (or
  // a glide cut short by the new month) would not be the place the visitor stopped at.
  await page.evaluate(() => {
    window.scrollTo({ top: 100, behavior: 'instant' });
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(100);
  await expect(next).toBeInViewport();
  await next.click();
  await expect(calendar.getByRole('heading', { name: titleOf(nextMonth) })).toBeVisible();
  await expect(page).toHaveURL(`/contact?month=${nextMonth}`);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
