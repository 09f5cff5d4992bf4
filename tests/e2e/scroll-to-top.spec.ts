import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './helpers/fixtures';

/** Jumps without smooth scrolling (Bootstrap turns it on for the whole document). */
async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

test('at 1280 px a labelled button appears after 100 px and scrolls smoothly to the top', {
  tag: '@full',
}, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clientStories');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Scroll to Top' });
  await expect(button).toBeHidden();

  await scrollToY(page, 101);
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Scroll to Top');
  await scrollToY(page, 100);
  await expect(button).toBeHidden();

  await scrollToY(page, 700);
  // Every position the page passes through on its way up, as the browser reports it.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { scrollPositions: seen });
    window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const positions = await page.evaluate(
    () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
  );
  // Smooth, not a jump: the page passes through in-between positions, always moving up.
  expect(positions.filter((y) => y > 0 && y < 700).length).toBeGreaterThanOrEqual(2);
  expect(positions).toEqual([...positions].sort((a, b) => b - a));
  expect(positions.at(-1)).toBe(0);
  await expect(button).toBeHidden();
});

test('at 800 px the control is an icon with an accessible name', { tag: '@full' }, async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/clientStories');
  await waitForHydration(page);
  await scrollToY(page, 600);
  const button = page.getByRole('button', { name: 'Scroll to Top' });
  await expect(button).toBeVisible();
  await expect(button).toHaveText('');
  await expect(button.locator('svg')).toBeVisible();

  // PRODUCT §9: 809 px and below is "mobile"; one pixel wider is the labelled button.
  await page.setViewportSize({ width: 809, height: 800 });
  await expect(button).toHaveText('');
  await page.setViewportSize({ width: 810, height: 800 });
  await expect(button).toHaveText('Scroll to Top');

  await page.setViewportSize({ width: 800, height: 800 });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
