import { expect, test, waitForHydration } from './helpers/fixtures';
import { roles } from './seeds/roles.seed';

/**
 * A lazily loaded chunk that fails or never arrives (PRODUCT §8, §9), on the widget that shows the
 * error screen for it: Admin Home → Show Visits' charts (Chart.js). The contact page's calendar
 * was the example until the server drew it.
 */
test.describe('a chunk that cannot load', () => {
  test.use({ signedInAs: roles.admin });
  const chartsChunk = '**/assets/visits-charts-*.js';
  const visits = '/adminHome?view=visits';

  test('says so and offers a reload', { tag: '@full' }, async ({ page }) => {
    await page.route(chartsChunk, (route) => route.abort());
    await page.goto(visits);
    const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk' }).first();
    await expect(failure.getByRole('heading')).toHaveText(/^Loading chunk visits-charts-[\w-]+ failed$/);
    await expect(failure).toContainText('Failed to fetch dynamically imported module');
    // Only the charts failed: the rest of the page still works.
    await expect(page.getByRole('table', { name: 'Page views per day' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Show Events' })).toBeVisible();

    await page.unroute(chartsChunk);
    await failure.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('img', { name: /^Page views per day/ })).toBeVisible();
    await expect(page.getByText(/^Loading chunk/)).toHaveCount(0);
  });

  test('that never arrives counts as failed after 120,000 ms', { tag: '@full' }, async ({ page }) => {
    // The page's clock runs on in real time until paused, so the two-minute timer started at some
    // moment between `installedAt` and the moment the loading text is seen. Pausing there makes the
    // check exact whatever the machine's speed: not failed 119 s after the earliest possible start,
    // failed 120 s after the latest.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    // The request is held, never answered: a stalled connection, not a refused one.
    await page.route(chartsChunk, () => {});
    await page.goto(visits);
    await waitForHydration(page);
    const loading = page.getByText('Loading the chart…').first();
    await expect(loading).toBeVisible();
    const seenAt = await page.evaluate(() => Date.now());
    // A little ahead, as the page's time moves on during the round trip; far before any timeout.
    await page.clock.pauseAt(seenAt + 5_000);
    const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk' });

    await page.clock.runFor(installedAt + 119_000 - (seenAt + 5_000));
    await expect(loading).toBeVisible();
    await expect(failure).toHaveCount(0);

    await page.clock.runFor(seenAt + 120_000 - (installedAt + 119_000));
    await expect(failure.first().getByRole('heading')).toHaveText('Loading chunk visits-charts failed');
    await expect(failure.first()).toContainText('The script did not arrive within 120000 ms');
    await expect(failure.first().getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
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
