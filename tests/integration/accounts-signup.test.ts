import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordRulesMessage } from '../../app/accounts/accounts.forms';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { getSessionUser } from '../../app/accounts/session.server';
import { getEnv } from '../../app/config/env.server';
import { takeFlash } from '../../app/flash/flash.server';
import { action, emailTakenMessage } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom } from '../helpers/test-users';

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
});

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
    const response = responseOf(await post({ ...valid, password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' }));
    expect(response.status).toBe(302);
  });

  it('refuses a password over 128 characters before hashing it', async () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    const result = formReply(await post({ ...valid, password: long, confirmPassword: long }));
    expect(result.status).toBe(400);
    expect(result.body.result.error?.password).toEqual(['Password cannot exceed 128 characters']);
  });
});

describe('signup action: success', () => {
  it('stores the user trimmed with an argon2id hash, signs them in (User only) and redirects', async () => {
    const response = responseOf(await post(valid));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');

    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('__session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    // Not Secure outside production: plain-http localhost must be able to sign in.
    expect(session).not.toMatch(/;\s*Secure/i);

    const [row, ...others] = await t.db().select().from(users);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'Rider.One@Example.com',
      name: 'Jo Rider',
      isClient: false,
      isAdmin: false,
      disabled: false,
    });
    // OWASP's argon2id cost: 19 MiB, 2 passes, 1 lane.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const signedIn = await getSessionUser(siteRequest('/', { cookie: cookieFrom(session ?? '') }));
    expect(signedIn).toMatchObject({ id: row?.id, name: 'Jo Rider', isClient: false, isAdmin: false });

    const flash = setCookies.find((c) => c.startsWith('__flash=')) ?? '';
    const { flash: message } = await takeFlash(siteRequest('/', { cookie: cookieFrom(flash) }));
    expect(message?.message).toBe('Welcome Jo Rider! Your account was created.');
  });

  it('refuses the same email in another case with 409 and the "already exists" message', async () => {
    responseOf(await post(valid));
    const again = { ...valid, email: 'RIDER.ONE@EXAMPLE.COM', confirmEmail: 'RIDER.ONE@EXAMPLE.COM' };
    const result = formReply(await post({ ...again, name: 'Other Rider' }));
    expect(result.status).toBe(409);
    expect(result.body.result.error?.['']).toEqual([emailTakenMessage]);
    expect(emailTakenMessage).toContain('already exists');
    expect(result.headers.get('Set-Cookie')).toBeNull();
    expect(JSON.stringify(result.body)).not.toContain(password);
    const rows = await t.db().select().from(users);
    expect(rows.map((r) => r.name)).toEqual(['Jo Rider']);
  });

  it('never keeps the password in clear: not in any table, not in the cookies', async () => {
    const response = responseOf(await post(valid));
    formReply(await post({ ...valid, name: 'Second Try' }));
    const snapshot = JSON.stringify(await t.snapshot());
    expect(snapshot).toContain('Jo Rider');
    expect(snapshot).not.toContain(password);
    expect(snapshot).not.toContain(encodeURIComponent(password));
    const setCookie = response.headers.getSetCookie().join('\n');
    for (const form of [password, encodeURIComponent(password), Buffer.from(password).toString('base64')]) {
      expect(setCookie).not.toContain(form);
    }
    // The session table keeps only a hash of the cookie's token.
    const token = decodeURIComponent(cookieFrom(setCookie).split('=')[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    const [session] = await t.db().select().from(sessions);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshot).not.toContain(token);
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
      const response = responseOf(await post({ ...valid, email, confirmEmail: email }, '192.0.2.50'));
      expect(response.status).toBe(302);
    }
    const email = 'one.too.many@example.com';
    const limited = formReply(await post({ ...valid, email, confirmEmail: email }, '192.0.2.50'));
    expect(limited.status).toBe(429);
    expect(limited.body.result.error?.['']?.[0]).toMatch(/^Too many sign-ups/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await t.db().select().from(users).where(eq(users.email, email))).length).toBe(0);

    const other = responseOf(await post({ ...valid, email, confirmEmail: email }, '192.0.2.51'));
    expect(other.status).toBe(302);
  });
});
