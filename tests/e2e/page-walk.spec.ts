import type { Page } from '@playwright/test';
import { resourceRoutes, routeAccess } from '../../app/accounts/route-access';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, test, waitForHydration } from './helpers/fixtures';
import type { TestUser } from './helpers/world';
import { roles, walkBooking, walkEvent, walkGallery } from './seeds/roles.seed';

/**
 * Every page, opened by the role that uses it, in one walk per role: axe-core finds nothing (WCAG
 * 2.2 A and AA, axe's best practices, and target size, which Lighthouse adds), the
 * Content-Security-Policy is never violated (so no script needs 'unsafe-inline'), and the console
 * shows no error. At a phone's width in `npm test`; at a desktop's too in the full run
 * (`npm run test:all`).
 *
 * The pages come from the route access table, so a new page is walked without an edit here; a
 * route with a parameter the walk has no value for fails until it is given one.
 */

const viewports = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 800 } };

type Walker = 'visitor' | 'user' | 'client' | 'admin';
const walkers: Record<Exclude<Walker, 'visitor'>, TestUser> = {
  user: roles.user,
  client: roles.client,
  admin: roles.admin,
};

/** Who opens each kind of page: the least role the access table lets in. */
const walkerFor = {
  public: 'visitor',
  user: 'user',
  client: 'client',
  clientOrAdmin: 'client',
  admin: 'admin',
} as const;

/** A value for each route parameter (ids only exist once the server is seeded, hence functions). */
const parameters: Record<string, () => string> = {
  ':id': () => String(roles.client.id),
  ':token': () => 'not-a-real-token',
  // An order of someone else's is the 404 page; a real order's page is checked by the shop's flow.
  ':orderId': () => 'FFFFFFFFFFFFFFF',
  // The client's own gallery.
  ':galleryId': () => walkGallery.id,
  // A session of nobody's is the 404 page; a real one's pages are checked by client-sessions.spec.ts.
  ':bookingId': () => '999999',
  // A contract of nobody's is the 404 page; a real one is checked by contracts.spec.ts.
  ':contractId': () => '2147483000',
  // An invoice of nobody's is the 404 page; a real one's page is checked by invoices.spec.ts.
  ':invoiceId': () => '999999',
};

interface WalkPage {
  walker: Walker;
  name: string;
  path: () => string;
}

function concrete(route: string): string {
  if (route === '*') return '/no-such-page';
  if (route.startsWith('/BookingInfo/:id')) return route.replace(':id', String(walkBooking.id));
  return route.replace(/:\w+/g, (parameter) => {
    const value = parameters[parameter];
    if (!value) throw new Error(`The page walk has no value for ${parameter} in ${route}: add one`);
    return value();
  });
}

const walk: WalkPage[] = [
  ...Object.entries(routeAccess)
    .filter(([route]) => !resourceRoutes.has(route as keyof typeof routeAccess) && route !== '/logout')
    .map(([route, rule]) => ({
      walker: walkerFor[rule] as Walker,
      name: route,
      path: () => concrete(route),
    })),
  // Admin Home's views, and the 403 page signed out (with a Login link) and signed in (without).
  ...['bookings', 'users', 'events', 'visits', 'contracts', 'reports'].map((view) => ({
    walker: 'admin' as const,
    name: `/adminHome?view=${view}`,
    path: () => `/adminHome?view=${view}`,
  })),
  { walker: 'visitor', name: '/adminHome (403)', path: () => '/adminHome' },
  { walker: 'user', name: '/adminHome (403)', path: () => '/adminHome' },
];

/**
 * Collects console errors, uncaught errors and CSP violations; each call of the function it returns
 * answers what came since the last call (the page just opened).
 */
