import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, sessions, users } from '../../app/accounts/accounts.tables';
import { getSessionUser } from '../../app/accounts/session.server';
import { resetClock, setClock } from '../../app/business-time/clock';
import { getEnv } from '../../app/config/env.server';
import { takeFlash } from '../../app/flash/flash.server';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as accountAction } from '../../app/routes/account';
import { loader as editRolesLoader } from '../../app/routes/edit-roles';
import { action as loginAction } from '../../app/routes/login';
import { action as signupAction } from '../../app/routes/signup';
import {
  emailVerifiedMessage,
  action as verifyAction,
  loader as verifyLoader,
  wrongPasswordMessage,
} from '../../app/routes/verify-email';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { clientData, seesItAll, seesLogIn, seesNothing, whatTheySee } from '../helpers/client-data';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser } from '../helpers/test-users';

/** PRODUCT §14: signup mails a 24-hour, single-use link; opening it and confirming verifies the address. */
const t = setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
  await t.clearMail();
  await t.db().delete(users);
});

/** The password every account of this file signs up with. */
const password = 'Saddle#Up2024';

/** Signs up, then in (sign-up signs nobody in, decision 031): the new user's session cookie. */
async function signup(email: string) {
  const fields = { email, confirmEmail: email, name: 'Vera Rider', password, confirmPassword: password };
  formReply(await signupAction(routeArgs<typeof signupAction>(siteRequest('/signup', { fields }))));
  const login = siteRequest('/login', { fields: { email, password } });
  const response = responseOf(await loginAction(routeArgs<typeof loginAction>(login)));
  const session = response.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '';
  return cookieFrom(session);
}

