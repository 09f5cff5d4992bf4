import type { APIRequestContext } from '@playwright/test';
import type { RoleRule } from '../../app/accounts/roles';
import { type RoutePath, resourceRoutes, routeAccess } from '../../app/accounts/route-access';
import { bookings } from '../../app/bookings/bookings.schema';
import { createTestUser, type TestUser } from './helpers/accounts';
import { expect, test } from './helpers/fixtures';

/**
 * Every route of the access table, for every kind of visitor, as a browser without JavaScript
 * sees it: the status and the page. A route added to app/routes.ts without a line in
 * route-access.ts fails app/accounts/route-access.test.ts; a line here has no list to forget.
 */
type Persona = 'signedOut' | 'user' | 'client' | 'admin' | 'clientAdmin' | 'disabled';

const personas: Persona[] = ['signedOut', 'user', 'client', 'admin', 'clientAdmin', 'disabled'];
const roles: Record<Persona, { isClient: boolean; isAdmin: boolean } | null> = {
  signedOut: null,
  user: { isClient: false, isAdmin: false },
  client: { isClient: true, isAdmin: false },
  admin: { isClient: false, isAdmin: true },
  clientAdmin: { isClient: true, isAdmin: true },
  // A disabled client-and-admin: their session must count for nothing.
  disabled: null,
};

function allowed(rule: RoleRule | 'public', persona: Persona): boolean {
  const r = roles[persona];
  if (rule === 'public') return true;
  if (!r) return false;
  if (rule === 'user') return true;
  if (rule === 'admin') return r.isAdmin;
  if (rule === 'client') return r.isClient;
  return r.isClient || r.isAdmin;
}

const users: Partial<Record<Persona, TestUser>> = {};
let bookingId = 0;

test.use({
  serverOptions: {
    setup: async (db) => {
      for (const persona of personas) {
        if (persona === 'signedOut') continue;
        users[persona] = await createTestUser(db, {
          email: `${persona}@matrix.test`,
          name: `Matrix ${persona}`,
          isClient: persona === 'client' || persona === 'clientAdmin' || persona === 'disabled',
          isAdmin: persona === 'admin' || persona === 'clientAdmin' || persona === 'disabled',
          disabled: persona === 'disabled',
        });
      }
      const [row] = await db
        .insert(bookings)
        .values({
          name: 'Matrix Booker',
          email: 'booker@matrix.test',
          phoneNumber: '123-456-7890',
          location: 'Reno',
          session: 'Equine portrait',
          dateBooked: '2026-01-01',
        })
        .returning({ id: bookings.id });
      bookingId = row?.id ?? 0;
    },
  },
});

function concretePath(pattern: string): string {
  const clientId = users.client?.id ?? 1;
  return pattern
    .replace('/edit/:id', `/edit/${clientId}`)
    .replace('/editImages/:id', `/editImages/${clientId}`)
    .replace('/ShowImages/:id', `/ShowImages/${clientId}`)
    .replace('/BookingInfo/:id', `/BookingInfo/${bookingId}`)
    .replace(/:\w+/g, '1');
}

function headersFor(persona: Persona): Record<string, string> {
  const user = users[persona];
  return user ? { cookie: `__session=${user.sessionCookie}` } : {};
}

async function get(request: APIRequestContext, url: string, persona: Persona) {
  return request.get(url, { headers: headersFor(persona), maxRedirects: 0 });
}

/** Routes to one user's own record: an allowed persona asking for a record not theirs gets the 404 page. */
const ownRecordRoutes = new Set<string>(['/orders/:orderId']);

const restricted = Object.entries(routeAccess).filter(
  (entry): entry is [string, RoleRule] => entry[1] !== 'public' && !entry[0].includes('*'),
);

for (const [pattern, rule] of restricted) {
  // Files and JSON cannot show the 403 page; their own tests cover them (see resourceRoutes).
  const isPage = !resourceRoutes.has(pattern as RoutePath);
  if (isPage)
    test(`GET ${pattern} (${rule})`, async ({ request, server }) => {
      const url = server.url + concretePath(pattern);
      for (const persona of personas) {
        const response = await get(request, url, persona);
        const body = await response.text();
        if (allowed(rule, persona)) {
          if (ownRecordRoutes.has(pattern)) expect(response.status(), `${persona} on ${pattern}`).toBe(404);
          else expect(response.status(), `${persona} on ${pattern}`).toBeLessThan(400);
          expect(body).not.toContain('have permission to view this page');
        } else {
          expect(response.status(), `${persona} on ${pattern}`).toBe(403);
          expect(body).toContain('You don&#x27;t have permission to view this page');
          // Signed out (or disabled, which is the same): a Login link back to this page.
          if (!roles[persona]) expect(body).toContain('href="/login?redirectTo=');
        }
      }
    });

  test(`POST ${pattern} (${rule}) is refused before any change`, async ({ request, server }) => {
    const url = server.url + concretePath(pattern);
    for (const persona of personas) {
      if (allowed(rule, persona)) continue;
      const response = await request.post(url, {
        headers: { ...headersFor(persona), origin: server.url },
        form: { intent: 'toggle-disabled', userId: String(users.admin?.id ?? 1) },
        maxRedirects: 0,
      });
      // 403 from the guard; 405 where the route has no action at all.
      expect([403, 405], `${persona} posting to ${pattern}`).toContain(response.status());
    }
  });
}

test('public routes answer everyone', async ({ request, server }) => {
  const publicPaths = Object.entries(routeAccess)
    .filter(
      ([path, rule]) =>
        rule === 'public' &&
        !path.includes('*') &&
        path !== '/logout' &&
        // A resource route answers its own key (e.g. the calendar feed's token), tested with it.
        !resourceRoutes.has(path as RoutePath),
    )
    .map(([path]) => path);
  for (const path of publicPaths) {
    for (const persona of personas) {
      const response = await get(request, server.url + path, persona);
      expect(response.status(), `${persona} on ${path}`).toBe(200);
    }
  }
});

test('a POST from a foreign Origin is refused, even from an admin', async ({ request, server }) => {
  const response = await request.post(`${server.url}/adminHome`, {
    headers: { ...headersFor('admin'), origin: 'https://evil.example' },
    form: { intent: 'toggle-disabled', userId: String(users.client?.id ?? 1) },
  });
  expect(response.status()).toBe(403);
  const clientPage = await get(request, `${server.url}/adminHome?view=users&q=client`, 'admin');
  expect(await clientPage.text()).toContain('Disabled: <!-- -->no');
});
