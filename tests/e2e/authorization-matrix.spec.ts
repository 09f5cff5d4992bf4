import type { APIRequestContext } from '@playwright/test';
import { routeAccess } from '../../app/accounts/route-access';
import { expect, test } from './helpers/fixtures';
import type { TestUser } from './helpers/world';
import { roles, walkBooking } from './seeds/roles.seed';

/**
 * Every page, for every kind of visitor, as a browser without JavaScript sees it: the status and
 * the page. The expected answers are written out here from the role rules of PRODUCT §6 (and §14
 * for later pages), not read from app/accounts/route-access.ts, so a wrong rule in both the table
 * and a guard fails. The last test checks this list names every route of the table.
 */
type Persona = 'signedOut' | 'user' | 'client' | 'admin' | 'clientAdmin' | 'disabled';

const personas: Persona[] = ['signedOut', 'user', 'client', 'admin', 'clientAdmin', 'disabled'];
/** Signed out or disabled: no session counts, so the 403 page offers a Login link. */
const anonymous = new Set<Persona>(['signedOut', 'disabled']);

/**
 * allowed: the page (2xx/3xx); denied: the 403 page; mine: allowed in, but another's record is 404;
 * login: "Please log in to see this page." (401), whatever the record (decision 057).
 */
type Outcome = 'allowed' | 'denied' | 'mine' | 'login';
const Y: Outcome = 'allowed';
const N: Outcome = 'denied';
const M: Outcome = 'mine';
const L: Outcome = 'login';
type Row = [
  signedOut: Outcome,
  user: Outcome,
  client: Outcome,
  admin: Outcome,
  clientAdmin: Outcome,
  disabled: Outcome,
];

/** Restricted pages, one row each, columns in the order of `personas`. */
const restrictedPages: Record<string, Row> = {
  '/account': [N, Y, Y, Y, Y, N],
  // Your Sessions: any signed-in user's list; a session of someone else's (here, of nobody) is
  // 404 for everyone signed in (PRODUCT §16); signed out (a disabled user's session ended), the
  // log-in page.
  '/sessions': [N, Y, Y, Y, Y, N],
  '/sessions/:bookingId': [L, M, M, M, M, L],
  '/sessions/:bookingId/questionnaire': [L, M, M, M, M, L],
  // Request another date: the owner, or the session email's signed link.
  '/sessions/:bookingId/another-date': [L, M, M, M, M, L],
  '/sessions/:bookingId/cancel': [L, M, M, M, M, L],
  '/products': [N, N, Y, Y, Y, N],
  '/cart': [N, N, Y, Y, Y, N],
  '/checkout': [N, N, Y, Y, Y, N],
  '/ReviewOrder': [N, N, Y, Y, Y, N],
  '/confirm': [N, N, Y, Y, Y, N],
  '/orders': [N, N, Y, Y, Y, N],
  '/orders/:orderId': [L, N, M, M, M, L],
  // Client only: Admin alone is not enough.
  '/client-pictures': [N, N, Y, N, Y, N],
  '/adminHome': [N, N, N, Y, Y, N],
  '/edit/:id': [N, N, N, Y, Y, N],
  '/editImages/:id': [N, N, N, Y, Y, N],
  '/ShowImages/:id': [N, N, N, Y, Y, N],
  '/BookingInfo/:id': [N, N, N, Y, Y, N],
  '/BookingInfo/:id/invoice': [N, N, N, Y, Y, N],
  // An invoice (PRODUCT §16): its booking's owner and admins, 404 to everyone else signed in;
  // the walk's id names no invoice, so every signed-in column is 404 here. The owner and an admin
  // opening one are tested in tests/integration/invoices.test.ts and invoices.spec.ts.
  '/invoices/:invoiceId': [L, M, M, M, M, L],
  // A gallery: its client's and the admins', and 404 to everyone else signed in, like
  // a picture; the walk's id names no gallery, so every signed-in column is 404 here. Its owner and
  // an admin opening it are tested with it (tests/integration/galleries.test.ts, galleries.spec.ts).
  '/galleries/:galleryId': [L, M, M, M, M, L],
  // A contract (PRODUCT §17): its booking's owner signs, admins read, everyone else signed in gets
  // 404; the walk's id names no contract, so every signed-in column is 404 here. The owner and an
  // admin opening one are tested with it (tests/integration/contracts.test.ts, contracts.spec.ts).
  '/contracts/:contractId': [L, M, M, M, M, L],
};

/** Pages anyone may open. */
const publicPages = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/team',
  '/clientStories',
  '/login',
  '/admin',
  '/signup',
  '/forgot-password',
  '/reset-password/:token',
  '/verify-email/:token',
  // Signing in by an emailed link (decision 057): the request, and a link's page (here a wrong one).
  '/sign-in-link',
  '/sign-in/:token',
  '/BookingForm',
];

/**
 * Files and posts, not pages: who may post to each (the rest must be refused before any change).
 * Their GET answers (files, 404 for a stranger) are tested with them (tests/integration/pictures-*).
 */
const resources: Record<string, Row> = {
  '/editImages/:id/upload': [N, N, N, Y, Y, N],
  '/pictures/:pictureId/:variant': [N, N, Y, Y, Y, N],
  '/pictures-zip/:ownerId': [N, N, Y, Y, Y, N],
  // A gallery's Download all: the same rule as Download all; its GET answers (404, 403
  // while proofing, 410 once expired) are tested with it (tests/integration/galleries-*.test.ts).
  '/galleries/:galleryId/download': [N, N, Y, Y, Y, N],
  // Show Reports' CSVs: admins only; their GET answers are tested in admin-reports.test.ts.
  '/reports/payments.csv': [N, N, N, Y, Y, N],
  '/reports/bookings.csv': [N, N, N, Y, Y, N],
  // Order prints' post: a client's own picture only, which tests/integration/shop-picture-orders.test.ts holds it to.
  '/cart/pictures': [N, N, Y, Y, Y, N],
  // Download for the lab: admins only; its answers are tested in tests/integration/shop-lab-zip.test.ts.
  '/orders/:orderId/lab.zip': [N, N, N, Y, Y, N],
};

