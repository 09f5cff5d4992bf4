import type { Browser } from '@playwright/test';
import { todayIn } from '../../app/bookings/calendar-dates';
import { createTestUser, sessionCookies, type TestUser } from './helpers/accounts';
import { expect, test, waitForHydration } from './helpers/fixtures';

/**
 * Issue 14, visits: the server counts page views with no cookie and no script, leaving out bots
 * and visitors who send Do Not Track or Global Privacy Control, and Admin Home → Show Visits
 * shows the counts as charts with the numbers in a table.
 */

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let admin: TestUser | undefined;

test.use({
  serverOptions: {
    setup: async (db) => {
      admin = await createTestUser(db, { email: 'ada.admin@example.com', name: 'Ada Admin', isAdmin: true });
    },
  },
});

async function visitAs(
  browser: Browser,
  baseURL: string,
  paths: string[],
  options: { userAgent?: string; extraHTTPHeaders?: Record<string, string> } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
  await context.close();
}

test('page views are counted (not bots, DNT or GPC) and Show Visits charts them', async ({
  browser,
  page,
  server,
}) => {
  if (!admin) throw new Error('no admin');
  const visitor = ['/about', '/about', '/about', '/services', '/services'];
  await visitAs(browser, server.url, visitor);
  await visitAs(browser, server.url, ['/about', '/services'], { userAgent: googlebot });
  await visitAs(browser, server.url, ['/about'], { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await visitAs(browser, server.url, ['/services'], { extraHTTPHeaders: { DNT: '1' } });

  // The admin sends Do Not Track too, so their own visits to Admin Home add nothing.
  await page.setExtraHTTPHeaders({ DNT: '1' });
  await page.context().addCookies(sessionCookies(admin, server.url));
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Visits' }).click();
  await expect(page).toHaveURL(/view=visits/);

  const today = todayIn('America/Los_Angeles');
  const cell = (table: string, row: string) =>
    page
      .getByRole('table', { name: table })
      .locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${row}$`) }) })
      .locator('td');
  // Counting happens just after each answer; reload until the last visitor's view is in.
  await expect(async () => {
    await page.reload();
    await expect(cell('Page views per day', today)).toHaveText('5', { timeout: 1000 });
  }).toPass();
  await expect(cell('Most viewed pages', '/about')).toHaveText('3');
  await expect(cell('Most viewed pages', '/services')).toHaveText('2');
  await expect(page.getByRole('table', { name: 'Most viewed pages' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByText('Page views in the last 30 days: 5.')).toBeVisible();

  // The charts, drawn by the lazily loaded chart module.
  await waitForHydration(page);
  for (const name of ['Page views per day', 'Most viewed pages', 'Booking requests per week']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
});