async function watchProblems(page: Page): Promise<(expectedStatus: number) => Promise<string[]>> {
  let messages: { text: string; type: string }[] = [];
  page.on('console', (message) => messages.push({ text: message.text(), type: message.type() }));
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Each document starts a list of its own.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async (expectedStatus) => {
    const own = `Failed to load resource: the server responded with a status of ${expectedStatus}`;
    const found = [
      ...messages
        .filter(({ text, type }) => type === 'error' || /Content Security Policy/i.test(text))
        // A 404 or 403 page's own status is reported by the browser as a failed load: expected.
        .filter(({ text }) => expectedStatus < 400 || !text.startsWith(own))
        .map(({ text }) => `console: ${text}`),
      ...errors,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ];
    messages = [];
    errors = [];
    return found;
  };
}

/** Opens `path` hydrated, with what loads after hydration (the carousel) in place. */
async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await waitForHydration(page);
  if (path === '/') await expect(page.locator('.carousel-item')).toHaveCount(6);
  return response?.status() ?? 0;
}

/** What answers a resize has run: media queries after a frame. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const walker of ['visitor', 'user', 'client', 'admin'] as const) {
  test.describe(`${walker}'s pages`, () => {
    if (walker !== 'visitor') test.use({ signedInAs: walkers[walker] });
    const pages = walk.filter((entry) => entry.walker === walker);

    // One walk through the role's pages in one tab, each page a step, every page reported.
    test(`a walk through every page, on a phone: no axe violation, CSP violation or console error`, async ({
      page,
    }) => {
      test.setTimeout(pages.length * 15_000);
      await page.setViewportSize(viewports.phone);
      const problems = await watchProblems(page);
      for (const { name, path } of pages) {
        await test.step(name, async () => {
          const status = await open(page, path());
          expect.soft(await axeViolations(page), `${name} on a phone`).toEqual([]);
          expect.soft(await problems(status), name).toEqual([]);
        });
      }
    });

    test('a walk through every page, on a desktop: no axe violation', { tag: '@full' }, async ({ page }) => {
      test.setTimeout(pages.length * 15_000);
      await page.setViewportSize(viewports.desktop);
      for (const { name, path } of pages) {
        await test.step(name, async () => {
          await open(page, path());
          await settleLayout(page);
          expect.soft(await axeViolations(page), `${name} on a desktop`).toEqual([]);
        });
      }
    });
  });
}

// The check itself: an image without a text alternative, a tap target of a few pixels and a
// low-contrast line put into a clean page are each reported, at a phone's width.
test('the check reports what it is meant to catch', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await open(page, '/about');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main> on /about');
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg" width="40" height="40">' +
        '<p style="color:#ccc;background:#fff">Faint words</p>' +
        '<p style="display:flex">' +
        '<button type="button" style="width:8px;height:8px;padding:0;border:0" aria-label="One"></button>' +
        '<button type="button" style="width:8px;height:8px;padding:0;border:0" aria-label="Two"></button></p>',
    );
  });
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(' ')[0]).sort()).toEqual([
    'color-contrast',
    'image-alt',
    'target-size',
  ]);
});

test('the walk reports an inline script the policy blocks and an error in the console', async ({ page }) => {
  const problems = await watchProblems(page);
  await open(page, '/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    console.error('something broke');
  });
  // Each call answers what came since the last one: gather until both are in.
  const found: string[] = [];
  await expect
    .poll(async () => {
      found.push(...(await problems(200)));
      return found.length;
    })
    .toBeGreaterThanOrEqual(2);
  expect(found.some((line) => line.startsWith('CSP: script-src'))).toBe(true);
  expect(found).toContain('console: something broke');
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the first-visit notice has no axe violations', async ({ browser, server }) => {
    const firstVisit = await browser.newContext({ baseURL: server.url, viewport: viewports.phone });
    const page = await firstVisit.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Welcome! Please note' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await firstVisit.close();
  });

  test("the contact page's event dialog has no axe violations", async ({ page }) => {
    await open(page, '/contact');
    await page
      .locator(`td[data-date="${walkEvent.date}"]`)
      .getByRole('button', { name: walkEvent.session })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Checked once its fade-in is over: half-faded text is not what a visitor reads.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
