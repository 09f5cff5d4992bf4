import type { Page } from '@playwright/test';
import { type RoutePath, resourceRoutes, routeAccess } from '../../app/accounts/route-access';
import { bookings } from '../../app/bookings/bookings.tables';
import { createTestUser, sessionCookies, type TestUser } from './helpers/accounts';
import { expect, test, waitForHydration } from './helpers/fixtures';

/**
 * Security headers (helmet) and the Content-Security-Policy: every page, opened by every role in
 * a real browser, runs without a single CSP violation, so no script needs 'unsafe-inline'.
 */
type Role = 'signedOut' | 'user' | 'client' | 'admin';
const roles: Record<Exclude<Role, 'signedOut'>, { isClient: boolean; isAdmin: boolean }> = {
  user: { isClient: false, isAdmin: false },
  client: { isClient: true, isAdmin: false },
  admin: { isClient: false, isAdmin: true },
};

const users: Partial<Record<Role, TestUser>> = {};
let bookingId = 0;

test.use({
  serverOptions: {
    setup: async (db) => {
      for (const [role, flags] of Object.entries(roles)) {
        users[role as Role] = await createTestUser(db, {
          email: `${role}@csp.test`,
          name: `Csp ${role}`,
          ...flags,
        });
      }
      const [row] = await db
        .insert(bookings)
        .values({
          name: 'Csp Booker',
          email: 'booker@csp.test',
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

function pagePaths(): string[] {
  const clientId = String(users.client?.id ?? 1);
  return (Object.keys(routeAccess) as RoutePath[])
    .filter((path) => !resourceRoutes.has(path) && path !== '/logout')
    .map((path) =>
      path === '*'
        ? '/no-such-page'
        : path.replace('/BookingInfo/:id', `/BookingInfo/${bookingId}`).replace(':id', clientId),
    );
}

/** Collects CSP violations from the console and from the page's securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

for (const role of ['signedOut', 'user', 'client', 'admin'] as const) {
  test(`every page as ${role} runs without a CSP violation`, async ({ page, context, server }) => {
    test.setTimeout(120_000);
    const user = users[role];
    if (user) await context.addCookies(sessionCookies(user, server.url));
    const violations = await watchViolations(page);
    for (const path of pagePaths()) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await violations(), `${role} on ${path}`).toEqual([]);
    }
  });
}

test('every response carries the security headers; the policy allows no inline script', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/assets/../favicon.svg', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // The test server's address is http: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  // A fresh nonce for each page.
  const first = (await request.get('/')).headers()['content-security-policy'];
  const second = (await request.get('/')).headers()['content-security-policy'];
  expect(first).not.toBe(second);
});

test('HSTS is sent when PUBLIC_URL is https', async ({ startServer, request }) => {
  const server = await startServer({ env: { PUBLIC_URL: 'https://photos.example.com' } });
  const response = await request.get(`${server.url}/`);
  expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
});
