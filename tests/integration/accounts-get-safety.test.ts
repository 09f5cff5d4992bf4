import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../app/accounts/route-access';
import { addBlockedDate } from '../../app/bookings/schedule.server';
import routes from '../../app/routes';
import { settle, siteRequest } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * PRODUCT §10: no change happens on GET. Every loader of the route table (found from app/routes.ts,
 * so a new route is covered without editing this file) is called as a Client+Admin, who passes every
 * guard, and the whole database must be the same afterwards.
 */
const t = setupTestDatabase();

let viewer: TestUser;
let client: TestUser;
let bookingId: number;

beforeAll(async () => {
  viewer = await createSignedInUser({ isAdmin: true, isClient: true }, 'Ada Admin');
  client = await createSignedInUser({ isClient: true }, 'Cleo Client');
  bookingId = (await insertTestBooking(t.db(), { dateBooked: '2026-01-05', dateScheduled: '2031-03-04' })).id;
  await addBlockedDate('2031-05-06', 'Barn repairs');
});

interface RouteModule {
  loader?: (args: unknown) => unknown;
}

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** The URLs (with their params) to GET for a route path: each view and mode its loader knows. */
function visits(routePath: string): { url: string; params: Record<string, string> }[] {
  const params: Record<string, string> = {};
  const id = routePath.startsWith('BookingInfo') ? String(bookingId) : String(client.id);
  const url = `/${routePath}`
    .replace(':id', () => {
      params.id = id;
      return id;
    })
    .replace(':pictureId', () => {
      params.pictureId = '1';
      return '1';
    })
    .replace(':variant', () => {
      params.variant = 'thumb';
      return 'thumb';
    })
    .replace('*', () => {
      params['*'] = 'no-such-page';
      return 'no-such-page';
    });
  const queries: Record<string, string[]> = {
    '/adminHome': [
      '?view=users&q=a',
      '?view=bookings',
      '?view=bookings&filter=approved',
      '?view=events',
      '?view=visits',
    ],
    '/BookingInfo/:id': ['?edit=1'],
    '/BookingForm': ['?session=Equine%20portrait'],
  };
  return ['', ...(queries[`/${routePath}`] ?? [])].map((query) => ({ url: `${url}${query}`, params }));
}

const entries = flatten(routes);

describe('GET changes nothing', () => {
  it('walks a route table that has an access rule for every path', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const key = entry.index ? '/' : `/${entry.path ?? ''}`.replace(/^\/\*$/, '*');
      expect(Object.keys(routeAccess), entry.file).toContain(key);
    }
  });

  it.each(['root.tsx', ...entries.map((entry) => entry.file)].filter((f, i, all) => all.indexOf(f) === i))(
    'the loader of %s, as a Client+Admin, leaves every table as it was',
    async (file) => {
      const module = (await import(path.resolve('app', file))) as RouteModule;
      if (!module.loader) return;
      const paths = entries.filter((e) => e.file === file).map((e) => (e.index ? '' : (e.path ?? '')));
      for (const routePath of file === 'root.tsx' ? [''] : paths) {
        for (const visit of visits(routePath)) {
          const before = await t.snapshot();
          const request = siteRequest(visit.url, { cookie: viewer.cookie });
          const args = { request, params: visit.params, context: { clientIp: '203.0.113.20' } };
          // A loader may answer 404 or redirect (e.g. Confirm without an order); it must not write.
          const result = await settle(() => module.loader?.(args));
          expect(result.status, visit.url).not.toBe(403);
          expect(await t.snapshot(), visit.url).toEqual(before);
        }
      }
    },
  );
});
