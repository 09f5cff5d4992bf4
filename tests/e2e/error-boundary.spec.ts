import { expect, test, waitForHydration } from './helpers/fixtures';

test('a calendar chunk that cannot load says so and offers a reload', { tag: '@full' }, async ({ page }) => {
  const blockChunk = '**/assets/events-calendar-*.js';
  await page.route(blockChunk, (route) => route.abort());
  await page.goto('/contact');
  const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk' });
  await expect(failure.getByRole('heading')).toHaveText(/^Loading chunk events-calendar-[\w-]+ failed$/);
  await expect(failure).toContainText('Failed to fetch dynamically imported module');
  // Only the calendar failed: the rest of the page still works.
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  await page.unroute(blockChunk);
  await failure.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await expect(page.getByText(/^Loading chunk/)).toHaveCount(0);
});

test('a calendar chunk that never arrives counts as failed after 120,000 ms', { tag: '@full' }, async ({
  page,
}) => {
  // The page's clock runs on in real time until paused, so the two-minute timer started at some
  // moment between `installedAt` and the moment the spinner is seen. Pausing there makes the
  // check exact whatever the machine's speed: not failed 119 s after the earliest possible start,
  // failed 120 s after the latest.
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  // The request is held, never answered: a stalled connection, not a refused one.
  await page.route('**/assets/events-calendar-*.js', () => {});
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('status', { name: 'Loading calendar' })).toBeVisible();
  const seenAt = await page.evaluate(() => Date.now());
  // A little ahead, as the page's time moves on during the round trip; far before any timeout.
  await page.clock.pauseAt(seenAt + 5_000);
  const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk' });

  await page.clock.runFor(installedAt + 119_000 - (seenAt + 5_000));
  await expect(page.getByRole('status', { name: 'Loading calendar' })).toBeVisible();
  await expect(failure).toHaveCount(0);

  await page.clock.runFor(seenAt + 120_000 - (installedAt + 119_000));
  await expect(failure.getByRole('heading')).toHaveText('Loading chunk events-calendar failed');
  await expect(failure).toContainText('The script did not arrive within 120000 ms');
  await expect(failure.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('an unhandled route error shows the root fallback with status and message', { tag: '@full' }, async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  // A plain HTML form post (same origin, so it passes the Origin check) to a page without an
  // action: React Router answers 405, rendered by the root error boundary.
  const responsePromise = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/about';
    document.body.append(form);
    form.submit();
  });
  expect((await responsePromise).status()).toBe(405);
  const screen = page.getByRole('alert');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(screen).toContainText('405');
  await expect(screen).toContainText('Method Not Allowed');
  // The layout around it still renders.
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
});
