import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../app/accounts/accounts.tables';
import { getSessionUser } from '../../app/accounts/session.server';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as accountAction } from '../../app/routes/account';
import { loader as editRolesLoader } from '../../app/routes/edit-roles';
import { action as loginAction } from '../../app/routes/login';
import { action as signupAction } from '../../app/routes/signup';
import { action as verifyAction, loader as verifyLoader } from '../../app/routes/verify-email';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser } from '../helpers/test-users';

/** Issue 13: signup mails a 24-hour, single-use link; opening it and confirming verifies the address. */
const t = setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
  t.clearOutbox();
  await t.db().delete(mailOutbox);
  await t.db().delete(users);
});

/** Signs up, then in (sign-up signs nobody in, decision 031): the new user's session cookie. */
async function signup(email: string) {
  const password = 'Saddle#Up2024';
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
const confirm = async (token: string) =>
  verifyAction(
    routeArgs<typeof verifyAction>(siteRequest(`/verify-email/${token}`, { fields: {} }), { token }),
  );

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
    const password = 'Saddle#Up2024';
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
    expect(await getSessionUser(siteRequest('/', { cookie }))).toMatchObject({ emailVerified: true });

    expect(await open(token)).toEqual({ valid: false });
    expect(formReply(await confirm(token)).body).toEqual({ invalidLink: true });
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
