import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, sessions, users } from '../../app/accounts/accounts.tables';
import { getSessionUser } from '../../app/accounts/session.server';
import { takeFlash } from '../../app/flash/flash.server';
import { backgroundIdle } from '../../app/mail/background.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as forgotAction } from '../../app/routes/forgot-password';
import { action as loginAction } from '../../app/routes/login';
import { loader as linkLoader, action as signInAction } from '../../app/routes/sign-in';
import { action as askAction, signInLinkSentMessage } from '../../app/routes/sign-in-link';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { booking, verified } from '../helpers/client-bookings';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Email me a sign-in link (PRODUCT §14, decision 057): one answer for every address; a link only
 * to an enabled, verified account, on the reset links' budgets; the link opens a page whose button
 * spends it once, within 15 minutes, signs in without ending anything else, and lands on the page
 * the person wanted, a path of this site only.
 */
const t = setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
  await t.clearMail();
  await t.db().delete(users);
});

const linkPattern = /http:\/\/localhost:3000\/sign-in\/([A-Za-z0-9_-]+)(\?redirectTo=[^\s"]+)?/;

async function ask(email: string, redirectTo = '', ip = '198.51.100.7') {
  const request = siteRequest('/sign-in-link', { fields: { email, redirectTo } });
  const returned = await askAction(routeArgs<typeof askAction>(request, {}, ip));
  await backgroundIdle();
  await deliverDueMail();
  return formReply(returned);
}

/** The links of the sign-in emails in the outbox, in order: the token and the address's query. */
function linksSent(): { token: string; query: string }[] {
  const signInMails = t.outbox().filter((mail) => mail.subject.startsWith('Your sign-in link'));
  return signInMails.map((mail) => {
    const match = linkPattern.exec(mail.text);
    if (!match?.[1]) throw new Error(`no sign-in link in ${mail.text}`);
    return { token: match[1], query: match[2] ?? '' };
  });
}

function press(token: string, redirectTo = '', ip = '203.0.113.20') {
  const request = siteRequest(`/sign-in/${token}`, { fields: { redirectTo } });
  return signInAction(routeArgs<typeof signInAction>(request, { token }, ip));
}

/** The session cookie a sign-in set. */
const sessionOf = (response: Response) =>
  cookieFrom(response.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '');

async function verifiedUser(roles: { isAdmin?: boolean } = {}): Promise<TestUser> {
  return verified(await createSignedInUser(roles));
}

describe('asking for a sign-in link', () => {
  it('answers every address alike; only an enabled, verified account is sent a link', async () => {
    const client = await verifiedUser();
    const unverified = await createSignedInUser();
    const disabled = await verifiedUser();
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));

    const replies = [];
    for (const email of [client.email, 'nobody.here@example.com', unverified.email, disabled.email])
      replies.push(await ask(email));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).toBe(JSON.stringify(replies[0]?.body));
    }
    expect(replies[0]?.body.sent).toBe(true);
    expect(signInLinkSentMessage).toBe(
      'If that address has an account, a sign-in link is on its way. It works once, for 15 minutes.',
    );

    const mails = t.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([client.email]);
    expect(mails[0]?.subject).toBe('Your sign-in link for Sierra Equine Photography');
    expect(mails[0]?.text).toContain('it works once, for 15 minutes.');
    // One link, and no other secret.
    expect(mails[0]?.text.match(/https?:\/\//g)).toHaveLength(1);
    expect(mails[0]?.html).toMatch(
      /<a href="http:\/\/localhost:3000\/sign-in\/[^"]+" style="[^"]+">Sign in<\/a>/,
    );
  });

  it('stores only the token’s SHA-256; the link lives 15 minutes', async () => {
    const client = await verifiedUser();
    const before = Date.now();
    await ask(client.email);
    const [{ token } = { token: '' }] = linksSent();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).not.toContain(token);
    expect(snapshot).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    const [row] = await t.db().select().from(accountTokens);
    expect(row?.purpose).toBe('sign-in');
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
  });

  it('carries the page wanted when it is a path of this site, and nothing else', async () => {
    const client = await verifiedUser();
    await ask(client.email, '/invoices/12', '198.51.100.1');
    await ask(client.email, 'https://evil.example/steal', '198.51.100.2');
    await ask(client.email, '//evil.example', '198.51.100.3');
    expect(linksSent().map((link) => link.query)).toEqual(['?redirectTo=%2Finvoices%2F12', '', '']);
  });

  it('is budgeted as reset links are: 3 an hour per requester network, the same answer past it', async () => {
    const client = await verifiedUser();
    const replies = [];
    for (let i = 1; i <= 4; i++) replies.push(await ask(client.email, '', `2001:db8:9:9::${i}`));
    expect(t.outbox()).toHaveLength(3);
    replies.push(await ask(client.email, '', '198.51.100.44'));
    expect(t.outbox()).toHaveLength(4);
    for (const reply of replies) expect(JSON.stringify(reply.body)).toBe(JSON.stringify(replies[0]?.body));
    // Reset links keep a budget of their own.
    const request = siteRequest('/forgot-password', { fields: { email: client.email } });
    await forgotAction(routeArgs<typeof forgotAction>(request, {}, '2001:db8:9:9::9'));
    await backgroundIdle();
    await deliverDueMail();
    expect(
      t
        .outbox()
        .map((mail) => mail.subject)
        .at(-1),
    ).toBe('Reset your password');
  });

  it('sends a live link again rather than ending it', async () => {
    const client = await verifiedUser();
    await ask(client.email, '', '198.51.100.51');
    await ask(client.email, '/sessions', '198.51.100.52');
    const [first, second] = linksSent();
    expect(second?.token).toBe(first?.token);
    expect(second?.query).toBe('?redirectTo=%2Fsessions');
    expect(t.outbox()[1]?.text).toMatch(/it works once, for (14 more minutes|15 minutes)\./);
  });
});

