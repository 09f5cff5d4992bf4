import type { routeAccess } from '../accounts/route-access';

/** The routes anyone may open (PRODUCT §6), from the route access table. */
type PublicRoute = {
  [Path in keyof typeof routeAccess]: (typeof routeAccess)[Path] extends 'public' ? Path : never;
}[keyof typeof routeAccess];

interface PublicPage {
  /** Listed in /sitemap.xml: a page of the business that search engines should find. */
  inSitemap: boolean;
  /**
   * Sent to signed-out visitors from the server's page cache (decision 023): its HTML depends on
   * nothing but the build, the content version and the day it is where the business is (the
   * contact page's month, decision 037); no time of day, no query string, no form's answer. A page
   * that starts to show anything else must say false here.
   */
  cached: boolean;
}

/**
 * The public pages a visitor reaches from the navigation without signing in (PRODUCT §2), in the
 * sitemap's order: the one list the sitemap, the page cache and the benchmark read. Only a route
 * the access table makes public can be one (a typo or a restricted route fails typecheck). The
 * tests keep their own written-out list (tests/e2e/helpers/public-pages.ts) as the expected answer.
 */
export const publicPages = {
  '/': { inSitemap: true, cached: true },
  '/about': { inSitemap: true, cached: true },
  '/services': { inSitemap: true, cached: true },
  '/contact': { inSitemap: true, cached: true },
  '/team': { inSitemap: true, cached: true },
  '/clientStories': { inSitemap: true, cached: true },
  '/BookingForm': { inSitemap: true, cached: false },
  // Signing in and up: public, but nothing to find.
  '/login': { inSitemap: false, cached: false },
  '/signup': { inSitemap: false, cached: false },
} as const satisfies Partial<Record<PublicRoute, PublicPage>>;

export type PublicPagePath = keyof typeof publicPages;

export const publicPagePaths = Object.keys(publicPages) as PublicPagePath[];

/** The pages of /sitemap.xml. */
export const searchablePages = publicPagePaths.filter((path) => publicPages[path].inSitemap);

/** The pages the page cache serves to signed-out visitors. */
export const cachedPagePaths: ReadonlySet<string> = new Set(
  publicPagePaths.filter((path) => publicPages[path].cached),
);
