import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../../scripts/lib/axe';
import {
  expect,
  newBrowserPage,
  type RunningServer,
  type TestUser,
  test,
  waitForHydration,
} from './helpers/fixtures';
import { navUsers } from './seeds/navigation-fit.seed';

/**
 * The navigation bar at the widths people use (PRODUCT §2 Navigation bar): from 1200 px the role
 * links stand in the bar and the whole greeting, every item and Logout fit the window without
 * overlapping; below 1200 px the bar folds and the role links are in the menu labelled Client or
 * Admin. Which links each role and each menu holds is app/components/site-nav.test.tsx's part.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAs(browser: Browser, server: RunningServer, user?: TestUser): Promise<Page> {
  return newBrowserPage(browser, server, user);
}

/** The bar's items as the window shows them: their boxes, overlaps, the greeting, the page's width. */
async function barLayout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Main"]');
    if (!bar) throw new Error('no navigation bar');
    const shown = [bar.querySelector('.navbar-brand'), ...bar.querySelectorAll('.navbar-nav > li')]
      .filter((element): element is Element => element !== null)
      .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    // Boxes that share more than a rounding error of area: an item drawn over another.
    const overlaps: string[] = [];
    for (const [index, one] of shown.entries()) {
      for (const other of shown.slice(index + 1)) {
        const width = Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const height = Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (width > 0.5 && height > 0.5) overlaps.push(`"${one.text}" over "${other.text}"`);
      }
    }
    const greeting = bar.querySelector('.site-nav-greeting-text');
    return {
      // The bar's lines of items (the brand spans them): the distinct tops of the list items.
      lines: new Set(shown.slice(1).map(({ box }) => Math.round(box.top))).size,
      overlaps,
      outside: shown
        .filter(({ box }) => box.left < 0 || box.right > window.innerWidth)
        .map(({ text }) => text),
      greetingCut: greeting ? greeting.scrollWidth > greeting.clientWidth : null,
      scrollWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
    };
  });
}

async function expectInsideWindow(page: Page, name: string) {
  const box = await nav(page).getByRole('button', { name, exact: true }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${name} is shown`).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${name} inside the window`).toBe(
    true,
  );
}

const people = [
  { user: navUsers.jane, menu: 'Client', roleLinks: ['Products', 'Cart', 'Checkout', 'Your Pictures'] },
  {
    user: navUsers.hannah,
    menu: 'Admin',
    roleLinks: ['Products', 'Cart', 'Checkout', 'Your Pictures', 'Admin Home'],
  },
] as const;

for (const { user, menu, roleLinks } of people) {
  test(`${user.name}: at 1200, 1280 and 1440 px the role links in the bar and all of it fits; at 1199 px in the ${menu} menu`, async ({
    browser,
    server,
  }) => {
    const page = await openAs(browser, server, user);
    const greeting = `Welcome ${user.name}!`;
    for (const width of [1200, 1280, 1440]) {
      const at = `${user.name} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await expect(nav(page).getByRole('button', { name: 'Toggle navigation' }), at).toBeHidden();
      for (const name of roleLinks) {
        await expect(nav(page).getByRole('link', { name, exact: true }), `${at}: ${name}`).toBeVisible();
      }
      await expect(nav(page).getByRole('button', { name: menu, exact: true }), at).toHaveCount(0);
      await expect(nav(page).getByRole('button', { name: greeting, exact: true }), at).toBeVisible();
      const bar = await barLayout(page);
      expect(bar.greetingCut, `${at}: the greeting whole`).toBe(false);
      expect(bar.lines, `${at}: two lines, the role links on the second`).toBe(2);
      expect(bar.overlaps, `${at}: nothing overlaps`).toEqual([]);
      expect(bar.outside, `${at}: every item inside the window`).toEqual([]);
      expect(bar.scrollWidth, `${at}: no sideways scroll`).toBeLessThanOrEqual(bar.windowWidth);
      await expectInsideWindow(page, 'Logout');
    }

    await page.setViewportSize({ width: 1199, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    await nav(page).getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav(page).getByRole('link', { name: 'Client Stories' })).toBeVisible();
    for (const name of roleLinks) {
      await expect(nav(page).getByRole('link', { name, exact: true }), `1199 px: ${name} folded`).toHaveCount(
        0,
      );
    }
    const menuButton = nav(page).getByRole('button', { name: menu, exact: true });
    await menuButton.click();
    const menuList = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await expect(menuList.getByRole('link')).toHaveText([...roleLinks]);
    const folded = await barLayout(page);
    expect(folded.scrollWidth, '1199 px: no sideways scroll').toBeLessThanOrEqual(folded.windowWidth);
    await expectInsideWindow(page, 'Logout');
    await page.context().close();
  });
}

test("the greeting's menu: Jane's own pages, inside the window, no axe violation while open", async ({
  browser,
  server,
}) => {
  const page = await openAs(browser, server, navUsers.jane);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await waitForHydration(page);
  const greeting = nav(page).getByRole('button', { name: 'Welcome Jane Rider!', exact: true });
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await greeting.click();
  await expect(greeting).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await greeting.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText([
    'Your Sessions',
    'Your Galleries',
    'Orders',
    'Your Account',
  ]);
  const box = await menu.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) <= 1280).toBe(true);
  // Logout stays in the bar, beside the open menu.
  await expectInsideWindow(page, 'Logout');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await greeting.click();
  await menu.getByRole('link', { name: 'Your Sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Sessions');
  await page.context().close();
});

// A visitor's bar, and a name longer than names usually are, from a small laptop up: nothing
// overlaps or leaves the window, and the long greeting alone gives way ('…').
for (const who of ['visitor', 'long name'] as const) {
  test(`${who}: the bar fits at 992, 1200, 1280 and 1440 px`, { tag: '@full' }, async ({
    browser,
    server,
  }) => {
    const page = await openAs(browser, server, who === 'visitor' ? undefined : navUsers.longName);
    for (const width of [992, 1200, 1280, 1440]) {
      const at = `${who} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await waitForHydration(page);
      if (width < 1200) await nav(page).getByRole('button', { name: 'Toggle navigation' }).click();
      const bar = await barLayout(page);
      if (width >= 1200) {
        expect(bar.lines, `${at}: the role links alone on a second line`).toBe(who === 'visitor' ? 1 : 2);
        if (who === 'long name' && width === 1200)
          expect(bar.greetingCut, `${at}: the greeting gives way`).toBe(true);
      }
      expect(bar.overlaps, `${at}: nothing overlaps`).toEqual([]);
      expect(bar.outside, `${at}: every item inside the window`).toEqual([]);
      expect(bar.scrollWidth, `${at}: no sideways scroll`).toBeLessThanOrEqual(bar.windowWidth);
      if (who === 'visitor') await expect(nav(page).getByRole('link', { name: 'Sign Up' })).toBeInViewport();
      else await expectInsideWindow(page, 'Logout');
    }
    await page.context().close();
  });
}