describe('the link', () => {
  it('opening it changes nothing; its button signs in once, ending nothing else, and lands on the page wanted', async () => {
    const client = await verifiedUser();
    const resetRequest = siteRequest('/forgot-password', { fields: { email: client.email } });
    await forgotAction(routeArgs<typeof forgotAction>(resetRequest, {}, '198.51.100.70'));
    await ask(client.email, '/invoices/12');
    const [{ token } = { token: '' }] = linksSent();
    const before = await t.snapshot();
    expect(
      await linkLoader(routeArgs<typeof linkLoader>(siteRequest(`/sign-in/${token}`), { token })),
    ).toEqual({
      valid: true,
    });
    expect(await t.snapshot()).toEqual(before);

    const response = responseOf(await press(token, '/invoices/12'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/invoices/12');
    expect(await getSessionUser(siteRequest('/', { cookie: sessionOf(response) }))).toMatchObject({
      id: client.id,
    });
    const flash = cookieFrom(response.headers.getSetCookie().find((c) => c.startsWith('__flash=')) ?? '');
    expect((await takeFlash(siteRequest('/', { cookie: flash }))).flash?.message).toBe(
      'Successfully logged in',
    );
    // Nothing else ended: the earlier session still signs in, the reset link still works.
    expect(await getSessionUser(siteRequest('/', { cookie: client.cookie }))).toMatchObject({
      id: client.id,
    });
    const resetLinks = await t
      .db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset-password'));
    expect(resetLinks.map((row) => row.usedAt)).toEqual([null]);

    // Once: a second press, and the page after it, say the link does not work.
    const again = formReply(await press(token));
    expect(again.status).toBe(400);
    expect(again.body.invalidLink).toBe(true);
    expect(
      await linkLoader(routeArgs<typeof linkLoader>(siteRequest(`/sign-in/${token}`), { token })),
    ).toEqual({
      valid: false,
    });
    expect(await t.db().select().from(sessions).where(eq(sessions.userId, client.id))).toHaveLength(2);
  });

  it('goes only to a path of this site; without one, where a sign-in lands', async () => {
    const client = await verifiedUser();
    for (const [i, wanted] of ['https://evil.example', '//evil.example', '/\\evil.example', ''].entries()) {
      t.clearOutbox();
      await t.db().delete(accountTokens);
      await ask(client.email, '', `198.51.100.${80 + i}`);
      const [{ token } = { token: '' }] = linksSent();
      expect(responseOf(await press(token, wanted)).headers.get('Location'), wanted).toBe('/');
    }
  });

  it('refuses an expired link, one of an account disabled since, and an unknown one, changing nothing', async () => {
    const client = await verifiedUser();
    await ask(client.email);
    const [{ token } = { token: '' }] = linksSent();
    await t
      .db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const other = await verifiedUser();
    await ask(other.email, '', '198.51.100.90');
    const otherToken = linksSent()[1]?.token ?? '';
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, other.id));
    for (const bad of [token, crypto.randomBytes(32).toString('base64url'), 'x'.repeat(500)]) {
      const reply = formReply(await press(bad));
      expect(reply.status).toBe(400);
      expect(reply.body.invalidLink).toBe(true);
    }
    const disabledUse = formReply(await press(otherToken));
    expect(disabledUse.body.invalidLink).toBe(true);
    expect(disabledUse.headers.get('Set-Cookie')).toBeNull();
  });

  it('of two parallel presses, exactly one signs in', async () => {
    const client = await verifiedUser();
    await ask(client.email);
    const [{ token } = { token: '' }] = linksSent();
    const results = await Promise.all([press(token), press(token)]);
    expect(results.filter((result) => result instanceof Response)).toHaveLength(1);
  });
});

describe('where a sign-in lands without a page to go back to', () => {
  async function login(user: TestUser, redirectTo = '') {
    const request = siteRequest('/login', {
      fields: { email: user.email, password: user.password, redirectTo },
    });
    return responseOf(await loginAction(routeArgs<typeof loginAction>(request))).headers.get('Location');
  }

  it('an admin on Admin Home, a client with a session on Your Sessions, anyone else on Home; a page wins', async () => {
    const admin = await verifiedUser({ isAdmin: true });
    const client = await verifiedUser();
    await booking(client.email);
    const newcomer = await verifiedUser();
    // An unverified account owns no session yet (decision 045): Home.
    const unverified = await createSignedInUser();
    await booking(unverified.email);
    expect(await login(admin)).toBe('/adminHome');
    expect(await login(client)).toBe('/sessions');
    expect(await login(newcomer)).toBe('/');
    expect(await login(unverified)).toBe('/');
    expect(await login(client, '/galleries/abc')).toBe('/galleries/abc');
    expect(await login(admin, '//evil.example')).toBe('/adminHome');

    await ask(client.email);
    const [{ token } = { token: '' }] = linksSent();
    expect(responseOf(await press(token)).headers.get('Location')).toBe('/sessions');
  });
});
