import { expect, test } from './helpers/fixtures';
import { publicPages } from './helpers/public-pages';

/**
 * PRODUCT §15 (fast for every visitor), what the browser is sent. Lighthouse measures the effect;
 * these hold the causes in place.
 */

for (const path of publicPages) {
  test(`${path}: no stylesheet request stands before the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Decision 024: the first-paint CSS is in the page; nothing render-blocking to fetch.
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    const inlined = /<style id="critical-css"[^>]*>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    // Bootstrap's navbar and buttons, and the site's own rules (the first-visit notice), all there.
    // A selector may share its rule with others (`.first-visit,.event-dialog{`).
    for (const selector of ['.navbar', '.btn', '.first-visit'])
      expect(inlined).toMatch(new RegExp(`(^|[{},])\\${selector}[,{]`));
    // Decision 025: only the rules this page's markup can use; the whole stylesheet is 100 KB.
    expect(inlined.length).toBeLessThan(30_000);
  });
}

/** Each page's largest picture above the fold, as its <Picture priority> writes it. */
const heroPictures: Record<string, RegExp> = {
  '/': /\/images\/home1-\d+\.[0-9a-f]{8}\.webp/,
  '/about': /\/images\/about-\d+\.[0-9a-f]{8}\.webp/,
  '/services': /\/images\/serviceportrait-\d+\.[0-9a-f]{8}\.webp/,
  '/team': /\/images\/team1-\d+\.[0-9a-f]{8}\.webp/,
  '/clientStories': /\/images\/story1-\d+\.[0-9a-f]{8}\.webp/,
};

for (const [path, hero] of Object.entries(heroPictures)) {
  test(`${path}: the hero picture is preloaded from the head, at high priority, with the page's sizes`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const preload = preloads[0] ?? '';
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain('type="image/webp"');
    expect(preload).toMatch(hero);
    // The same candidates and sizes as the page's <source>, so the browser fetches that one file.
    const srcset = /imageSrcSet="([^"]+)"/.exec(preload)?.[1];
    const sizes = /imageSizes="([^"]+)"/.exec(preload)?.[1];
    const body = html.slice(html.indexOf('</head>'));
    expect(body).toContain(`<source type="image/webp" srcSet="${srcset}" sizes="${sizes}"/>`);
  });
}

test('pictures are cached for a year under names that change with their content', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const files = [...html.matchAll(/srcSet="([^"]+)"/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(file).toMatch(/^\/images\/[a-z0-9]+-\d+\.[0-9a-f]{8}\.(webp|jpg)$/);
    const response = await request.head(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
});

test('the code every page runs arrives as one file, not a dozen small ones', async ({ request }) => {
  // Decision 051: React, React DOM, React Router and the layout are the client entry's file. What
  // every public page preloads is that file (Rolldown's runtime in it since the forms' groups,
  // decision 064) and the root route's module; the automatic split made 16 files of it, each a
  // round trip on a slow phone connection.
  const preloadsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    return new Set([...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]));
  };
  const [first, ...others] = await Promise.all(publicPages.map(preloadsOf));
  const everywhere = [...(first ?? [])].filter((file) => others.every((page) => page.has(file)));
  expect(everywhere.map((file) => file?.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual([
    '/assets/entry.client.js',
    '/assets/root.js',
  ]);
});

/** The marketing pages and their route modules' file names (app/routes.ts). */
const marketingPages = {
  '/about': 'about',
  '/services': 'services',
  '/team': 'team',
  '/clientStories': 'client-stories',
};

for (const [path, routeFile] of Object.entries(marketingPages)) {
  test(`${path}: a marketing page preloads the shared files and its own module, nothing more`, async ({
    request,
  }) => {
    // Decision 051: Bootstrap's markup instead of react-bootstrap's Container, Row, Col and Card,
    // six files of their own on /services.
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const files = new Set(
      [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) =>
        match[1]?.replace(/-[\w-]{8}\.js$/, '.js'),
      ),
    );
    expect([...files].sort()).toEqual(
      ['/assets/entry.client.js', '/assets/root.js', `/assets/${routeFile}.js`].sort(),
    );
  });
}

/** The forms' pages and their route modules' file names (app/routes.ts). */
const formPages = {
  '/contact': 'contact',
  '/BookingForm': 'booking-form',
  '/login': 'login',
  '/signup': 'signup',
};

test("a form's page preloads the shared files, its own module and the forms' groups, nothing more", async ({
  request,
}) => {
  // Decision 064: what the forms' pages reach beyond the entry is one file per set of form pages
  // sharing it (the forms' libraries in 'forms'), where Rolldown's own split made 25-28 files.
  for (const [path, routeFile] of Object.entries(formPages)) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const files = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) =>
      match[1]?.replace(/-[\w-]{8}\.js$/, '.js'),
    );
    const others = files.filter(
      (file) =>
        !['/assets/entry.client.js', '/assets/root.js', `/assets/${routeFile}.js`].includes(file ?? ''),
    );
    expect(others, path).toContain('/assets/forms.js');
    // The business's JSON-LD on /contact is the home page's file too (decision 051).
    for (const file of others.filter((each) => each !== '/assets/local-business.js'))
      expect(file, path).toMatch(/^\/assets\/forms(-[a-z-]+)?\.js$/);
    expect(files.length, path).toBeLessThanOrEqual(10);
  }
});
