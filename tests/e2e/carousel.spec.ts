import type { Page } from '@playwright/test';
import { expect, settle, test, waitForHydration } from './helpers/fixtures';

/**
 * The carousel's timers run on Playwright's fake clock, paused from the first script on, so each
 * interval is checked to the millisecond with no real waiting and nothing to flake. Slide
 * transitions are CSS, which still run in real time; assertions wait for them.
 */
const start = new Date('2026-03-02T10:00:00Z');

interface IntervalStart {
  /** Fake time at which setInterval was called. */
  at: number;
  ms: number;
}
type LoggedWindow = Window & { intervalLog: IntervalStart[] };

/** Records every setInterval call with the (fake) time it was made; the carousel makes one per slide. */
function logIntervals() {
  const log: IntervalStart[] = [];
  (window as unknown as LoggedWindow).intervalLog = log;
  const original = window.setInterval.bind(window);
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    log.push({ at: Date.now(), ms: ms ?? 0 });
    return original(handler, ms, ...args);
  }) as typeof window.setInterval;
}

async function clearIntervalLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as LoggedWindow).intervalLog.length = 0;
  });
}

async function intervalLog(page: Page): Promise<IntervalStart[]> {
  return page.evaluate(() => [...(window as unknown as LoggedWindow).intervalLog]);
}

function activeSlide(page: Page) {
  return page.locator('.carousel-item.active');
}

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Featured photographs' }).locator('.carousel');
}

async function openHome(page: Page): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  // Added after the clock, so it wraps the fake setInterval.
  await page.addInitScript(logIntervals);
  await page.goto('/');
  await waitForHydration(page);
  // The interactive carousel is a chunk loaded after hydration, and React reveals it on a (fake)
  // timer: step the clock until it is there. Its own interval only starts once it is mounted.
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.locator('.carousel-item')).toHaveCount(6, { timeout: 100 });
  }).toPass();
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1');
}

/** Waits for `slide` to be the active one with its transition finished. */
async function expectSlide(page: Page, slide: number): Promise<void> {
  await expect(activeSlide(page)).toHaveAttribute('data-slide', String(slide));
  await expect(page.locator('.carousel-item-next, .carousel-item-prev')).toHaveCount(0);
  await settle(page);
}

/**
 * Waits for the carousel to start its `ms` timer for slide `from`, runs the fake clock to one
 * millisecond before it is due (no change yet), then to the due time (slide `to`).
 */
async function expectAdvanceAfter(page: Page, ms: number, from: number, to: number): Promise<void> {
  await expect.poll(async () => (await intervalLog(page)).at(-1)?.ms).toBe(ms);
  const started = (await intervalLog(page)).at(-1)?.at ?? 0;
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(started + ms - now - 1);
  await settle(page);
  await expect(activeSlide(page)).toHaveAttribute('data-slide', String(from));
  await expect(page.locator('.carousel-item-next')).toHaveCount(0);
  // Cleared before the advance, so the next call waits for the next slide's own timer.
  await clearIntervalLog(page);
  await page.clock.runFor(1);
  await expectSlide(page, to);
}

test('shows the six home photos in order', async ({ page }) => {
  await openHome(page);
  const slides = page.locator('.carousel-item');
  await expect(slides).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    await expect(slides.nth(i)).toHaveAttribute('data-slide', String(i + 1));
    await expect(slides.nth(i).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`/home${i + 1}-\\d+\\.[0-9a-f]{8}\\.jpg$`),
    );
  }
});

test("advances after each slide's own interval: 2000, 3000, 4000, 5000 and 6000 ms", {
  tag: '@full',
}, async ({ page }) => {
  await openHome(page);
  await expectAdvanceAfter(page, 2000, 1, 2);
  await expectAdvanceAfter(page, 3000, 2, 3);
  await expectAdvanceAfter(page, 4000, 3, 4);
  await expectAdvanceAfter(page, 5000, 4, 5);
  await expectAdvanceAfter(page, 6000, 5, 6);
});

test('wraps from slide 6 back to slide 1', { tag: '@full' }, async ({ page }) => {
  await openHome(page);
  const next = page.getByRole('button', { name: 'Next' });
  for (let slide = 2; slide <= 6; slide++) {
    await next.click();
    await expectSlide(page, slide);
  }
  // Clicking left the pointer over the carousel, which pauses it; move away to let it run again.
  await clearIntervalLog(page);
  await page.mouse.move(0, 0);
  await settle(page);
  await expectAdvanceAfter(page, 7000, 6, 1);
});

test('pauses while hovered', { tag: '@full' }, async ({ page }) => {
  await openHome(page);
  await carousel(page).hover();
  await settle(page);
  await clearIntervalLog(page);
  await page.clock.runFor(20_000);
  await settle(page);
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1');
  expect(await intervalLog(page)).toEqual([]);

  await page.mouse.move(0, 0);
  await settle(page);
  await expectAdvanceAfter(page, 2000, 1, 2);
});

test('ArrowRight and ArrowLeft move the slides when the carousel has focus', { tag: '@full' }, async ({
  page,
}) => {
  await openHome(page);
  await carousel(page).focus();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 1);
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 6);
});

test('swipes of more than 40 px change the slide, shorter ones do not', { tag: '@full' }, async ({
  page,
}) => {
  await openHome(page);
  const swipe = (dx: number) =>
    carousel(page).evaluate((element, deltaX) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
      const fire = (type: string, x: number) =>
        element.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            touches: type === 'touchend' ? [] : [touch(x)],
            changedTouches: [touch(x)],
          }),
        );
      fire('touchstart', 300);
      fire('touchmove', 300 + deltaX);
      fire('touchend', 300 + deltaX);
    }, dx);
  await swipe(-30);
  await settle(page);
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1');
  await swipe(-60);
  await expectSlide(page, 2);
  await swipe(60);
  await expectSlide(page, 1);
});

test('the pause button stops the slideshow and play starts it again', { tag: '@full' }, async ({ page }) => {
  await openHome(page);
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.click();
  const play = page.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await settle(page);
  await clearIntervalLog(page);
  await page.clock.runFor(30_000);
  await settle(page);
  await expect(activeSlide(page)).toHaveAttribute('data-slide', '1');
  expect(await intervalLog(page)).toEqual([]);

  await play.click();
  await expect(pause).toBeVisible();
  await settle(page);
  await expectAdvanceAfter(page, 2000, 1, 2);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not advance on its own but still answers the keys', { tag: '@full' }, async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await settle(page);
    await clearIntervalLog(page);
    await page.clock.runFor(30_000);
    await settle(page);
    await expect(activeSlide(page)).toHaveAttribute('data-slide', '1');
    expect(await intervalLog(page)).toEqual([]);
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
  });
});

test('every slide button is a target of at least 24 × 24 px (WCAG 2.5.8), on a phone too', {
  tag: '@full',
}, async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openHome(page);
  const buttons = carousel(page).locator('.carousel-indicators button');
  await expect(buttons).toHaveCount(6);
  for (const box of await buttons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});
