import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { createSession, getSessionUser } from '../../app/accounts/session.server';
import { resetClock, setClock } from '../../app/business-time/clock';
import { action as accountAction, loader as accountLoader } from '../../app/routes/account';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, responseOf, routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser, type TestUser } from '../helpers/test-users';

/** /account (name, password, sessions) and the idle limit on sessions (PRODUCT §14, decision 011). */
const t = setupTestDatabase();

const firefox = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeEach(async () => {
  await resetRateLimits();
  await t.db().delete(users);
});

async function otherBrowser(user: TestUser): Promise<string> {
  const request = new Request('http://localhost/login', { headers: { 'User-Agent': firefox } });
  return cookieFrom(await createSession(user.id, request));
}

const post = (user: TestUser, fields: Record<string, string>) =>
  accountAction(routeArgs<typeof accountAction>(siteRequest('/account', { fields, cookie: user.cookie })));
const signedIn = async (cookie: string) => (await getSessionUser(siteRequest('/', { cookie }))) !== null;

describe('/account', () => {
  it('is for signed-in users only', async () => {
    const loaded = await settle(() =>
      accountLoader(routeArgs<typeof accountLoader>(siteRequest('/account'))),
    );
    expect(loaded.status).toBe(403);
    const posted = await settle(() =>
      accountAction(
        routeArgs<typeof accountAction>(siteRequest('/account', { fields: { intent: 'sign-out-others' } })),
      ),
    );
    expect(posted.status).toBe(403);
  });

  it('lists the sessions with their device and marks this one', async () => {
    const rider = await createSignedInUser();
    await otherBrowser(rider);
    const page = await accountLoader(
      routeArgs<typeof accountLoader>(siteRequest('/account', { cookie: rider.cookie })),
    );
    expect(page.sessions.map((s) => [s.device, s.current])).toEqual(
      expect.arrayContaining([
        ['Firefox on Linux', false],
        ['Unknown device', true],
      ]),
    );
    expect(page.sessions).toHaveLength(2);
    expect(page.emailVerified).toBe(false);
  });

  it('writes when a session was used in the business’s time zone, from the one clock', async () => {
    // 05:30 UTC on 8 March 2026 is 21:30 PST on the 7th in California (TZ_BUSINESS's default).
    setClock(new Date('2026-03-08T05:30:00Z'));
    try {
      const rider = await createSignedInUser();
      const page = await accountLoader(
        routeArgs<typeof accountLoader>(siteRequest('/account', { cookie: rider.cookie })),
      );
      expect(page.sessions.map((s) => [s.lastUsed, s.signedIn])).toEqual([
        ['Mar 7, 2026, 9:30 PM PST', 'Mar 7, 2026, 9:30 PM PST'],
      ]);
    } finally {
      resetClock();
    }
  });

  it('answers a post no form of the page sends as every screen does, changing nothing', async () => {
    const rider = await createSignedInUser({}, 'Old Name');
    const answer = formReply(await post(rider, { intent: 'delete-everything', name: 'New Name' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ok: false, message: 'That request was not understood.' });
    expect(await getSessionUser(siteRequest('/', { cookie: rider.cookie }))).toMatchObject({
      name: 'Old Name',
    });
  });

  it('changes the name', async () => {
    const rider = await createSignedInUser({}, 'Old Name');
    const response = responseOf(await post(rider, { intent: 'change-name', name: '  New Name ' }));
    expect(response.headers.get('Location')).toBe('/account');
    expect(await getSessionUser(siteRequest('/', { cookie: rider.cookie }))).toMatchObject({
      name: 'New Name',
    });
    const bad = formReply(await post(rider, { intent: 'change-name', name: 'R2 D2' }));
    expect(bad.body).toMatchObject({ result: { error: { name: ['Name must only contain letters'] } } });
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const rider = await createSignedInUser();
    const other = await otherBrowser(rider);
    const wrong = formReply(
      await post(rider, {
        intent: 'change-password',
        currentPassword: 'Not!The1Password',
        password: 'Brand!New2027',
        confirmPassword: 'Brand!New2027',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      result: { error: { currentPassword: ['Current password is incorrect'] } },
    });
    expect(JSON.stringify(wrong.body)).not.toContain('Brand!New2027');
    expect(await signedIn(other)).toBe(true);

    const response = responseOf(
      await post(rider, {
        intent: 'change-password',
        currentPassword: rider.password,
        password: 'Brand!New2027',
        confirmPassword: 'Brand!New2027',
      }),
    );
    expect(response.status).toBe(302);
    expect(await signedIn(rider.cookie)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await authenticate(rider.email, rider.password)).toEqual({ ok: false, reason: 'invalid' });
    expect(await authenticate(rider.email, 'Brand!New2027')).toMatchObject({ ok: true });
  });

  it('stops guessing the current password after LOGIN_FAILURE_LIMIT wrong tries', async () => {
    const rider = await createSignedInUser();
    const attempt = (currentPassword: string) =>
      post(rider, {
        intent: 'change-password',
        currentPassword,
        password: 'Brand!New2027',
        confirmPassword: 'Brand!New2027',
      });
    for (let i = 0; i < 5; i++) expect(formReply(await attempt(`Wrong!Guess${i}`)).status).toBe(400);
    const limited = formReply(await attempt(rider.password));
    expect(limited.status).toBe(429);
    expect(await authenticate(rider.email, rider.password)).toMatchObject({ ok: true });
  });

  it('"Sign out everywhere else" ends the other sessions and keeps this one', async () => {
    const rider = await createSignedInUser();
    const bystander = await createSignedInUser();
    const others = [await otherBrowser(rider), await otherBrowser(rider)];
    responseOf(await post(rider, { intent: 'sign-out-others' }));
    expect(await signedIn(rider.cookie)).toBe(true);
    for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(bystander.cookie)).toBe(true);
  });
});

describe('session idle limit', () => {
  const day = 24 * 60 * 60 * 1000;
  const setLastUsed = (userId: number, at: Date) =>
    t.db().update(sessions).set({ lastUsedAt: at }).where(eq(sessions.userId, userId));
  const lastUsed = async (userId: number) =>
    (await t.db().select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastUsedAt.getTime();

  it('ends a session unused for 7 days, within its absolute limit', async () => {
    const rider = await createSignedInUser();
    await setLastUsed(rider.id, new Date(Date.now() - 7 * day - 60_000));
    expect(await signedIn(rider.cookie)).toBe(false);
    await setLastUsed(rider.id, new Date(Date.now() - 6 * day));
    expect(await signedIn(rider.cookie)).toBe(true);
  });

  it('refreshes "last used" at most every 5 minutes', async () => {
    const rider = await createSignedInUser();
    const recent = new Date(Date.now() - 60_000);
    await setLastUsed(rider.id, recent);
    await signedIn(rider.cookie);
    expect(await lastUsed(rider.id)).toBe(recent.getTime());
    await setLastUsed(rider.id, new Date(Date.now() - 6 * 60_000));
    const before = Date.now();
    await signedIn(rider.cookie);
    expect(await lastUsed(rider.id)).toBeGreaterThanOrEqual(before);
  });
});
