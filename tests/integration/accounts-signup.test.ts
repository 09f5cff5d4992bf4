import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { getEnv } from '../../app/config/env.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action, signedUpMessage } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { passwordRulesMessage } from '../../app/validation/fields';
import { formReply, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

const password = 'Saddle#Up2024';
const valid = {
  email: '  Rider.One@Example.com ',
  confirmEmail: 'Rider.One@Example.com',
  name: 'Jo Rider',
  password,
  confirmPassword: password,
};

let ipCount = 0;
/** Each post from its own address unless told, so the per-IP limit only bites where a test wants it. */
function post(fields: Record<string, string>, clientIp = `198.51.100.${++ipCount}`) {
  return action(routeArgs<typeof action>(siteRequest('/signup', { fields }), {}, clientIp));
}

const countRows = async () => ({
  users: (await t.db().select().from(users)).length,
  sessions: (await t.db().select().from(sessions)).length,
});

beforeEach(async () => {
  await resetRateLimits();
  await t.db().delete(users);
  await t.clearMail();
});

/** The emails delivered since the last call (the worker runs first), oldest first. */
async function delivered() {
  await deliverDueMail();
  const mails = t.outbox();
  t.clearOutbox();
  return mails;
}

describe('signup action: PRODUCT §5 Signup messages', () => {
  it.each([
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'rider-at-example', confirmEmail: 'rider-at-example' }, 'Email address is invalid'],
    ['email', { email: 'a@b', confirmEmail: 'a@b' }, 'Email must be longer than 5 characters'],
    ['confirmEmail', { confirmEmail: 'someone.else@example.com' }, 'Emails do not match'],
    ['confirmEmail', { confirmEmail: '' }, 'Emails do not match'],
    // PRODUCT §5: the confirmation must be the address exactly as typed, capitals included.
    ['confirmEmail', { confirmEmail: 'rider.one@example.com' }, 'Emails do not match'],
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'J' }, "Name can't be shorter than 2 characters"],
    ['name', { name: 'Jo R1der' }, 'Name must only contain letters'],
    ['name', { name: 'A'.repeat(101) }, 'Name cannot exceed 100 characters'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required'],
    ['password', { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, 'Must be longer than 8 characters'],
    ['password', { password: 'saddleup2024!', confirmPassword: 'saddleup2024!' }, passwordRulesMessage],
    ['password', { password: 'SADDLEUP2024!', confirmPassword: 'SADDLEUP2024!' }, passwordRulesMessage],
    ['password', { password: 'SaddleUpNow!', confirmPassword: 'SaddleUpNow!' }, passwordRulesMessage],
    ['password', { password: 'SaddleUp2024', confirmPassword: 'SaddleUp2024' }, passwordRulesMessage],
    ['confirmPassword', { confirmPassword: '' }, 'Confirm Password is required'],
    ['confirmPassword', { confirmPassword: 'Saddle#Up2025' }, 'Passwords do not match'],
  ])('refuses a bad %s (%j) with 400, stores nothing and sets no cookie', async (field, change, message) => {
    const result = formReply(await post({ ...valid, ...change }));
    expect(result.status).toBe(400);
    // The first message is the one the form shows ('a@b' is also not an address, but is short first).
    expect(result.body.result.error?.[field]?.[0]).toBe(message);
    expect(result.headers.get('Set-Cookie')).toBeNull();
    expect(await countRows()).toEqual({ users: 0, sessions: 0 });
    // The passwords are never sent back to prefill the form.
    expect(JSON.stringify(result.body)).not.toContain('Saddle#Up');
  });

  it('names the four password requirements in its message', () => {
    for (const part of ['uppercase', 'lowercase', 'number', '! @ # $ % ^ & *']) {
      expect(passwordRulesMessage).toContain(part);
    }
  });

  it('accepts a password of exactly 8 characters (PRODUCT §5: minimum length 8)', async () => {
    const result = formReply(await post({ ...valid, password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' }));
    expect(result.status).toBe(200);
    expect(await countRows()).toEqual({ users: 1, sessions: 0 });
  });

  it('refuses a password over 128 characters before hashing it', async () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    const result = formReply(await post({ ...valid, password: long, confirmPassword: long }));
    expect(result.status).toBe(400);
    expect(result.body.result.error?.password).toEqual(['Password cannot exceed 128 characters']);
  });
});

describe('signup action: success (decision 031)', () => {
  it('stores the user trimmed with an argon2id hash, unverified, emails the link and signs nobody in', async () => {
    const result = formReply(await post(valid));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ sentTo: 'Rider.One@Example.com' });
    expect(signedUpMessage('Rider.One@Example.com')).toBe(
      'Thanks for signing up! We sent a message to Rider.One@Example.com: open it to confirm your address, then log in.',
    );
    // Nobody is signed in: a session here, and none for an address with an account, would tell them apart.
    expect(result.headers.get('Set-Cookie')).toBeNull();

    const [row, ...others] = await t.db().select().from(users);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'Rider.One@Example.com',
      name: 'Jo Rider',
      isClient: false,
      isAdmin: false,
      disabled: false,
      emailVerifiedAt: null,
    });
    // OWASP's argon2id cost: 19 MiB, 2 passes, 1 lane.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await t.db().select().from(sessions)).toEqual([]);

    const mails = await delivered();
    // (The mail's address reads as typed but for its domain, which mail software writes in lower case.)
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['Rider.One@example.com', 'Verify your email address'],
    ]);
    // The new account signs in with its password.
    expect(await authenticate(valid.email, password)).toMatchObject({
      ok: true,
      user: { name: 'Jo Rider' },
    });
  });

  it('answers an address that has an account exactly as a new one, changes nothing, and emails its owner', async () => {
    const first = formReply(await post(valid));
    await delivered();
    const before = await t.snapshot();
    // A stranger tries the same address (in another case, with other details).
    const attempt = {
      ...valid,
      name: 'Other Rider',
      password: 'Other#Pass2025',
      confirmPassword: 'Other#Pass2025',
    };
    const again = formReply(await post(attempt));
    expect(again.status).toBe(first.status);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(JSON.stringify(again.body)).not.toContain('Other#Pass2025');

    const mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('Rider.One@example.com');
    expect(mails[0]?.subject).toBe('Someone tried to sign up with your address');
    expect(mails[0]?.text).toContain('Hello Jo Rider,');
    expect(mails[0]?.text).toContain('Log in: http://localhost:3000/login');
    expect(mails[0]?.text).not.toContain('Other#Pass2025');
    // The account is as it was: no second row, the owner's name and password kept, no session.
    const { mail_outbox: _queued, ...after } = await t.snapshot();
    const { mail_outbox: _queuedBefore, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(await authenticate(valid.email, 'Other#Pass2025')).toEqual({ ok: false, reason: 'invalid' });
  });

  it("tells an account's owner of at most 3 sign-up attempts an hour, answering every one the same", async () => {
    formReply(await post(valid));
    await delivered();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(formReply(await post(valid)));
    for (const answer of answers) expect(JSON.stringify(answer.body)).toBe(JSON.stringify(answers[0]?.body));
    const mails = await delivered();
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(3).fill('Someone tried to sign up with your address'),
    );
  });

  it('never keeps the password in clear in any table', async () => {
    formReply(await post(valid));
    formReply(await post({ ...valid, name: 'Second Try' }));
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).toContain('Jo Rider');
    expect(snapshot).not.toContain(password);
    expect(snapshot).not.toContain(encodeURIComponent(password));
  });

  it('answers a filled honeypot with 400 and stores nothing', async () => {
    const result = formReply(await post({ ...valid, website: 'http://spam.example' }));
    expect(result.status).toBe(400);
    expect(await countRows()).toEqual({ users: 0, sessions: 0 });
  });

  it('answers 429 after AUTH_RATE_LIMIT sign-ups from one IP; other IPs still pass', async () => {
    const limit = getEnv().AUTH_RATE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const email = `rider${i}@example.com`;
      expect(formReply(await post({ ...valid, email, confirmEmail: email }, '192.0.2.50')).status).toBe(200);
    }
    const email = 'one.too.many@example.com';
    const limited = formReply(await post({ ...valid, email, confirmEmail: email }, '192.0.2.50'));
    expect(limited.status).toBe(429);
    expect(limited.body.result.error?.['']?.[0]).toMatch(/^Too many sign-ups/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await t.db().select().from(users).where(eq(users.email, email))).length).toBe(0);

    const other = formReply(await post({ ...valid, email, confirmEmail: email }, '192.0.2.51'));
    expect(other.status).toBe(200);
  });
});
