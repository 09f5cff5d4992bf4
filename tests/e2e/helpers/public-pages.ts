/**
 * The public pages PRODUCT §15 measures, written out as the expected answer: what a visitor reaches
 * from the navigation without signing in. The app's own list, which the sitemap, the page cache and
 * the benchmark read, is app/seo/public-pages.ts; tests/integration/seo.test.ts holds it to this one.
 */
export const publicPages = [
  '/',
  '/about',
  '/services',
  '/team',
  '/clientStories',
  '/contact',
  '/BookingForm',
  '/login',
  '/signup',
] as const;