/** Runs the mail worker, then reads the link of every email in the outbox. */
async function verifyTokens(): Promise<string[]> {
  await deliverDueMail();
  return t.outbox().map((mail) => {
    const match = /http:\/\/localhost:3000\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no verification link in ${mail.text}`);
    return match[1];
  });
}

const open = (token: string) =>
  verifyLoader(routeArgs<typeof verifyLoader>(siteRequest(`/verify-email/${token}`), { token }));
/** Verify my email address with `typed` as the account's password, from `clientIp`. */
const confirm = async (token: string, typed = password, clientIp?: string) =>
  verifyAction(
    routeArgs<typeof verifyAction>(
      siteRequest(`/verify-email/${token}`, { fields: { password: typed } }),
      { token },
      clientIp,
    ),
  );

/** The session cookie a response sets. */
const sessionSetBy = (response: Response) =>
  cookieFrom(response.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '');

describe('email verification', () => {
  it('signup makes an unverified account and mails one link, stored only as a hash, valid 24 hours', async () => {
    const started = Date.now();
    const cookie = await signup('vera@example.com');
    expect(await getSessionUser(siteRequest('/', { cookie }))).toMatchObject({ emailVerified: false });
    const [token] = await verifyTokens();
    expect(t.outbox().map((mail) => [mail.to, mail.subject])).toEqual([
      ['vera@example.com', 'Verify your email address'],
    ]);
    expect(Buffer.from(token ?? '', 'base64url')).toHaveLength(32);
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).not.toContain(token);
    expect(snapshot).toContain(
      crypto
        .createHash('sha256')
        .update(token ?? '')
        .digest('hex'),
    );
    const [row] = await t.db().select().from(accountTokens);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - started;
    expect(lifetime).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 5000);
  });

  it('signup queues the link in the transaction that creates the account: a taken address gets neither, its owner a notice', async () => {
    await signup('taken@example.com');
    // Before the worker runs, the email waits in the queue beside the account.
    const [queued] = await t.db().select().from(mailOutbox);
    expect(queued).toMatchObject({ toAddress: 'taken@example.com', status: 'pending' });
    expect(await verifyTokens()).toHaveLength(1);

    t.clearOutbox();
    const fields = {
      email: 'taken@example.com',
      confirmEmail: 'taken@example.com',
      name: 'Second Try',
      password,
      confirmPassword: password,
    };
    const reply = formReply(
      await signupAction(routeArgs<typeof signupAction>(siteRequest('/signup', { fields }))),
    );
    expect(reply.status).toBe(200);
    expect(await t.db().select().from(accountTokens)).toHaveLength(1);
    await deliverDueMail();
    expect(t.outbox().map((mail) => mail.subject)).toEqual(['Someone tried to sign up with your address']);
  });

  it('opening the link changes nothing; confirming verifies once; a second use is refused', async () => {
    const cookie = await signup('once@example.com');
    const [token = ''] = await verifyTokens();
    const before = await t.snapshot();
    expect(await open(token)).toEqual({ valid: true });
    expect(await t.snapshot()).toEqual(before);

    const response = responseOf(await confirm(token));
    expect(response.status).toBe(302);
    // Signed in afresh, verified; the session from before the verification has ended.
    expect(await getSessionUser(siteRequest('/', { cookie: sessionSetBy(response) }))).toMatchObject({
      emailVerified: true,
    });
    expect(await getSessionUser(siteRequest('/', { cookie }))).toBeNull();

    expect(await open(token)).toEqual({ valid: false });
    expect(formReply(await confirm(token)).body.invalidLink).toBe(true);
  });

  it('refuses an expired link and a password-reset purpose mix-up', async () => {
    const cookie = await signup('late@example.com');
    const [token = ''] = await verifyTokens();
    await t
      .db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await open(token)).toEqual({ valid: false });
    expect(formReply(await confirm(token)).status).toBe(400);
    await t
      .db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000), purpose: 'reset-password' });
    expect(formReply(await confirm(token)).status).toBe(400);
    expect(await getSessionUser(siteRequest('/', { cookie }))).toMatchObject({ emailVerified: false });
  });

  it('"Resend verification email" mails a new link that replaces the old one, 3 an hour at most', async () => {
    const cookie = await signup('again@example.com');
    const resend = async () =>
      responseOf(
        await accountAction(
          routeArgs<typeof accountAction>(
            siteRequest('/account', {
              fields: { intent: 'resend-verification', redirectTo: '/about' },
              cookie,
            }),
          ),
        ),
      );
    const response = await resend();
    expect(response.headers.get('Location')).toBe('/about');
    const [first = '', second = ''] = await verifyTokens();
    expect(second).not.toBe(first);
    expect(await open(first)).toEqual({ valid: false });
    expect(await open(second)).toEqual({ valid: true });
    await resend();
    await resend();
    await resend();
    // The signup's link plus three resends.
    expect(await verifyTokens()).toHaveLength(4);
  });

  it('Edit Roles tells the admin whether the address is verified', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    await signup('unproven@example.com');
    const [user] = await t.db().select().from(users).where(eq(users.email, 'unproven@example.com'));
    const id = String(user?.id);
    const args = () =>
      routeArgs<typeof editRolesLoader>(siteRequest(`/edit/${id}`, { cookie: admin.cookie }), { id });
    expect((await editRolesLoader(args())).user.emailVerified).toBe(false);
    const [token = ''] = await verifyTokens();
    await confirm(token);
    expect((await editRolesLoader(args())).user.emailVerified).toBe(true);
  });
});

/**
 * Decision 054: someone signs up with the address of a client's booking and stays signed in; the
 * verification email reaches the client. Verifying asks for the account's password, and ends every
 * session of the account in the transaction that verifies it.
 */
describe('verifying an address someone else may have signed up with', () => {
  beforeEach(() => setClock(new Date('2026-11-27T18:00:00Z')));
  afterEach(() => resetClock());

  /** The client's booking with all that hangs on it, and a stranger signed in with its address. */
  async function strangerWaiting() {
    const admin = await createSignedInUser({ isAdmin: true });
    const cookie = await signup('hannah@example.com');
    const [token = ''] = await verifyTokens();
    const data = await clientData(admin, 'hannah@example.com');
    const [account] = await t.db().select().from(users).where(eq(users.email, 'hannah@example.com'));
    const stranger = {
      id: account?.id ?? 0,
      email: 'hannah@example.com',
      name: 'Vera Rider',
      password,
      cookie,
    };
    return { stranger, token, data };
  }

  it('ends every earlier session of the account: the stranger’s cookie signs nobody in and reads nothing', async () => {
    const { stranger, token, data } = await strangerWaiting();
    expect(await whatTheySee(stranger, data)).toEqual({ hasSessions: false, sessions: [], ...seesNothing });
    const sessionsBefore = await t.db().select().from(sessions).where(eq(sessions.userId, stranger.id));
    expect(sessionsBefore).toHaveLength(1);

    const response = responseOf(await confirm(token));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');

    // The stranger's session row is gone, and its cookie no longer signs in.
    const left = await t.db().select().from(sessions).where(eq(sessions.userId, stranger.id));
    expect(left.map((row) => row.tokenHash)).not.toContain(sessionsBefore[0]?.tokenHash);
    expect(left).toHaveLength(1);
    expect(await getSessionUser(siteRequest('/', { cookie: stranger.cookie }))).toBeNull();
    expect(await whatTheySee(stranger, data)).toEqual({
      hasSessions: 'signed out',
      sessions: 403,
      ...seesLogIn,
    });

    // Whoever typed the password is signed in afresh, and sees the session, its contract and invoice.
    const fresh = { ...stranger, cookie: sessionSetBy(response) };
    expect(await whatTheySee(fresh, data)).toEqual(seesItAll(data.bookingId));
    const { flash } = await takeFlash(
      siteRequest('/', {
        cookie: cookieFrom(response.headers.getSetCookie().find((c) => c.startsWith('__flash=')) ?? ''),
      }),
    );
    expect(flash?.message).toBe(emailVerifiedMessage);
  });

  it('refuses a wrong password: nothing is verified, no session ends, and the link still works', async () => {
    const { stranger, token, data } = await strangerWaiting();
    const before = await t.snapshot();
    const refused = formReply(await confirm(token, 'Hannah#Guess1'));
    expect(refused.status).toBe(400);
    expect(refused.body.invalidLink).toBe(false);
    expect(refused.body.result.error).toEqual({ '': [wrongPasswordMessage] });
    expect(await t.snapshot()).toEqual(before);
    expect(await getSessionUser(siteRequest('/', { cookie: stranger.cookie }))).toMatchObject({
      emailVerified: false,
    });
    expect(await whatTheySee(stranger, data)).toEqual({ hasSessions: false, sessions: [], ...seesNothing });
    expect(await open(token)).toEqual({ valid: true });
    // An empty password is asked for.
    expect(formReply(await confirm(token, '')).body.result.error).toEqual({
      password: ['Password is required'],
    });

    expect(responseOf(await confirm(token)).status).toBe(302);
    expect(await getSessionUser(siteRequest('/', { cookie: stranger.cookie }))).toBeNull();
  });

  it('counts each try as a sign-in attempt: past the limit even the right password waits, from that network only', async () => {
    const { token } = await strangerWaiting();
    const limit = getEnv().LOGIN_FAILURE_LIMIT;
    for (let i = 0; i < limit; i += 1) {
      expect(formReply(await confirm(token, `Hannah#Guess${i}`, '198.51.100.7')).status).toBe(400);
    }
    const throttled = formReply(await confirm(token, password, '198.51.100.7'));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    const [account] = await t.db().select().from(users).where(eq(users.email, 'hannah@example.com'));
    expect(account?.emailVerifiedAt).toBeNull();
    expect(await open(token)).toEqual({ valid: true });
    // The owner of the password, from another network, is not held up.
    expect(responseOf(await confirm(token, password, '203.0.113.99')).status).toBe(302);
  });

  it('tells a disabled account so, after the right password only, and verifies nothing', async () => {
    const { stranger, token } = await strangerWaiting();
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, stranger.id));
    const before = await t.snapshot();
    expect(formReply(await confirm(token, 'Hannah#Guess1')).body.result.error).toEqual({
      '': [wrongPasswordMessage],
    });
    const refused = formReply(await confirm(token));
    expect(refused.status).toBe(403);
    expect(refused.body.result.error).toEqual({ '': ['Your account was disabled.'] });
    expect(await t.snapshot()).toEqual(before);
  });
});
