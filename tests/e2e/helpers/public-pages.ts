/**
 * The public pages PRODUCT §15 measures, written out as the expected answer (the app's own list is in
 * app/seo/crawling.ts): what a visitor reaches from the navigation without signing in. The
 * benchmark (`npm run bench`) measures the same pages.
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
