import { matchRoutes } from 'react-router';

/**
 * The route a page view is counted under: the pattern of the route that answered, as
 * `app/routes.ts` spells it ('/about', '/orders/:orderId'), not the address typed. The router
 * matches case-insensitively and takes a trailing slash, so '/ABOUT' and '/About/' are the About
 * page; counted by address, each spelling was a row of its own and the table grew without bound.
 * Parameters (an order's id, a link's token) never reach the table either.
 */
export type PageRouteOf = (path: string) => string | undefined;

/** What a route table entry needs here: React Router's server build manifest has these fields. */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * Every route's whole path pattern, its parents' paths joined in front ('/orders/:orderId'); the
 * root layout and the index route are both '/'.
 */
export function routePatterns(routes: Record<string, RouteEntry | undefined>): string[] {
  const patternOf = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const before = parent ? patternOf(parent) : '';
    return route.path ? `${before.replace(/\/$/, '')}/${route.path}` : before || '/';
  };
  const all = Object.values(routes).filter((route): route is RouteEntry => route !== undefined);
  return [...new Set(all.map(patternOf))];
}

/**
 * Matches a path against the patterns as the router ranks them; the catch-all ('*', the 404 page)
 * is no known route, so it gives undefined.
 */
export function pageRouteMatcher(patterns: readonly string[]): PageRouteOf {
  const table = patterns.map((path) => ({ path }));
  return (path) => {
    const matched = matchRoutes(table, path)?.at(-1)?.route.path;
    return matched === undefined || matched.endsWith('*') ? undefined : matched;
  };
}
