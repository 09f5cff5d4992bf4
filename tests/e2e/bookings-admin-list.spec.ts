import type { Page } from '@playwright/test';
import { bookings } from '../../app/bookings/bookings.tables';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';
import { seeded, today } from './seeds/bookings-admin-list.seed';
import { roles } from './seeds/roles.seed';

/** "December 7, 2026": a day as the admin's screens write it, written out here from the calendar. */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/**
 * Admin Home → Show Booking Requests: the cards newest first, each filter of
 * 'Filter Bookings By:', the filter kept in the URL through reload and Back, and the empty states.
 * The shared server holds other tests' requests too, so the lists are checked for the four this
 * file seeds (seeds/bookings-admin-list.seed.ts): their order, and which of them each filter shows.
 */

test.use({ signedInAs: roles.admin });

const list = (page: Page) => page.getByRole('region', { name: 'Booking Requests' });
const cardNames = (page: Page) => list(page).getByRole('heading', { level: 3 });
const ours = new Set(seeded.map((booking) => booking.name));

/** The names of this file's requests among the cards, in the order shown, once they are `names`. */
async function expectOurCards(page: Page, names: string[]): Promise<void> {
  await expect
    .poll(async () => (await cardNames(page).allTextContents()).filter((name) => ours.has(name)))
    .toEqual(names);
}

async function chooseFilter(page: Page, label: string) {
  await list(page)
    .getByRole('button', { name: /^Filter Bookings By:/ })
    .click();
  await list(page).getByRole('link', { name: label, exact: true }).click();
}

test('the cards, newest first, with every field and View More Info', async ({ page }) => {
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Booking Requests' }).click();
  await expect(page).toHaveURL(/\/adminHome\?view=bookings$/);
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);

  for (const booking of seeded) {
    const card = list(page)
      .getByTestId('booking-card')
      .filter({ has: page.getByRole('heading', { name: booking.name }) });
    await expect(card.getByText(`Email: ${booking.email}`)).toBeVisible();
    await expect(card.getByText(`Approved: ${booking.approved ? 'yes' : 'no'}`)).toBeVisible();
    await expect(card.getByText(`Contacted: ${booking.contacted ? 'yes' : 'no'}`)).toBeVisible();
    await expect(card.getByText(`Date requested: ${inWords(booking.dateBooked)}`)).toBeVisible();
    await expect(
      card.getByText(
        `Date scheduled: ${booking.dateScheduled ? inWords(booking.dateScheduled) : 'Not Scheduled'}`,
      ),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'View More Info' })).toBeVisible();
  }

  await list(page)
    .getByTestId('booking-card')
    .filter({ has: page.getByRole('heading', { name: 'Bea Hart' }) })
    .getByRole('link', { name: 'View More Info' })
    .click();
  await expect(page).toHaveURL(/\/BookingInfo\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Booking Info' })).toBeVisible();
  await expect(page.getByText('bea.hart@example.com')).toBeVisible();
});

test('each filter, kept in the URL through reload and Back', { tag: '@full' }, async ({ page }) => {
  await page.goto('/adminHome?view=bookings');
  await waitForHydration(page);
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);

  const toggle = list(page).getByRole('button', { name: /^Filter Bookings By:/ });
  await toggle.click();
  // The filter's menu: the Stage links beside it are the stage filter's (PRODUCT §2).
  await expect(list(page).locator('.dropdown-menu').getByRole('link')).toHaveText([
    'Approved',
    'Not Approved',
    'Date Scheduled',
    'Date Not Scheduled',
    'Clear Filter',
  ]);
  await toggle.click();

  await chooseFilter(page, 'Approved');
  await expect(page).toHaveURL(/[?&]filter=approved(&|$)/);
  await expectOurCards(page, ['Ada Lovelace', 'Bea Hart']);
  await expect(toggle).toHaveText('Filter Bookings By: Approved');

  await page.reload();
  await waitForHydration(page);
  await expectOurCards(page, ['Ada Lovelace', 'Bea Hart']);
  await expect(toggle).toHaveText('Filter Bookings By: Approved');

  await chooseFilter(page, 'Date Scheduled');
  await expect(page).toHaveURL(/[?&]filter=scheduled(&|$)/);
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace']);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]filter=approved(&|$)/);
  await expectOurCards(page, ['Ada Lovelace', 'Bea Hart']);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]filter=scheduled(&|$)/);
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace']);

  await chooseFilter(page, 'Not Approved');
  await expect(page).toHaveURL(/[?&]filter=not-approved(&|$)/);
  await expectOurCards(page, ['Cal Reed', 'Dee Moss']);

  await chooseFilter(page, 'Date Not Scheduled');
  await expect(page).toHaveURL(/[?&]filter=not-scheduled(&|$)/);
  await expectOurCards(page, ['Bea Hart', 'Dee Moss']);
  await expect(list(page).getByText('No matching bookings found.')).toHaveCount(0);

  await chooseFilter(page, 'Clear Filter');
  await expect(page).toHaveURL(/\/adminHome\?view=bookings$/);
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);
  await expect(toggle).toHaveText('Filter Bookings By:');
});

test("empty states: 'No matching bookings found.' and no events", { tag: '@full' }, async ({
  page,
  startServer,
}) => {
  let onlyAdmin: TestUser | undefined;
  // A server of its own whose single booking is approved and not scheduled.
  const own = await startServer({
    setup: async (db) => {
      onlyAdmin = await createTestUser(db, {
        email: 'ed.admin@example.com',
        name: 'Ed Admin',
        isAdmin: true,
      });
      await db.insert(bookings).values({
        name: 'Fay Lane',
        email: 'fay.lane@example.com',
        phoneNumber: '555-300-0000',
        location: 'Las Vegas, Nevada',
        session: 'Equine portrait',
        approved: true,
        dateBooked: today,
      });
    },
  });
  if (!onlyAdmin) throw new Error('no admin');
  // Replaces the shared admin's cookie: cookies belong to the host, whatever the port.
  await page.context().addCookies(sessionCookies(onlyAdmin, own.url));
  await page.goto(`${own.url}/adminHome?view=bookings`);
  await waitForHydration(page);
  await expect(cardNames(page)).toHaveText(['Fay Lane']);

  for (const [label, key] of [
    ['Not Approved', 'not-approved'],
    ['Date Scheduled', 'scheduled'],
  ] as const) {
    await chooseFilter(page, label);
    await expect(page).toHaveURL(new RegExp(`[?&]filter=${key}(&|$)`));
    await expect(list(page).getByText('No matching bookings found.')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
  }
  await page.reload();
  await expect(list(page).getByText('No matching bookings found.')).toBeVisible();

  await chooseFilter(page, 'Approved');
  await expect(cardNames(page)).toHaveText(['Fay Lane']);
  await expect(list(page).getByText('No matching bookings found.')).toHaveCount(0);

  await page.getByRole('link', { name: 'Show Events' }).click();
  await expect(page).toHaveURL(/view=events/);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText('No Booking Requests', { exact: true })).toBeVisible();
  await expect(events.getByRole('table')).toHaveCount(0);
});

test('a spinner shows while a view loads, then the view', { tag: '@full' }, async ({ page }) => {
  await page.goto('/adminHome');
  await waitForHydration(page);
  // Hold the view's data until the spinner has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/adminHome\.data/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Show Booking Requests' }).click();
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  await expect(list(page)).toHaveCount(0);
  release();
  await expectOurCards(page, ['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);
  await expect(spinner).toHaveCount(0);
});
