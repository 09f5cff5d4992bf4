import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { expect, newBrowserPage, type RunningServer, test, waitForHydration } from './helpers/fixtures';
import { navUsers } from './seeds/navigation-fit.seed';

// Issue 23 item 15: every role's navigation fits one line at every width from the collapse point
// (1200 px) up, and folds behind the toggle below it, without a page that scrolls sideways.
const widths = [992, 1200, 1280, 1440];

type Role = keyof typeof navUsers;

function openAs(browser: Browser, server: RunningServer, role: Role | 'visitor'): Promise<Page> {
  return newBrowserPage(browser, server, role === 'visitor' ? undefined : navUsers[role]);
}

/** The bar's items (brand, each list item) in one row, each on one line of text, and where they end. */
async function barLayout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    const brand = nav?.querySelector('.navbar-brand');
    if (!nav || !brand) throw new Error('no navigation bar');
    const row = brand.getBoundingClientRect();
    // The lines its words take: the distinct tops of its text's boxes (a wrapped item has two).
    const linesOf = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const items = [brand, ...nav.querySelectorAll('.navbar-nav > li')].filter(
      (element) => element.getBoundingClientRect().width > 0,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      items: items.map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          text: element.textContent?.trim() ?? '',
          inRow: rect.top < row.bottom && rect.bottom > row.top,
          lines: linesOf(element),
        };
      }),
    };
  });
}

async function expectInsideWindow(page: Page, name: string) {
  const box = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name })
    .boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${name} is shown`).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${name} inside the window`).toBe(
    true,
  );
}

for (const role of ['visitor', ...Object.keys(navUsers)] as (Role | 'visitor')[]) {
  test(`${role}: the navigation fits each width, on one line from 1200 px`, { tag: '@full' }, async ({
    browser,
    server,
  }) => {
    const page = await openAs(browser, server, role);
    const signedIn = role !== 'visitor';
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Toggle navigation' });
      const at = `${role} at ${width} px`;
      if (width < 1200) {
        // Folded: the brand and the toggle on one line; opened, the items are a column that fits.
        await expect(toggle, at).toBeVisible();
        const folded = await barLayout(page);
        expect(folded.scrollWidth, `${at}: no sideways scroll`).toBeLessThanOrEqual(folded.windowWidth);
        await toggle.click();
        if (signedIn) await expectInsideWindow(page, 'Logout');
        else await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeInViewport();
      } else {
        await expect(toggle, at).toBeHidden();
        const bar = await barLayout(page);
        expect(bar.scrollWidth, `${at}: no sideways scroll`).toBeLessThanOrEqual(bar.windowWidth);
        for (const item of bar.items) {
          expect(item.inRow, `${at}: "${item.text}" in the bar's one row`).toBe(true);
          expect(item.lines, `${at}: "${item.text}" on one line`).toBe(1);
        }
        if (signedIn) await expectInsideWindow(page, 'Logout');
        else await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeInViewport();
      }
    }
    await page.context().close();
  });
}

test('the role menu in the bar: its links, inside the window, and no axe violation while open', async ({
  browser,
  server,
}) => {
  const page = await openAs(browser, server, 'clientAdmin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The items and their names are the product's; only their grouping is new.
  for (const name of ['Home', 'About', 'Services', 'Contact us', 'Team', 'Client Stories', 'Your Account']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByText('Welcome Morgan Rider!', { exact: true })).toBeVisible();
  const menuButton = nav.getByRole('button', { name: 'Admin', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText([
    'Products',
    'Cart',
    'Checkout',
    'Orders',
    'Your Pictures',
    'Admin Home',
  ]);
  const box = await menu.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1280);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await menu.getByRole('link', { name: 'Admin Home' }).click();
  await expect(page).toHaveURL(/\/adminHome$/);
  await page.context().close();
});
