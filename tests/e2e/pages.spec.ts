import type { Page } from '@playwright/test';
import { sessionOptions } from '../../app/content/booking-options';
import { expect, test } from './helpers/fixtures';

const business = 'Sierra Equine Photography';

/** Every public page of PRODUCT §2, with the heading its server-rendered HTML must already hold. */
const publicPages = [
  { path: '/', heading: business, title: `Home | ${business}` },
  { path: '/about', heading: 'About The Owner', title: `About | ${business}` },
  { path: '/services', heading: 'Services', title: `Services | ${business}` },
  { path: '/contact', heading: 'Contact us', title: `Contact us | ${business}` },
  { path: '/team', heading: 'Meet the Team', title: `Team | ${business}` },
  { path: '/clientStories', heading: 'Client Stories', title: `Client Stories | ${business}` },
];

function metaDescription(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

for (const { path, heading, title } of publicPages) {
  test.describe(`page ${path}`, () => {
    test('is rendered on the server with its own title and description', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${title}</title>`);
      expect(metaDescription(html)?.length ?? 0).toBeGreaterThan(20);
    });

    test('serves responsive pictures, lazily below the fold', { tag: '@full' }, async ({ page }) => {
      await page.goto(path);
      const pictures = await page.locator('main picture').evaluateAll((nodes) =>
        nodes.map((picture) => {
          const img = picture.querySelector('img');
          const webp = picture.querySelector('source[type="image/webp"]');
          return {
            webpSrcset: webp?.getAttribute('srcset') ?? '',
            srcset: img?.getAttribute('srcset') ?? '',
            width: Number(img?.getAttribute('width')),
            height: Number(img?.getAttribute('height')),
            alt: img?.getAttribute('alt') ?? '',
            loading: img?.getAttribute('loading'),
            // Measured at the top of the page, as the browser decides what to fetch first.
            belowFold: (img?.getBoundingClientRect().top ?? 0) > window.innerHeight,
          };
        }),
      );
      if (path === '/contact') {
        expect(pictures).toHaveLength(0);
        return;
      }
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.webpSrcset).toMatch(/\.webp \d+w/);
        expect(picture.srcset).toMatch(/\.jpg \d+w/);
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.height).toBeGreaterThan(0);
        expect(picture.alt).not.toBe('');
        if (picture.belowFold) expect(picture.loading).toBe('lazy');
      }
      // These two are long enough at 1280 × 800 to have pictures below the fold.
      if (['/services', '/clientStories'].includes(path)) {
        expect(pictures.some((picture) => picture.belowFold)).toBe(true);
      }
    });
  });
}

test('titles and descriptions differ from page to page', async ({ request }) => {
  const htmls = await Promise.all(publicPages.map(async ({ path }) => (await request.get(path)).text()));
  const descriptions = new Set(htmls.map(metaDescription));
  expect(descriptions.size).toBe(publicPages.length);
});

test('every picture file the pages name exists, as JPEG and WebP', { tag: '@full' }, async ({ request }) => {
  const urls = new Set<string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    for (const [, srcset] of html.matchAll(/srcset="([^"]+)"/gi)) {
      for (const candidate of srcset?.split(',') ?? []) urls.add(candidate.trim().split(' ')[0] ?? '');
    }
  }
  expect(urls.size).toBeGreaterThan(50);
  for (const url of urls) {
    const response = await request.head(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
  }
});

test('home lists the upcoming events and popular services', async ({ page }) => {
  await page.goto('/');
  const events = page.getByRole('list').filter({ has: page.getByText('Sacramento, California') });
  await expect(events.getByRole('listitem')).toHaveText([
    /Spring Horse Show\s*Sacramento, California, May 21-23/i,
    /Rodeo\s*Reno, Nevada, Jun 15-24/i,
    /National Finals Rodeo\s*Las Vegas, Nevada, Dec 1-10/i,
  ]);
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Services' })).toBeVisible();
  const services = page.getByRole('list').filter({ has: page.getByText('Equine portraiture') });
  await expect(services.getByRole('listitem').locator('strong')).toHaveText([
    'Equine portraiture',
    'Event photography',
    'Equine lifestyle photography',
  ]);
  await expect(page.locator('.home-intro')).toContainText('horse');
});

test('about shows the owner heading, a photo and three paragraphs', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About The Owner');
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('main').locator('p')).toHaveCount(3);
});

test('services show six cards with a price list and a Book Now link each', async ({ page }) => {
  await page.goto('/services');
  const cards = page.getByRole('main').locator('.card');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('img')).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    expect(await card.getByRole('list').getByRole('listitem').count()).toBeGreaterThan(0);
    const href = await card.getByRole('link', { name: 'Book Now' }).getAttribute('href');
    const url = new URL(href ?? '', 'http://site.test');
    expect(url.pathname).toBe('/BookingForm');
    expect(sessionOptions).toContain(url.searchParams.get('session'));
  }
});

/** How many cards share the first row, judged by their top edges. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const tops = await page
    .getByRole('main')
    .locator('.card')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

for (const path of ['/services', '/clientStories']) {
  test(`${path} shows three cards per row at 1280 px and two at 1000 px`, { tag: '@full' }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    expect(await cardsInFirstRow(page)).toBe(3);
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(await cardsInFirstRow(page)).toBe(2);
  });
}

test('each page names its canonical address and its link preview; home and contact describe the business', async ({
  request,
  server,
}) => {
  for (const { path, title } of publicPages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
    expect(head, path).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(head, path).toContain(`<meta property="og:url" content="${server.url}${path}"/>`);
    const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(head)?.[1] ?? '';
    expect(image.startsWith(`${server.url}/images/`), path).toBe(true);
    expect((await request.head(image)).status(), image).toBe(200);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    if (path === '/' || path === '/contact') {
      expect(jsonLd, path).toEqual([
        expect.objectContaining({
          '@type': 'LocalBusiness',
          name: business,
          telephone: '555-010-0199',
          email: 'hello@equine-photography.test',
        }),
      ]);
    } else {
      expect(jsonLd, path).toEqual([]);
    }
  }
});

test('sitemap.xml and robots.txt are served for crawlers', async ({ request, server }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`<loc>${server.url}/clientStories</loc>`);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  expect(text).toContain('\nDisallow: /account\n');
  expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
});
