import { expect, test } from './helpers/fixtures';

/**
 * Issue 11 (fast for every visitor), what the browser is sent. Lighthouse measures the effect;
 * these hold the causes in place.
 */

const publicPages = [
  '/',
  '/about',
  '/services',
  '/team',
  '/clientStories',
  '/contact',
  '/BookingForm',
  '/login',
  '/signup',
];

for (const path of publicPages) {
  test(`${path}: no stylesheet request stands before the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Decision 024: the first-paint CSS is in the page; nothing render-blocking to fetch.
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    const inlined = /<style id="critical-css"[^>]*>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    // Bootstrap's grid, navbar and buttons, and the site's own rules, all there.
    for (const rule of ['.row{', '.navbar{', '.btn{', '.first-visit{']) expect(inlined).toContain(rule);
  });
}
