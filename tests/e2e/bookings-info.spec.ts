import type { Locator, Page } from '@playwright/test';
import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays, oneYearAfter } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { infoIds } from './seeds/bookings-info.seed';
import { roles } from './seeds/roles.seed';

/** "December 7, 2026": a day as the admin's screens write it, written out here from the calendar. */
const dayInWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/**
 * /BookingInfo/{id}: view mode, Change Info and Cancel Updating, the one-way Approve and
 * Contacted, and scheduling: no date, a holiday, yesterday and a year and a day ahead refused (by the
 * picker and by the server), blocked days greyed out, a valid date saved. Each test has its own row (seeds/bookings-info.seed.ts).
 */

const today = todayIn('America/Los_Angeles');
const yesterday = addDays(today, -1);
const tooFar = addDays(oneYearAfter(today), 1);
const christmas =
  `${today.slice(0, 4)}-12-25` >= today
    ? `${today.slice(0, 4)}-12-25`
    : `${Number(today.slice(0, 4)) + 1}-12-25`;

/** About two weeks ahead, moved on past any holiday. */
function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
const validDate = freeDateFrom(addDays(today, 14));

const ids = infoIds;

test.use({ signedInAs: roles.admin });

/** The value shown for one term of the booking's description list. */
const detail = (page: Page, term: string): Locator =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function changeInfo(page: Page, id: number) {
  await page.goto(`/BookingInfo/${id}`);
  await page.getByRole('link', { name: 'Change Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/BookingInfo/${id}\\?edit=1$`));
  await expect(page.getByRole('button', { name: 'Update Info' })).toBeVisible();
  await waitForHydration(page);
}

test('view mode shows every field; Change Info and Cancel Updating switch modes', async ({ page }) => {
  await page.goto(`/BookingInfo/${ids.hannah}`);
  await expect(page.getByRole('heading', { name: 'Booking Info' })).toBeVisible();
  const expected: [string, string][] = [
    ['Name', 'Hannah Wells'],
    ['Email', 'hannah.wells@example.com'],
    ['Phone number', '555-400-0001'],
    ['Message', 'Please photograph my mare Daisy at sunset.'],
    ['Location', 'Carson City, Nevada'],
    ['Session type', 'Fine art photography'],
    ['Approved', 'no'],
    ['Contacted', 'no'],
    ['Date request was sent', dayInWords(addDays(today, -2))],
    ['Scheduled date', 'Not Scheduled'],
  ];
  for (const [term, value] of expected) await expect(detail(page, term)).toHaveText(value);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByLabel('Scheduled date')).toHaveCount(0);

  await page.getByRole('link', { name: 'Change Info' }).click();
  await expect(page).toHaveURL(/\?edit=1$/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contacted' })).toBeVisible();
  await expect(page.getByLabel('Scheduled date')).toBeVisible();
  await expect(page.getByLabel('Scheduled date')).toHaveAttribute('placeholder', 'yyyy-MM-dd');
  await expect(page.getByRole('button', { name: 'Update Info' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel Updating' })).toBeVisible();

  await page.getByRole('link', { name: 'Cancel Updating' }).click();
  await expect(page).toHaveURL(new RegExp(`/BookingInfo/${ids.hannah}$`));
  await expect(page.getByRole('link', { name: 'Change Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Info' })).toHaveCount(0);
  await expect(detail(page, 'Name')).toHaveText('Hannah Wells');
});

test("'No Message Attached'; Approve and Contacted each go one way, from no to yes", async ({ page }) => {
  await page.goto(`/BookingInfo/${ids.ivy}`);
  await expect(detail(page, 'Message')).toHaveText('No Message Attached');
  await changeInfo(page, ids.ivy);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(detail(page, 'Approved')).toHaveText('yes');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(detail(page, 'Contacted')).toHaveText('no');

  await page.getByRole('button', { name: 'Contacted' }).click();
  await expect(detail(page, 'Contacted')).toHaveText('yes');
  await expect(page.getByRole('button', { name: 'Contacted' })).toHaveCount(0);

  // Stored, and there is no way back.
  await page.reload();
  await expect(detail(page, 'Approved')).toHaveText('yes');
  await expect(detail(page, 'Contacted')).toHaveText('yes');
  await expect(page.getByRole('button', { name: 'Update Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Approve|Contacted)$/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Cancel Updating' }).click();
  await expect(page.getByRole('link', { name: 'Change Info' })).toBeVisible();
  await expect(detail(page, 'Approved')).toHaveText('yes');
});

test('scheduling: no date, holiday, past and too far refused; blocked days greyed; a date saved', {
  tag: '@full',
}, async ({ page, server }) => {
  test.setTimeout(90_000);
  await changeInfo(page, ids.jack);
  const picker = page.getByLabel('Scheduled date');
  const update = page.getByRole('button', { name: 'Update Info' });
  const alert = page.getByRole('alert');

  await test.step("'Update Info' with no date: 'Please choose a date'", async () => {
    await update.click();
    await expect(alert).toHaveText('Please choose a date');
    await expect(update).toBeVisible();
  });

  await test.step('the picker greys out the holiday and refuses the three dates typed', async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(alert).toHaveCount(0);
    await picker.click();
    const month = page.locator('.react-datepicker__current-month');
    const target = new Date(`${christmas}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let step = 0; step < 13; step++) {
      const shown = (await month.textContent()) ?? '';
      if (shown === target) break;
      await page.getByRole('button', { name: 'Next Month' }).click();
      await expect(month).not.toHaveText(shown);
    }
    await expect(month).toHaveText(target);
    const day = page.locator('.react-datepicker__day--025:not(.react-datepicker__day--outside-month)');
    await expect(day).toHaveClass(/react-datepicker__day--(excluded|disabled)/);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // Typed, the holiday, yesterday and a year and a day ahead are not taken either.
    for (const date of [christmas, yesterday, tooFar]) {
      await picker.fill(date);
      await picker.press('Escape');
      await picker.blur();
      await expect(picker).toHaveValue('');
    }
    await update.click();
    await expect(alert).toHaveText('Please choose a date');
  });

  await test.step('the server refuses a holiday, yesterday and one year and a day ahead', async () => {
    const refusals: [string, RegExp][] = [
      [christmas, new RegExp(`${christmas} is blocked \\(Christmas Day\\)`)],
      [yesterday, new RegExp(`cannot be before today \\(${today}\\)`)],
      [tooFar, /cannot be more than one year ahead/],
    ];
    for (const [date, message] of refusals) {
      const response = await page.request.post(`${server.url}/BookingInfo/${ids.jack}`, {
        form: { intent: 'schedule', dateScheduled: date },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      expect(response.status(), date).toBe(400);
      expect(await response.text(), date).toMatch(message);
    }
    await page.reload();
    await expect(detail(page, 'Scheduled date')).toHaveText('Not Scheduled');
  });

  await test.step('a cleared picker is refused; a valid date saves and returns to view mode', async () => {
    await waitForHydration(page);
    await expect(alert).toHaveCount(0);
    await picker.fill(validDate);
    await picker.press('Escape');
    await expect(picker).toHaveValue(validDate);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toHaveValue('');
    await update.click();
    await expect(alert).toHaveText('Please choose a date');

    await picker.fill(validDate);
    await picker.press('Escape');
    await expect(picker).toHaveValue(validDate);
    await update.click();
    await expect(page).toHaveURL(new RegExp(`/BookingInfo/${ids.jack}$`));
    await expect(page.getByRole('link', { name: 'Change Info' })).toBeVisible();
    await expect(update).toHaveCount(0);
    await expect(detail(page, 'Scheduled date')).toHaveText(dayInWords(validDate));
    await page.reload();
    await expect(detail(page, 'Scheduled date')).toHaveText(dayInWords(validDate));
  });

  await test.step('the History says it, with who did it', async () => {
    const inWords = new Date(`${validDate}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const history = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'History' }) });
    await expect(history.getByRole('listitem')).toHaveText([
      new RegExp(` — Scheduled for ${inWords} by ${roles.admin.name}$`),
    ]);
  });
});

test('an unknown booking answers 404', { tag: '@full' }, async ({ page }) => {
  const response = await page.goto('/BookingInfo/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not found!')).toBeVisible();
});