/** Routes with no page of their own to check here, each tested where it lives. */
const elsewhere = [
  '/logout',
  '/calendar/:file',
  // A gallery's guest link: the token is the key (tests/integration/galleries-share.test.ts).
  '/share/:token',
  '/share/:token/:pictureId/:variant',
  // The signed contract's PDF: its owner and admins, 404 to everyone else (tests/integration/contracts.test.ts).
  '/contracts/:contractId/pdf',
  // An invoice's PDF: the same readers and 404 as its page (tests/integration/invoice-pdf.test.ts).
  '/invoices/:invoiceId/pdf',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '*',
];

const outcome = (row: Row, persona: Persona): Outcome => row[personas.indexOf(persona)] ?? N;

const users: Record<Exclude<Persona, 'signedOut'>, TestUser> = roles;

function concretePath(pattern: string): string {
  const clientId = users.client.id;
  return (
    pattern
      .replace('/edit/:id', `/edit/${clientId}`)
      .replace('/editImages/:id', `/editImages/${clientId}`)
      .replace('/ShowImages/:id', `/ShowImages/${clientId}`)
      .replace('/BookingInfo/:id', `/BookingInfo/${walkBooking.id}`)
      // An id no contract has, whichever specs of this worker sent contracts before.
      .replace('/contracts/:contractId', '/contracts/2147483000')
      // An id no invoice has: the invoices' seed and spec make some.
      .replace('/invoices/:invoiceId', '/invoices/2147483000')
      // A gallery id no gallery has (a UUID: anything else is the 404 page, signed out too).
      .replace('/galleries/:galleryId', '/galleries/00000000-0000-4000-8000-000000000000')
      // A well-formed order id nobody has: a malformed one is a 404 before the guard (decision 006).
      .replace('/orders/:orderId', '/orders/FFFFFFFFFFFFFFF')
      .replace(/:\w+/g, '1')
  );
}

function headersFor(persona: Persona): Record<string, string> {
  return persona === 'signedOut' ? {} : { cookie: users[persona].cookie };
}

async function get(request: APIRequestContext, url: string, persona: Persona) {
  return request.get(url, { headers: headersFor(persona), maxRedirects: 0 });
}

for (const [pattern, row] of Object.entries(restrictedPages)) {
  test(`GET ${pattern}`, async ({ request, server }) => {
    const url = server.url + concretePath(pattern);
    for (const persona of personas) {
      const response = await get(request, url, persona);
      const body = await response.text();
      const expected = outcome(row, persona);
      if (expected === 'denied') {
        expect(response.status(), `${persona} on ${pattern}`).toBe(403);
        expect(body).toContain('You don&#x27;t have permission to view this page');
        if (anonymous.has(persona)) expect(body).toContain('href="/login?redirectTo=');
        continue;
      }
      if (expected === 'login') {
        expect(response.status(), `${persona} on ${pattern}`).toBe(401);
        expect(body).toContain('Please log in to see this page.');
        expect(body).toContain('href="/login?redirectTo=');
        expect(body).toContain('href="/sign-in-link?redirectTo=');
        continue;
      }
      if (expected === 'mine') expect(response.status(), `${persona} on ${pattern}`).toBe(404);
      else expect(response.status(), `${persona} on ${pattern}`).toBeLessThan(400);
      expect(body).not.toContain('have permission to view this page');
    }
  });
}

for (const [pattern, row] of Object.entries({ ...restrictedPages, ...resources })) {
  test(`POST ${pattern} is refused before any change`, async ({ request, server }) => {
    const url = server.url + concretePath(pattern);
    for (const persona of personas) {
      if (outcome(row, persona) !== 'denied') continue;
      const response = await request.post(url, {
        headers: { ...headersFor(persona), origin: server.url },
        form: { intent: 'toggle-disabled', userId: String(users.admin.id) },
        maxRedirects: 0,
      });
      // 403 from the guard; 405 where the route has no action at all.
      expect([403, 405], `${persona} posting to ${pattern}`).toContain(response.status());
    }
  });
}

test('public routes answer everyone', async ({ request, server }) => {
  for (const path of publicPages) {
    for (const persona of personas) {
      const response = await get(request, server.url + concretePath(path), persona);
      expect(response.status(), `${persona} on ${path}`).toBe(200);
    }
  }
});

test('this matrix names every route of the access table, and no other', () => {
  const named = [...Object.keys(restrictedPages), ...publicPages, ...Object.keys(resources), ...elsewhere];
  expect(new Set(named).size).toBe(named.length);
  expect([...named].sort()).toEqual(Object.keys(routeAccess).sort());
});

test('a POST from a foreign Origin is refused, even from an admin', async ({ request, server }) => {
  const response = await request.post(`${server.url}/adminHome`, {
    headers: { ...headersFor('admin'), origin: 'https://evil.example' },
    form: { intent: 'toggle-disabled', userId: String(users.client.id) },
  });
  expect(response.status()).toBe(403);
  const clientPage = await get(
    request,
    `${server.url}/adminHome?view=users&q=${encodeURIComponent(users.client.name)}`,
    'admin',
  );
  const html = await clientPage.text();
  expect(html).toContain(users.client.email);
  expect(html).toContain('Disabled: <!-- -->no');
});
