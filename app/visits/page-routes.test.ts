import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { pageRouteMatcher, type RouteEntry, routePatterns } from './page-routes';

/** app/routes.ts as the server build's manifest lists it: every route under the root layout. */
const manifest: Record<string, RouteEntry> = {
  root: { id: 'root', path: '' },
  ...Object.fromEntries(
    routes.map((route) => [
      route.id ?? route.file,
      { id: route.id ?? route.file, parentId: 'root', path: route.path, index: route.index },
    ]),
  ),
};
const routeOf = pageRouteMatcher(routePatterns(manifest));

describe('the route a page view counts under', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    // One page, however its address is spelled.
    ['/ABOUT', '/about'],
    ['/About/', '/about'],
    ['/bookingform', '/BookingForm'],
    ['/clientstories/', '/clientStories'],
    // Parameters never reach the table: an order's id, a one-time link's token.
    ['/orders/FZ3K9QW2LMX7T1B', '/orders/:orderId'],
    ['/reset-password/q1w2e3r4t5y6u7i8o9p0', '/reset-password/:token'],
    ['/Verify-Email/q1w2e3r4t5y6u7i8o9p0/', '/verify-email/:token'],
  ])('%s is counted as %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it.each(['/no-such-page', '/about/more', `/${'a'.repeat(300)}`])('%s is no known route', (path) => {
    expect(routeOf(path)).toBeUndefined();
  });

  it('joins a nested route to its parents', () => {
    const nested = routePatterns({
      root: { id: 'root', path: '' },
      shop: { id: 'shop', parentId: 'root', path: 'shop' },
      item: { id: 'item', parentId: 'shop', path: ':itemId' },
      home: { id: 'home', parentId: 'root', index: true },
    });
    expect(nested.sort()).toEqual(['/', '/shop', '/shop/:itemId']);
  });
});
