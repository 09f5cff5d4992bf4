import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../app/accounts/accounts.server';
import { accountTokens, sessions, users } from '../../app/accounts/accounts.tables';
import { getSessionUser } from '../../app/accounts/session.server';
import { getEnv } from '../../app/config/env.server';
import { takeFlash } from '../../app/flash/flash.server';
import { backgroundIdle } from '../../app/mail/background.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as forgotAction, resetRequestedMessage } from '../../app/routes/forgot-password';
import { action as resetAction, loader as resetLoader } from '../../app/routes/reset-password';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser } from '../helpers/test-users';

/** PRODUCT §14: forgotten password → emailed one-hour, single-use link → new password, signed in. */
const t = setupTestDatabase();

const answer = 'If an account exists for that address, we sent a link to reset its password.';
const newPassword = 'Fresh!Hay2027';

beforeEach(async () => {
  await resetRateLimits();
  await t.clearMail();
  await t.db().delete(users);
});

async function forgot(email: string, ip = '198.51.100.7') {
  const request = siteRequest('/forgot-password', { fields: { email } });
  const returned = await forgotAction(routeArgs<typeof forgotAction>(request, {}, ip));
  // The look-up runs after the answer; then the worker delivers whatever it queued.
  await backgroundIdle();
  await deliverDueMail();
  return formReply(returned);
}

/** The token of the one reset email in the outbox, read from its link. */
function tokenFromOutbox(): string {
  const mails = t.outbox();
  expect(mails).toHaveLength(1);
  const match = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in ${mails[0]?.text}`);
  return match[1];
}

/** The tokens of the reset emails in the outbox, in order. */
function tokensFromOutbox(): string[] {
  return t.outbox().map((mail) => {
    const match = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no reset link in ${mail.text}`);
    return match[1];
  });
}

function reset(token: string, password = newPassword, confirmPassword = password) {
  const request = siteRequest(`/reset-password/${token}`, { fields: { password, confirmPassword } });
  return resetAction(routeArgs<typeof resetAction>(request, { token }));
}

