import { expect, test, waitForHydration } from './helpers/fixtures';

/**
 * The brand's faces (decision 058) as a visitor's browser gets them: the heading face preloaded
 * from the head and used by the headings, and no layout shift when the faces arrive after the
 * first paint, the metric-matched fallbacks having held their room. The font files are held back
 * until the page has painted with the fallbacks, then let through, as on a slow connection.
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of widths) {
  test(`home at ${viewport.width} px: the faces swap in after the first paint without a layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let release: () => void = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    const fonts: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      fonts.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    // Every layout shift the page makes, from its first paint on (not the ones input causes).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // Not until "load": that waits for the fonts, which are held back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    // Painted with the fallbacks: the heading face was asked for, and is not there yet.
    expect(await page.evaluate(() => document.fonts.check('600 16px "Playfair Display"'))).toBe(false);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);

    release();
    await waitForHydration(page);
    await page.waitForFunction(
      () =>
        document.fonts.check('600 16px "Playfair Display"') &&
        document.fonts.check('400 16px "Source Sans 3 Variable"'),
    );
    // Two frames for the swap's layout to be measured and reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );

    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Playfair Display"?,/,
    );
    expect(
      await page
        .locator('main p')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"?Source Sans 3 Variable"?,/);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}

test('the heading face is preloaded from the head: one file, the one its @font-face names', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map((match) => match[0]);
  expect(preloads).toHaveLength(1);
  const preload = preloads[0] ?? '';
  expect(preload).toContain('type="font/woff2"');
  expect(preload).toMatch(/crossorigin/i);
  const href = /href="([^"]+)"/.exec(preload)?.[1] ?? '';
  expect(href).toMatch(/^\/assets\/playfair-display-latin-600-normal-[\w-]+\.woff2$/);
  // The inlined first-paint CSS names the same file, so the browser fetches it once.
  const faces = head.match(/@font-face\{[^}]*\}/g) ?? [];
  const heading = faces.find((face) => face.includes('font-family:Playfair Display;'));
  expect(heading).toContain(`url(${href})`);
  expect(heading).toContain('font-display:swap');
  // Latin only: no other subset of either face ships.
  for (const face of faces) expect(face).not.toMatch(/cyrillic|greek|vietnamese|latin-ext/);
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('each fallback takes the room of its web font: the same lines, the same height', async ({ page }) => {
  await page.goto('/services');
  await page.waitForFunction(
    () =>
      document.fonts.check('600 16px "Playfair Display"') &&
      document.fonts.check('400 16px "Source Sans 3 Variable"'),
  );
  // The services' own texts, set in a column a phone's width in each face and in its fallback.
  const measured = await page.evaluate(() => {
    const text = [...document.querySelectorAll('main .card-text')].map((p) => p.textContent).join(' ');
    const titles = [...document.querySelectorAll('main h2')].map((h) => h.textContent).join(' ');
    const box = (family: string, weight: number, size: string, content: string) => {
      const block = document.createElement('div');
      block.style.cssText = `position:absolute;left:0;top:0;visibility:hidden;width:340px;font:${weight} ${size}/1.5 ${family}`;
      block.textContent = content;
      const line = document.createElement('span');
      line.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${weight} ${size} ${family}`;
      line.textContent = content.slice(0, 200);
      document.body.append(block, line);
      const size_ = { height: block.offsetHeight, width: line.offsetWidth };
      block.remove();
      line.remove();
      return size_;
    };
    return {
      text: [
        box('"Source Sans 3 Variable"', 400, '16px', text),
        box('"Source Sans 3 Fallback"', 400, '16px', text),
      ],
      titles: [
        box('"Playfair Display"', 600, '28px', titles),
        box('"Playfair Display Fallback"', 600, '28px', titles),
      ],
    };
  });
  // Within a few per cent along a line (the text face's 3 %: on Linux, Chromium sets small text
  // at whole pixel sizes, so 16 px text falls back at 15 px), and the same height over a whole
  // column, one line apart at most.
  const expectRoom = (pair: { height: number; width: number }[], widthWithin: number, lineHeight: number) => {
    const [web, fallback] = pair;
    if (!web || !fallback) throw new Error('nothing measured');
    expect(Math.abs(fallback.width / web.width - 1)).toBeLessThan(widthWithin);
    expect(Math.abs(fallback.height - web.height)).toBeLessThanOrEqual(lineHeight);
  };
  expectRoom(measured.titles, 0.02, 42);
  expectRoom(measured.text, 0.04, 24);
});
