import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../app/accounts/accounts.server';
import { accountTokens, sessions, users } from '../../app/accounts/accounts.tables';
import { upsertUser } from '../../app/accounts/operator-accounts.server';
import { getSessionUser } from '../../app/accounts/session.server';
import { action as loginAction } from '../../app/routes/login';
import { action as signupAction } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser } from '../helpers/test-users';

/**
 * The account pre-hijack. A stranger signs up with the owner's address (no proof
 * needed), stays signed in, and the operator then runs `npm run user:create -- --email owner@…
 * --roles Admin` for the real owner. The stranger's session must not become an admin's session.
 */
const t = setupTestDatabase();

const ownerEmail = 'hannah.brooks@example.com';
const strangerPassword = 'Stolen!Reins42';
const ownerPassword = 'Owners!Saddle77';

beforeEach(async () => {
  await resetRateLimits();
  await t.db().delete(users);
});

/** The stranger signs up with the owner's address and signs in: their session cookie. */
async function strangerSignedIn(): Promise<string> {
  const fields = {
    email: ownerEmail,
    confirmEmail: ownerEmail,
    name: 'Not Hannah',
    password: strangerPassword,
    confirmPassword: strangerPassword,
  };
  await signupAction(routeArgs<typeof signupAction>(siteRequest('/signup', { fields }), {}, '192.0.2.50'));
  const login = responseOf(
    await loginAction(
      routeArgs<typeof loginAction>(
        siteRequest('/login', { fields: { email: ownerEmail, password: strangerPassword } }),
        {},
        '192.0.2.50',
      ),
    ),
  );
  return cookieFrom(login.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '');
}

const asAdmin = {
  email: ownerEmail,
  name: 'Hannah Brooks',
  password: ownerPassword,
  isClient: true,
  isAdmin: true,
};

describe('npm run user:create on an address someone else signed up with', () => {
  it('does not promote an account whose address was never verified, and changes nothing', async () => {
    const stranger = await strangerSignedIn();
    expect(await getSessionUser(siteRequest('/', { cookie: stranger }))).toMatchObject({ isAdmin: false });
    const before = await t.snapshot();

    const result = await upsertUser(asAdmin);
    expect(result).toMatchObject({ ok: false, reason: 'unverified-email' });
    expect(await t.snapshot()).toEqual(before);
    expect(await getSessionUser(siteRequest('/', { cookie: stranger }))).toMatchObject({ isAdmin: false });
  });

  it('with the explicit flag takes the account over: the stranger is signed out, their links end, and it says so', async () => {
    const stranger = await strangerSignedIn();
    // Signup sent the stranger's own verification link (the only account here).
    expect(await t.db().select().from(accountTokens)).toHaveLength(1);

    const strangersSessions = (await t.db().select().from(sessions)).length;
    expect(strangersSessions).toBeGreaterThanOrEqual(1);

    const result = await upsertUser({ ...asAdmin, trustUnverifiedEmail: true });
    expect(result).toMatchObject({
      ok: true,
      created: false,
      endedSessions: strangersSessions,
      endedLinks: 1,
    });
    expect(result.ok && result.user).toMatchObject({ isAdmin: true, name: 'Hannah Brooks' });
    // The stranger's session is gone, not an admin session now.
    expect(await getSessionUser(siteRequest('/', { cookie: stranger }))).toBeNull();
    expect(await t.db().select().from(sessions)).toEqual([]);
    expect(await t.db().select().from(accountTokens)).toEqual([]);
    expect(await authenticate(ownerEmail, strangerPassword)).toEqual({ ok: false, reason: 'invalid' });
    expect(await authenticate(ownerEmail, ownerPassword)).toMatchObject({
      ok: true,
      user: { isAdmin: true },
    });
  });

  it('ends every session of a verified account it updates, and says how many', async () => {
    const rider = await createSignedInUser();
    await t.db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, rider.id));
    const result = await upsertUser({ ...asAdmin, email: rider.email.toUpperCase() });
    expect(result).toMatchObject({ ok: true, created: false, endedSessions: 1, endedLinks: 0 });
    expect(await getSessionUser(siteRequest('/', { cookie: rider.cookie }))).toBeNull();
  });
});
