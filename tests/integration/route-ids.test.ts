import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../app/accounts/route-access';
import routes from '../../app/routes';
import { settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Every route with an id in its address (found from app/routes.ts, so a new route is walked without
 * editing this file) answers 404 for an id no row can have, signed out and as an admin, from its
 * loader and its action: never a 500 from the database refusing a number beyond PostgreSQL's
 * integer range, and never the guard's 403 first, since the address itself names nothing.
 */
setupTestDatabase();

let admin: TestUser;

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true, isClient: true }, 'Ada Admin');
});

interface RouteModule {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
}

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** A parameter that names a row: `:id` or `:somethingId`. */
const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);

/** The other parameters get values that would otherwise be fine, so only the id is wrong. */
const otherParams: Record<string, string> = {
  token: 'c2VjcmV0LXRva2VuLW9mLWEtZ3Vlc3QtbGluaw',
  variant: 'thumb',
};

const idRoutes = flatten(routes)
  .filter((entry) => !entry.index && entry.path)
  .map((entry) => ({
    file: entry.file,
    path: `/${entry.path ?? ''}`,
    params: [...(entry.path ?? '').matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
  }))
  .filter((route) => route.params.some(isIdParam));

/** Beyond PostgreSQL's integer range (the first two), and shapes the rule refuses without asking. */
const badIds = ['2147483648', '99999999999', '0', '-1', '+1', '01', '1e3', 'abc'];

function visit(route: (typeof idRoutes)[number], id: string) {
  const params: Record<string, string> = {};
  for (const name of route.params) {
    const value = isIdParam(name) ? id : otherParams[name];
    if (value === undefined) throw new Error(`${route.path}: no test value for :${name}`);
    params[name] = value;
  }
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  // The session change links' key, which a signed-out visitor may hold (decision 049).
  return { url: `${url}?key=x`, params };
}

describe('an id no row can have is a 404', () => {
  it('walks every route with an id, each one in the access table', () => {
    expect(idRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/BookingInfo/:id', '/sessions/:bookingId/cancel', '/invoices/:invoiceId/pdf']),
    );
    for (const route of idRoutes) expect(Object.keys(routeAccess)).toContain(route.path);
  });

  describe.each(idRoutes)('$path', (route) => {
    it.each(['signed out', 'an admin'])('answers 404 to %s, from its loader and its action', async (who) => {
      const module = (await import(path.resolve('app', route.file))) as RouteModule;
      const cookie = who === 'an admin' ? admin.cookie : undefined;
      for (const id of badIds) {
        const { url, params } = visit(route, id);
        const calls = [
          { method: 'GET', fn: module.loader, request: siteRequest(url, { cookie }) },
          {
            method: 'POST',
            fn: module.action,
            request: siteRequest(url, { cookie, fields: { intent: 'cancel' } }),
          },
        ];
        for (const { method, fn, request } of calls) {
          if (!fn) continue;
          const args = { request, params, context: { clientIp: '203.0.113.30' } };
          const answer = await settle(() => fn(args));
          expect(answer.status, `${method} ${url} as ${who}`).toBe(404);
        }
      }
    });
  });
});