describe('forgot password', () => {
  it('gives the same status and body for a known, an unknown and a disabled address; mails only the known one', async () => {
    const rider = await createSignedInUser({}, 'Known Rider');
    const disabled = await createSignedInUser({}, 'Gone Rider');
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));

    const known = await forgot(rider.email);
    const unknown = await forgot('nobody.here@example.com');
    const off = await forgot(disabled.email);
    for (const reply of [known, unknown, off]) {
      expect(reply.status).toBe(200);
      expect(reply.body.sent).toBe(true);
    }
    expect(JSON.stringify(unknown.body)).toBe(JSON.stringify(known.body));
    expect(JSON.stringify(off.body)).toBe(JSON.stringify(known.body));
    // The page shows this one text for every answer with sent: true.
    expect(resetRequestedMessage).toBe(answer);

    const mails = t.outbox();
    expect(mails.map((mail) => mail.to)).toEqual([rider.email]);
    expect(mails[0]?.subject).toBe('Reset your password');
    // One link, and no other secret: neither the password nor anything but the link's token.
    expect(mails[0]?.text).not.toContain(rider.password);
    expect(mails[0]?.text.match(/https?:\/\//g)).toHaveLength(1);
  });

  it('stores the token only as its SHA-256: a full database snapshot never contains it', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).not.toContain(token);
    expect(snapshot).toContain(crypto.createHash('sha256').update(token).digest('hex'));
  });

  it('the link lives one hour', async () => {
    const rider = await createSignedInUser();
    const before = Date.now();
    await forgot(rider.email);
    const [row] = await t.db().select().from(accountTokens);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('sends an address at most 3 emails an hour per requester network, and 10 from everyone, answering every request the same', async () => {
    const rider = await createSignedInUser();
    const replies = [];
    // A stranger asks four times from one IPv6 /64, each time from another address in it.
    for (let i = 1; i <= 4; i++) replies.push(await forgot(rider.email, `2001:db8:9:9::${i}`));
    expect(t.outbox()).toHaveLength(3);
    // The owner, from their own network, still gets the link: the stranger spent their own budget.
    replies.push(await forgot(rider.email, '198.51.100.44'));
    expect(t.outbox()).toHaveLength(4);
    // Everyone together: 10 an hour.
    for (let i = 1; i <= 7; i++) replies.push(await forgot(rider.email, `203.0.113.${i}`));
    expect(t.outbox()).toHaveLength(10);
    for (const reply of replies) expect(JSON.stringify(reply.body)).toBe(JSON.stringify(replies[0]?.body));
  });

  it('sends the same link again while it is valid, so asking again never ends a link in the inbox', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email, '198.51.100.51');
    await forgot(rider.email, '198.51.100.52');
    const tokens = tokensFromOutbox();
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(tokens[0]);
    expect(t.outbox()[1]?.text).toMatch(/The link below works once, for (59 more minutes|one hour)\./);
    // The link works (once).
    expect(responseOf(await reset(tokens[0] ?? '')).status).toBe(302);
    expect(formReply(await reset(tokens[0] ?? '', 'Other!Pass42')).body.invalidLink).toBe(true);
  });

  it('sends a new link once the last one has less than 10 minutes left, or was used', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email, '198.51.100.61');
    await t
      .db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() + 9 * 60 * 1000) });
    await forgot(rider.email, '198.51.100.62');
    const [first, second] = tokensFromOutbox();
    expect(second).not.toBe(first);
    expect(t.outbox()[1]?.text).toContain('The link below works once, for one hour.');
    // The new link replaced the old one.
    expect(formReply(await reset(first ?? '')).body.invalidLink).toBe(true);
    responseOf(await reset(second ?? ''));
    await forgot(rider.email, '198.51.100.63');
    const third = tokensFromOutbox()[2];
    expect(third).not.toBe(second);
    expect(responseOf(await reset(third ?? '', 'Third!Pass42')).status).toBe(302);
  });

  it('answers 429 with Retry-After once an IP is over AUTH_RATE_LIMIT', async () => {
    const limit = getEnv().AUTH_RATE_LIMIT;
    for (let i = 0; i < limit; i++)
      expect((await forgot(`n${i}@example.com`, '198.51.100.99')).status).toBe(200);
    const limited = await forgot('one.more@example.com', '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await forgot('one.more@example.com', '198.51.100.98')).status).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the password, ends every session, signs in with a flash; the old password is refused', async () => {
    const rider = await createSignedInUser({}, 'Reset Rider');
    await forgot(rider.email);
    const token = tokenFromOutbox();

    const page = await resetLoader(
      routeArgs<typeof resetLoader>(siteRequest(`/reset-password/${token}`), { token }),
    );
    expect(page).toEqual({ valid: true });

    const response = responseOf(await reset(token));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    const cookies = response.headers.getSetCookie();
    const session = cookieFrom(cookies.find((c) => c.startsWith('__session=')) ?? '');
    expect(await getSessionUser(siteRequest('/', { cookie: session }))).toMatchObject({ id: rider.id });
    // The session from before the reset is gone; only the new one is left.
    expect(await getSessionUser(siteRequest('/', { cookie: rider.cookie }))).toBeNull();
    expect(await t.db().select().from(sessions).where(eq(sessions.userId, rider.id))).toHaveLength(1);
    const flash = cookieFrom(cookies.find((c) => c.startsWith('__flash=')) ?? '');
    expect((await takeFlash(siteRequest('/', { cookie: flash }))).flash?.message).toBe(
      'Your password was changed and you are signed in.',
    );

    expect(await authenticate(rider.email, rider.password)).toEqual({ ok: false, reason: 'invalid' });
    expect(await authenticate(rider.email, newPassword)).toMatchObject({ ok: true });
    // Opening the emailed link proved the address.
    const [row] = await t.db().select().from(users).where(eq(users.id, rider.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('works once: a second use, and the page after it, say the link does not work', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    responseOf(await reset(token));
    const again = formReply(await reset(token, 'Other!Pass42'));
    expect(again.status).toBe(400);
    expect(again.body.invalidLink).toBe(true);
    expect(await authenticate(rider.email, newPassword)).toMatchObject({ ok: true });
    const page = await resetLoader(
      routeArgs<typeof resetLoader>(siteRequest(`/reset-password/${token}`), { token }),
    );
    expect(page).toEqual({ valid: false });
  });

  it('of two parallel uses of one link, exactly one succeeds', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    const results = await Promise.all([reset(token, 'First!Pass42'), reset(token, 'Second!Pass42')]);
    const succeeded = results.filter((r) => r instanceof Response);
    expect(succeeded).toHaveLength(1);
    const first = (await authenticate(rider.email, 'First!Pass42')).ok;
    const second = (await authenticate(rider.email, 'Second!Pass42')).ok;
    expect([first, second].sort()).toEqual([false, true]);
  });

  it('refuses an expired link, an unknown one and an over-long one, changing nothing', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    await t
      .db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const before = await t.snapshot();
    for (const bad of [token, crypto.randomBytes(32).toString('base64url'), 'x'.repeat(500)]) {
      const page = await resetLoader(
        routeArgs<typeof resetLoader>(siteRequest('/reset-password/x'), { token: bad }),
      );
      expect(page).toEqual({ valid: false });
      const reply = formReply(await reset(bad));
      expect(reply.body.invalidLink).toBe(true);
    }
    expect(await t.snapshot()).toEqual(before);
    expect(await authenticate(rider.email, rider.password)).toMatchObject({ ok: true });
  });

  it("holds the new password to signup's rules and messages, keeping the link", async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    const weak = formReply(await reset(token, 'abcdefgh'));
    expect(weak.status).toBe(400);
    expect(weak.body.result.error?.password).toEqual([
      'Password must contain an uppercase letter, a lowercase letter, a number and a special character (! @ # $ % ^ & *)',
    ]);
    const mismatch = formReply(await reset(token, newPassword, 'Fresh!Hay2028'));
    expect(mismatch.body.result.error?.confirmPassword).toEqual(['Passwords do not match']);
    // Passwords are never sent back into the form.
    expect(JSON.stringify(mismatch.body)).not.toContain(newPassword);
    expect(responseOf(await reset(token)).status).toBe(302);
  });

  it('gives a disabled account nothing, even with a link sent before it was disabled', async () => {
    const rider = await createSignedInUser();
    await forgot(rider.email);
    const token = tokenFromOutbox();
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, rider.id));
    const reply = formReply(await reset(token));
    expect(reply.body.invalidLink).toBe(true);
    expect(await authenticate(rider.email, rider.password)).toEqual({ ok: false, reason: 'disabled' });
  });
});
