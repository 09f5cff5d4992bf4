import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { blockedDay, later, maya, mayaBooking, soon } from './seeds/bookings-events.seed';
import { roles } from './seeds/roles.seed';

/**
 * Blocked dates and events: the admin blocks a date with a reason, the picker greys it out
 * and the server refuses it naming the reason, Unblock frees it; the booking scheduled there is then an
 * event on /contact (first name only, no contact details) and in Admin Home → Show Events, soonest first.
 * The shared server has other tests' sessions too: the rows checked are this file's three.
 */

test.use({ signedInAs: roles.admin });

const monthTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A day as the admin's screens write it: "December 15, 2026" (PRODUCT §2). */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Clicks `next` until `title` reads the month of `date` (at most a year of clicks). */
async function showMonth(title: Locator, next: Locator, date: string) {
  const target = monthTitle(date);
  for (let step = 0; step < 13; step++) {
    const shown = (await title.textContent()) ?? '';
    if (shown === target) break;
    await next.click();
    await expect(title).not.toHaveText(shown);
  }
  await expect(title).toHaveText(target);
}

async function showEvents(page: Page) {
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Events' }).click();
  await expect(page).toHaveURL(/view=events/);
  await expect(page.getByRole('region', { name: 'Events' })).toBeVisible();
  await waitForHydration(page);
}

const ourClients = new Set(['Zoe Park', 'Tom Baker', maya.name]);

/** This file's rows of Show Events, in the order shown, as [title, client, session, start] each. */
async function expectEventRows(page: Page, rows: string[][]) {
  const table = page.getByRole('region', { name: 'Events' }).getByRole('row');
  // The first row holds the column headers.
  await expect(table.first().getByRole('columnheader')).toHaveText([
    'Title',
    'Client',
    'Session',
    'Start date',
  ]);
  await expect
    .poll(async () =>
      (
        await table.evaluateAll((trs) =>
          // The title is the row's header cell, the rest its data cells.
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
        )
      ).filter((cells) => ourClients.has(cells[1] ?? '')),
    )
    .toEqual(rows);
}

test('block a date, see it refused and greyed out, unblock it, schedule there, see the event', async ({
  page,
  server,
  request,
}) => {
  test.setTimeout(150_000);
  const blocked = page.getByRole('region', { name: 'Blocked dates' });

  await test.step('Show Events: the scheduled bookings soonest first, and the blocked dates', async () => {
    await showEvents(page);
    await expectEventRows(page, [
      ['Event photography', 'Zoe Park', 'Event photography', inWords(soon)],
      [
        'Advertising and marketing photography',
        'Tom Baker',
        'Advertising and marketing photography',
        inWords(later),
      ],
    ]);
    await expect(blocked.getByRole('heading', { name: 'Blocked dates' })).toBeVisible();
    // Federal holidays are listed and cannot be unblocked.
    await expect(blocked.getByRole('row').filter({ hasText: 'Christmas Day' })).toContainText(
      'Federal holiday',
    );
    await expect(
      blocked.getByRole('row').filter({ hasText: 'Christmas Day' }).getByRole('button'),
    ).toHaveCount(0);
  });

  await test.step('block a date with a reason: listed with an Unblock button', async () => {
    await blocked.getByLabel('Date', { exact: true }).fill(blockedDay);
    await blocked.getByLabel('Reason (optional)').fill('Farrier visit');
    await blocked.getByRole('button', { name: 'Block date' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${blockedDay} is now blocked.` })).toBeVisible();
    const row = blocked.getByRole('row').filter({ hasText: blockedDay });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Farrier visit');
    await expect(row.getByRole('button', { name: `Unblock ${blockedDay}` })).toBeVisible();
  });

  await test.step('scheduling on it: greyed out in the picker, refused by the server with the reason', async () => {
    await page.goto(`/BookingInfo/${mayaBooking.id}?edit=1`);
    await waitForHydration(page);
    await page.getByLabel('Scheduled date').click();
    await showMonth(
      page.locator('.react-datepicker__current-month'),
      page.getByRole('button', { name: 'Next Month' }),
      blockedDay,
    );
    const day = page.locator(
      `.react-datepicker__day--0${blockedDay.slice(8)}:not(.react-datepicker__day--outside-month)`,
    );
    await expect(day).toHaveClass(/react-datepicker__day--(excluded|disabled)/);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    const response = await page.request.post(`${server.url}/BookingInfo/${mayaBooking.id}`, {
      form: { intent: 'schedule', dateScheduled: blockedDay },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(`${blockedDay} is blocked (Farrier visit).`);
  });

  await test.step('Unblock removes it', async () => {
    await showEvents(page);
    await blocked.getByRole('button', { name: `Unblock ${blockedDay}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${blockedDay} is no longer blocked.` }),
    ).toBeVisible();
    await expect(blocked.getByRole('row').filter({ hasText: blockedDay })).toHaveCount(0);
  });

  await test.step('the freed date can be scheduled', async () => {
    await page.goto(`/BookingInfo/${mayaBooking.id}`);
    await page.getByRole('link', { name: 'Change Info' }).click();
    await expect(page.getByRole('button', { name: 'Update Info' })).toBeVisible();
    await waitForHydration(page);
    const picker = page.getByLabel('Scheduled date');
    await picker.fill(blockedDay);
    await picker.press('Escape');
    await expect(picker).toHaveValue(blockedDay);
    await page.getByRole('button', { name: 'Update Info' }).click();
    await expect(page.getByRole('link', { name: 'Change Info' })).toBeVisible();
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: /^Scheduled date$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(inWords(blockedDay));
  });

  await test.step('Show Events lists it in date order with the full name', async () => {
    await showEvents(page);
    await expectEventRows(page, [
      ['Event photography', 'Zoe Park', 'Event photography', inWords(soon)],
      [maya.session, maya.name, maya.session, inWords(blockedDay)],
      [
        'Advertising and marketing photography',
        'Tom Baker',
        'Advertising and marketing photography',
        inWords(later),
      ],
    ]);
  });

  await test.step('/contact shows the event with the first name only', async () => {
    // The month of the scheduled day, as its Next month link leads there.
    await page.goto(`/contact?month=${blockedDay.slice(0, 7)}`);
    await waitForHydration(page);
    const calendar = page.getByRole('region', { name: 'Where we are shooting' });
    await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(monthTitle(blockedDay));
    const event = calendar
      .locator(`td[data-date="${blockedDay}"]`)
      .getByRole('button', { name: maya.session });
    await event.click();
    const dialog = page.getByRole('dialog', { name: maya.session });
    await expect(dialog.getByText('Client: ', { exact: false })).toHaveText('Client: Maya');
    await expect(dialog.getByText('Session: ', { exact: false })).toHaveText(`Session: ${maya.session}`);
    await expect(dialog.getByText('Date: ', { exact: false })).toHaveText(`Date: ${blockedDay}`);
    await expect(dialog).not.toContainText('Rivera');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('no contact details in the public page or its data', async () => {
    const month = `?month=${blockedDay.slice(0, 7)}`;
    for (const path of [`/contact${month}`, `/contact.data${month}`]) {
      const response = await request.get(`${server.url}${path}`);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, path).toContain(maya.session);
      for (const secret of [
        maya.email,
        maya.phoneNumber,
        'Rivera',
        'Gate code',
        'zoe.park',
        '555-600-0003',
      ]) {
        expect(body, path).not.toContain(secret);
      }
    }
  });
});
