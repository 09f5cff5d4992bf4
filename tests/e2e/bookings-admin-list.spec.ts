import type { Page } from '@playwright/test';
import { bookings } from '../../app/bookings/bookings.tables';
import { addDays, todayIn } from '../../app/bookings/calendar-dates';
import { createTestUser, sessionCookies, type TestUser } from './helpers/accounts';
import { expect, type RunningServer, test, waitForHydration } from './helpers/fixtures';

/**
 * Admin Home → Show Booking Requests (issue 4): the cards newest first, each filter of
 * 'Filter Bookings By:', the filter kept in the URL through reload and Back, and the empty states.
 */

const today = todayIn('America/Los_Angeles');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

interface Seeded {
  name: string;
  email: string;
  approved: boolean;
  contacted: boolean;
  dateBooked: string;
  dateScheduled: string | null;
  createdAt: Date;
}

// Inserted in this order; listed by when they were sent, newest first: Cal, Ada, Bea, Dee.
const seeded: Seeded[] = [
  {
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    approved: true,
    contacted: true,
    dateBooked: addDays(today, -1),
    dateScheduled: addDays(today, 30),
    createdAt: hoursAgo(24),
  },
  {
    name: 'Bea Hart',
    email: 'bea.hart@example.com',
    approved: true,
    contacted: false,
    dateBooked: addDays(today, -3),
    dateScheduled: null,
    createdAt: hoursAgo(72),
  },
  {
    name: 'Cal Reed',
    email: 'cal.reed@example.com',
    approved: false,
    contacted: false,
    dateBooked: today,
    dateScheduled: addDays(today, 45),
    createdAt: hoursAgo(2),
  },
  {
    name: 'Dee Moss',
    email: 'dee.moss@example.com',
    approved: false,
    contacted: true,
    dateBooked: addDays(today, -4),
    dateScheduled: null,
    createdAt: hoursAgo(96),
  },
];

let admin: TestUser | undefined;

test.use({
  serverOptions: {
    setup: async (db) => {
      admin = await createTestUser(db, { email: 'ada.admin@example.com', name: 'Ada Admin', isAdmin: true });
      await db.insert(bookings).values(
        seeded.map((booking, index) => ({
          ...booking,
          phoneNumber: `555-200-000${index}`,
          location: 'Reno, Nevada',
          session: 'Event photography',
        })),
      );
    },
  },
});

async function signIn(page: Page, server: RunningServer, user: TestUser | undefined) {
  if (!user) throw new Error('no admin');
  await page.context().addCookies(sessionCookies(user, server.url));
}

const list = (page: Page) => page.getByRole('region', { name: 'Booking Requests' });
const cardNames = (page: Page) => list(page).getByRole('heading', { level: 3 });

async function chooseFilter(page: Page, label: string) {
  await list(page)
    .getByRole('button', { name: /^Filter Bookings By:/ })
    .click();
  await list(page).getByRole('link', { name: label, exact: true }).click();
}

test('the cards, newest first, with every field and View More Info', async ({ page, server }) => {
  await signIn(page, server, admin);
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Booking Requests' }).click();
  await expect(page).toHaveURL(/\/adminHome\?view=bookings$/);
  await expect(cardNames(page)).toHaveText(['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);

  for (const booking of seeded) {
    const card = list(page)
      .getByTestId('booking-card')
      .filter({ has: page.getByRole('heading', { name: booking.name }) });
    await expect(card.getByText(`Email: ${booking.email}`)).toBeVisible();
    await expect(card.getByText(`Approved: ${booking.approved ? 'yes' : 'no'}`)).toBeVisible();
    await expect(card.getByText(`Contacted: ${booking.contacted ? 'yes' : 'no'}`)).toBeVisible();
    await expect(card.getByText(`Date requested: ${booking.dateBooked}`)).toBeVisible();
    await expect(card.getByText(`Date scheduled: ${booking.dateScheduled ?? 'Not Scheduled'}`)).toBeVisible();
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

test('each filter, kept in the URL through reload and Back', async ({ page, server }) => {
  await signIn(page, server, admin);
  await page.goto('/adminHome?view=bookings');
  await waitForHydration(page);
  await expect(cardNames(page)).toHaveCount(4);

  const toggle = list(page).getByRole('button', { name: /^Filter Bookings By:/ });
  await toggle.click();
  await expect(list(page).getByRole('link').filter({ hasNotText: 'View More Info' })).toHaveText([
    'Approved',
    'Not Approved',
    'Date Scheduled',
    'Date Not Scheduled',
    'Clear Filter',
  ]);
  await toggle.click();

  await chooseFilter(page, 'Approved');
  await expect(page).toHaveURL(/[?&]filter=approved(&|$)/);
  await expect(cardNames(page)).toHaveText(['Ada Lovelace', 'Bea Hart']);
  await expect(toggle).toHaveText('Filter Bookings By: Approved');

  await page.reload();
  await waitForHydration(page);
  await expect(cardNames(page)).toHaveText(['Ada Lovelace', 'Bea Hart']);
  await expect(toggle).toHaveText('Filter Bookings By: Approved');

  await chooseFilter(page, 'Date Scheduled');
  await expect(page).toHaveURL(/[?&]filter=scheduled(&|$)/);
  await expect(cardNames(page)).toHaveText(['Cal Reed', 'Ada Lovelace']);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]filter=approved(&|$)/);
  await expect(cardNames(page)).toHaveText(['Ada Lovelace', 'Bea Hart']);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]filter=scheduled(&|$)/);
  await expect(cardNames(page)).toHaveText(['Cal Reed', 'Ada Lovelace']);

  await chooseFilter(page, 'Not Approved');
  await expect(page).toHaveURL(/[?&]filter=not-approved(&|$)/);
  await expect(cardNames(page)).toHaveText(['Cal Reed', 'Dee Moss']);

  await chooseFilter(page, 'Date Not Scheduled');
  await expect(page).toHaveURL(/[?&]filter=not-scheduled(&|$)/);
  await expect(cardNames(page)).toHaveText(['Bea Hart', 'Dee Moss']);
  await expect(list(page).getByText('No matching bookings found.')).toHaveCount(0);

  await chooseFilter(page, 'Clear Filter');
  await expect(page).toHaveURL(/\/adminHome\?view=bookings$/);
  await expect(cardNames(page)).toHaveText(['Cal Reed', 'Ada Lovelace', 'Bea Hart', 'Dee Moss']);
  await expect(toggle).toHaveText('Filter Bookings By:');
});

test("empty states: 'No matching bookings found.' and no events", async ({ page, startServer }) => {
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
  await signIn(page, own, onlyAdmin);
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

test('a spinner shows while a view loads, then the view', async ({ page, server }) => {
  await signIn(page, server, admin);
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
  await expect(cardNames(page)).toHaveCount(4);
  await expect(spinner).toHaveCount(0);
});
