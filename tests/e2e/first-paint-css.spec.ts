import type { Page } from '@playwright/test';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { publicPages } from './helpers/public-pages';
import { roles } from './seeds/roles.seed';

/**
 * Decision 025: each page's head holds the rules of the first-paint stylesheet its markup uses;
 * the whole stylesheet follows after the first paint.
 */

const inlinedCss = /(<style id="critical-css"[^>]*>)([^<]*)(<\/style>)/;
const wholeStylesheet = '**/assets/critical-*.css';

/** The address of the whole stylesheet, from the script that loads it. */
function wholeStylesheetHref(html: string): string {
  return /"(\/assets\/critical-[\w-]+\.css)"/.exec(html)?.[1] ?? 'no stylesheet address in the page';
}

/**
 * The first screen with scripts off: the first paint. Pictures are masked (one flat colour over
 * their boxes): the rules decide where they go, while the pixels of a scaled picture and of its
 * rounded corners may differ by a shade from one rendering to the next.
 */
async function firstScreen(page: Page, path: string): Promise<Buffer> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return page.screenshot({ animations: 'disabled', mask: [page.locator('img')], maskColor: '#808080' });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px wide, scripts off`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    for (const path of publicPages) {
      test(`${path}: the inlined rules paint the first screen as the whole stylesheet does`, {
        tag: '@full',
      }, async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        const whole = await (await request.get(wholeStylesheetHref(html))).text();
        const asServed = await firstScreen(page, path);
        // The same page with the whole stylesheet in place of the page's own rules.
        await page.route(`**${path}`, (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: html.replace(
              inlinedCss,
              (_all, open: string, _rules, close: string) => open + whole + close,
            ),
          }),
        );
        const withWhole = await firstScreen(page, path);
        if (!asServed.equals(withWhole)) {
          await test.info().attach('as served', { body: asServed, contentType: 'image/png' });
          await test
            .info()
            .attach('with the whole stylesheet', { body: withWhole, contentType: 'image/png' });
        }
        expect(asServed.equals(withWhole), `${path} differs at ${viewport.width} px`).toBe(true);
      });
    }
  });
}

test('each page inlines the rules of the parts it shows, and not those of the parts it does not', async ({
  request,
}) => {
  const inlinedRules = async (path: string) =>
    inlinedCss.exec(await (await request.get(path)).text())?.[2] ?? '';
  const [home, about, login] = await Promise.all(['/', '/about', '/login'].map(inlinedRules));
  // The slides are on the home page only; text fields on the sign-in page, not on About.
  expect(home).toContain('.carousel{');
  expect(about).not.toContain('.carousel{');
  expect(login).toContain('.form-control{');
  expect(about).not.toContain('.form-control{');
  expect(about).not.toContain('.form-check-input{');
});

test('after the first paint the whole stylesheet loads, so a page reached without a reload is styled', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/about');
  await waitForHydration(page);
  // Placed right after the inlined rules, so the routes' own stylesheets still win the cascade.
  const whole = page.locator('style#critical-css + link[rel="stylesheet"]');
  await expect(whole).toHaveAttribute('href', /^\/assets\/critical-[\w-]+\.css$/);
  const href = (await whole.getAttribute('href')) ?? '';
  const file = await request.get(href);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.text()).length).toBeGreaterThan(60_000);

  // About has no text field, so its head has no rules for one: the sign-in form reached by a
  // link gets Bootstrap's look from the whole stylesheet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveCSS('display', 'block');
  // The brand's radius (decision 058).
  await expect(email).toHaveCSS('border-top-left-radius', '8px');
  expect(problems).toEqual([]);
});

test('the slides that replace the still picture after hydration are styled before the whole stylesheet', {
  tag: '@full',
}, async ({ page }) => {
  // Never arrives: the home page's own rules must carry the carousel's buttons and indicators.
  await page.route(wholeStylesheet, (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeVisible();
  await expect(previous).toHaveCSS('position', 'absolute');
  // Next's own rule puts it on the right; the rule the two controls share makes them absolute.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCSS('right', '0px');
  await expect(page.locator('.carousel-indicators')).toHaveCSS('position', 'absolute');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCSS('position', 'absolute');
  for (const icon of ['.carousel-control-prev-icon', '.carousel-control-next-icon']) {
    await expect(page.locator(icon)).toHaveCSS('background-image', /^url\(/);
  }
  // The buttons' words are for screen readers only.
  await expect(previous.locator('.visually-hidden')).toHaveCSS('width', '1px');
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toHaveCSS('position', 'absolute');
  // btn-light's background, btn-sm's padding.
  await expect(pause).toHaveCSS('background-color', 'rgb(242, 238, 231)');
  await expect(pause).toHaveCSS('padding-top', '4px');
});

test('a signed-in page links the whole stylesheet instead of inlining rules, and stays styled', async ({
  browser,
  server,
}) => {
  const page = await newBrowserPage(browser, server, roles.client);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const answer = await page.goto('/orders');
  const html = (await answer?.text()) ?? '';
  // Decision 038: no rules in the page (the browser has the file from the public pages it came through).
  expect(inlinedCss.exec(html)?.[2]).toBe('');
  expect(html).toMatch(
    /<style id="critical-css"[^>]*><\/style><link rel="stylesheet" id="whole-stylesheet" href="\/assets\/critical-[\w-]+\.css"\/>/,
  );
  await waitForHydration(page);
  // Hydration kept the server's link, and the script added no second one.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/critical-"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCSS('cursor', 'pointer');
  // A page reached without a reload is styled by the same link.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('link#whole-stylesheet')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a field marked invalid is styled before the whole stylesheet', async ({ page }) => {
  await page.route(wholeStylesheet, (route) => route.abort());
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveClass(/is-invalid/);
  // Bootstrap's --bs-form-invalid-border-color: the brand's clay (decision 058).
  await expect(email).toHaveCSS('border-top-color', 'rgb(168, 58, 50)');
});

test('a whole stylesheet that fails to load is tried again', { tag: '@full' }, async ({ page }) => {
  let attempts = 0;
  await page.route(wholeStylesheet, (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort() : route.continue();
  });
  await page.goto('/about');
  // The rules of each whole-stylesheet link on the page (0 until it has loaded).
  const rulesPerLink = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[href^="/assets/critical-"]')].map((link) => {
        try {
          return link.sheet?.cssRules.length ?? 0;
        } catch {
          return 0;
        }
      }),
    );
  // One link left (the failed one is removed), with the whole stylesheet's rules.
  await expect
    .poll(async () => {
      const links = await rulesPerLink();
      return links.length === 1 && (links[0] ?? 0) > 100;
    })
    .toBe(true);
  expect(attempts).toBe(2);
});
