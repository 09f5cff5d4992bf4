import type { Browser, Page } from '@playwright/test';
import { todayIn } from '../../app/business-time/zoned-time';
import { expect, type RunningServer, test, waitForHydration } from './helpers/fixtures';
import { sessionCookies } from './helpers/world';
import { roles } from './seeds/roles.seed';

/**
 * Visits (decision 015): the server counts page views with no cookie and no script, leaving out bots
 * and visitors who send Do Not Track or Global Privacy Control, and Admin Home → Show Visits
 * shows the counts as charts with the numbers in a table. The shared server has other tests'
 * views too (none while this test runs: a worker runs one test at a time), so the test reads
 * today's count before and after its own visits.
 */

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function visitAs(
  browser: Browser,
  server: RunningServer,
  paths: string[],
  options: { userAgent?: string; extraHTTPHeaders?: Record<string, string> } = {},
) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  const page = await context.newPage();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
  await context.close();
}

interface Counts {
  today: number;
  about: number;
  total: number;
}

/** Show Visits' numbers: today's views, /about's (0 while it is not in the top ten), the 30 days' total. */
async function counts(page: Page): Promise<Counts> {
  // Show Visits writes the counts waiting in memory first.
  await page.goto('/adminHome?view=visits');
  const cell = async (table: string, row: string) => {
    const cells = page
      .getByRole('table', { name: table })
      .locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${row}$`) }) })
      .locator('td');
    return (await cells.count()) === 0 ? 0 : Number(await cells.first().textContent());
  };
  const total = page.getByText('Page views in the last 30 days:').locator('strong');
  return {
    today: await cell('Page views per day', todayIn('America/Los_Angeles')),
    about: await cell('Most viewed pages', '/about'),
    total: Number(await total.textContent()),
  };
}

// Full tier: the counting rules are tests/integration/visits-recorder.test.ts, a browser's views
// counted are page-cache.spec.ts's, and the admin's page walk opens Show Visits in the fast tier.
test('page views are counted (not bots, DNT or GPC) and Show Visits charts them', { tag: '@full' }, async ({
  browser,
  page,
  server,
}) => {
  // The admin sends Do Not Track, so their own visits to Admin Home add nothing.
  await page.setExtraHTTPHeaders({ DNT: '1' });
  await page.context().addCookies(sessionCookies(roles.admin, server.url));
  const before = await counts(page);

  await visitAs(browser, server, ['/about', '/about', '/about', '/services', '/services']);
  await visitAs(browser, server, ['/about', '/services'], { userAgent: googlebot });
  await visitAs(browser, server, ['/about'], { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await visitAs(browser, server, ['/services'], { extraHTTPHeaders: { DNT: '1' } });

  // Counting happens just after each answer: read until the last counted view is in.
  await expect.poll(async () => (await counts(page)).today - before.today).toBe(5);
  const after = await counts(page);
  expect(after.total - before.total).toBe(5);
  // The table lists the ten most viewed pages; /about, viewed 3 times here, is among them. (Each
  // view counted under its page: tests/integration/visits-recorder.test.ts.)
  expect(after.about).toBeGreaterThanOrEqual(3);

  // Through the navigation, and the charts, drawn by the lazily loaded chart module.
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Visits' }).click();
  await expect(page).toHaveURL(/view=visits/);
  await waitForHydration(page);
  for (const name of ['Page views per day', 'Most viewed pages', 'Booking requests per week']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
});
