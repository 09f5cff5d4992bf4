import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import {
  accountFailuresBeforeSlowDown,
  maxSlowDownMs,
  slowDownMs,
} from '../../app/accounts/auth-actions.server';
import { getSessionUser } from '../../app/accounts/session.server';
import { getEnv } from '../../app/config/env.server';
import { takeFlash } from '../../app/flash/flash.server';
import { action, disabledMessage } from '../../app/routes/login';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom } from '../helpers/test-users';

const t = setupTestDatabase();

const password = 'Canter&Jump77';
const rider = { email: 'Sam.Rider@Example.com', name: 'Sam Rider' };
const disabled = { email: 'gone@example.com', name: 'Gone Rider' };
let riderId: number;

let ipCount = 0;
function post(fields: Record<string, string>, clientIp = `198.51.100.${++ipCount}`) {
  return action(routeArgs<typeof action>(siteRequest('/login', { fields }), {}, clientIp));
}

const sessionRows = () => t.db().select().from(sessions).where(eq(sessions.userId, riderId));

beforeAll(async () => {
  const created = await createUser({ ...rider, password, isClient: true });
  if (!created.ok) throw new Error('rider not created');
  riderId = created.user.id;
  const gone = await createUser({ ...disabled, password });
  if (!gone.ok) throw new Error('disabled rider not created');
  await t.db().update(users).set({ disabled: true }).where(eq(users.id, gone.user.id));
});

beforeEach(async () => {
  await resetRateLimits();
  await t.db().delete(sessions);
});

describe('login action: messages', () => {
  it.each([
    ['email', { email: '', password }, 'Email is required'],
    ['email', { email: 'sam-at-example', password }, 'Email address is invalid'],
    ['password', { email: rider.email, password: '' }, 'Password is required'],
  ])('PRODUCT §5 Login: a bad %s gets 400 %j', async (field, fields, message) => {
    const result = formReply(await post(fields));
    expect(result.status).toBe(400);
    expect(result.body.result.error?.[field]).toEqual([message]);
  });

  it("answers an unknown email and a wrong password alike: 400 'Invalid Email or password'", async () => {
    const unknown = formReply(await post({ email: 'nobody@example.com', password }));
    const wrong = formReply(await post({ email: rider.email, password: 'Canter&Jump78' }));
    for (const result of [unknown, wrong]) {
      expect(result.status).toBe(400);
      expect(result.body.result.error).toEqual({ '': ['Invalid Email or password'] });
      expect(result.headers.get('Set-Cookie')).toBeNull();
      // The typed password is not sent back to prefill the form.
      expect(JSON.stringify(result.body)).not.toContain('Canter&Jump');
    }
    expect(await sessionRows()).toEqual([]);
  });

  it("tells 'Your account was disabled.' only to someone with the right password", async () => {
    const right = formReply(await post({ email: disabled.email, password }));
    expect(right.status).toBe(403);
    expect(right.body.result.error).toEqual({ '': [disabledMessage] });
    expect(disabledMessage).toBe('Your account was disabled.');

    const wrong = formReply(await post({ email: disabled.email, password: 'Wrong&Guess11' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.error).toEqual({ '': ['Invalid Email or password'] });
    expect(await t.db().select().from(sessions)).toEqual([]);
  });

  it('refuses a password over 128 characters without a session', async () => {
    const result = formReply(await post({ email: rider.email, password: `${password}${'x'.repeat(130)}` }));
    expect(result.status).toBe(400);
    expect(result.body.result.error).toEqual({ '': ['Invalid Email or password'] });
  });

  it('answers a filled honeypot like a wrong password and starts no session', async () => {
    const result = formReply(await post({ email: rider.email, password, website: 'http://spam.example' }));
    expect(result.status).toBe(400);
    expect(result.body.result.error).toEqual({ '': ['Invalid Email or password'] });
    expect(await sessionRows()).toEqual([]);
  });
});

describe('login action: success', () => {
  it('signs in with the email in any case and spacing, and says so', async () => {
    const response = responseOf(await post({ email: '  sam.rider@EXAMPLE.com ', password }));
    expect(response.status).toBe(302);
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('__session=')) ?? '';
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookies.join('\n')).not.toContain(password);
    expect(await getSessionUser(siteRequest('/', { cookie: cookieFrom(session) }))).toMatchObject({
      id: riderId,
      isClient: true,
      isAdmin: false,
    });
    const flash = setCookies.find((c) => c.startsWith('__flash=')) ?? '';
    const { flash: message } = await takeFlash(siteRequest('/', { cookie: cookieFrom(flash) }));
    expect(message?.message).toBe('Successfully logged in');
  });

  it.each([
    ['/products', '/products'],
    ['/BookingInfo/3?edit=1', '/BookingInfo/3?edit=1'],
    ['', '/'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/\\evil.com', '/'],
    ['evil.com', '/'],
    // Dot segments that pass a check of the input and normalise to '//evil.com'.
    ['/.//evil.com', '/'],
    ['/..//evil.com', '/'],
    ['/%2e//evil.com', '/'],
    ['/%2E%2E//evil.com', '/'],
    ['/a/..//evil.com', '/'],
    ['/a/b/../..//evil.com/x?y=1', '/'],
    // Dot segments that stay on the site are followed, normalised.
    ['/shop/../products', '/products'],
  ])('sends the user on to redirectTo %j only when it is a same-site path (→ %s)', async (redirectTo, to) => {
    const response = responseOf(await post({ email: rider.email, password, redirectTo }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(to);
  });

  // Browsers drop tabs and newlines from a URL, so '/\t/evil.com' would be read as '//evil.com'.
  it('sends a redirectTo with a tab or newline, which browsers drop, home', async () => {
    for (const redirectTo of ['/\t/evil.com', '/\n/evil.com']) {
      const response = responseOf(await post({ email: rider.email, password, redirectTo }));
      expect(response.headers.get('Location'), JSON.stringify(redirectTo)).toBe('/');
    }
  });

  it('starts a new session, with a new id, at every login', async () => {
    const first = responseOf(await post({ email: rider.email, password }));
    const second = responseOf(await post({ email: rider.email, password }));
    const cookieOf = (r: Response) =>
      cookieFrom(r.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '');
    expect(cookieOf(first)).not.toBe(cookieOf(second));
    const rows = await sessionRows();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.tokenHash)).size).toBe(2);
    // Each expires 14 days on.
    for (const row of rows) {
      const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
    }
  });
});

describe('login action: rate limits', () => {
  it('answers 429 after AUTH_RATE_LIMIT posts from one IP, even with the right password', async () => {
    const limit = getEnv().AUTH_RATE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const result = formReply(await post({ email: `stranger${i}@example.com`, password }, '192.0.2.7'));
      expect(result.status).toBe(400);
    }
    const limited = formReply(await post({ email: rider.email, password }, '192.0.2.7'));
    expect(limited.status).toBe(429);
    expect(limited.body.result.error?.['']?.[0]).toMatch(/^Too many sign-in attempts/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await sessionRows()).toEqual([]);

    const otherIp = responseOf(await post({ email: rider.email, password }, '192.0.2.8'));
    expect(otherIp.status).toBe(302);
  });

  it("throttles one address after LOGIN_FAILURE_LIMIT tries on an account; the owner's other address still signs in", async () => {
    const limit = getEnv().LOGIN_FAILURE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const result = formReply(
        await post({ email: rider.email, password: `Guess&Number${i}` }, '192.0.2.66'),
      );
      expect(result.status).toBe(400);
    }
    // The attacker's address, even with the right password and the email in another case: 429.
    const throttled = formReply(await post({ email: rider.email.toUpperCase(), password }, '192.0.2.66'));
    expect(throttled.status).toBe(429);
    expect(throttled.body.result.error?.['']?.[0]).toMatch(/^Too many sign-in attempts/);
    expect(throttled.body.result.initialValue?.password).toBeUndefined();
    expect(await sessionRows()).toEqual([]);

    // The owner, from another address, signs in.
    const owner = responseOf(await post({ email: rider.email, password }, '192.0.2.67'));
    expect(owner.status).toBe(302);
    // The same address on another account is not affected.
    const other = formReply(await post({ email: disabled.email, password }, '192.0.2.66'));
    expect(other.status).toBe(403);
  });

  it('counts parallel guesses before checking them: of 20 at once, only LOGIN_FAILURE_LIMIT are tried', async () => {
    const limit = getEnv().LOGIN_FAILURE_LIMIT;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post({ email: rider.email, password: `Parallel&Guess${i}` }, '192.0.2.77').then(formReply),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
  });

  it('a successful sign-in forgets the earlier failed tries from that address', async () => {
    const limit = getEnv().LOGIN_FAILURE_LIMIT;
    for (let i = 1; i < limit; i++) {
      formReply(await post({ email: rider.email, password: `Guess&Number${i}` }, '192.0.2.88'));
    }
    expect(responseOf(await post({ email: rider.email, password }, '192.0.2.88')).status).toBe(302);
    for (let i = 1; i < limit; i++) {
      const result = formReply(await post({ email: rider.email, password: `Guess&Again${i}` }, '192.0.2.88'));
      expect(result.status).toBe(400);
    }
  });
});

describe('login action: IPv6 clients and the per-account slow-down (decision 029)', () => {
  it('counts two IPv6 addresses of one /64 as one client for the throttle on an account', async () => {
    const limit = getEnv().LOGIN_FAILURE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const result = formReply(
        await post({ email: rider.email, password: `Guess&Number${i}` }, `2001:db8:77:1::${i.toString(16)}`),
      );
      expect(result.status).toBe(400);
    }
    // Another address of the same /64, with the right password: still that client, 429.
    const sameNetwork = formReply(
      await post({ email: rider.email, password }, '2001:db8:77:1:abcd:ef01:2345:6789'),
    );
    expect(sameNetwork.status).toBe(429);
    expect(await sessionRows()).toEqual([]);
    // The next /64 is another client.
    expect(responseOf(await post({ email: rider.email, password }, '2001:db8:77:2::1')).status).toBe(302);
  });

  it("counts two IPv6 addresses of one /64 as one client for the form's budget", async () => {
    const limit = getEnv().AUTH_RATE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      const result = formReply(
        await post({ email: `stranger${i}@example.com`, password }, `2001:db8:78:1:${i.toString(16)}::1`),
      );
      expect(result.status).toBe(400);
    }
    const limited = formReply(await post({ email: rider.email, password }, '2001:db8:78:1:ffff::2'));
    expect(limited.status).toBe(429);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const limit = getEnv().AUTH_RATE_LIMIT;
    for (let i = 1; i <= limit; i++) {
      formReply(await post({ email: `stranger${i}@example.com`, password }, '192.0.2.120'));
    }
    expect(formReply(await post({ email: rider.email, password }, '::ffff:192.0.2.120')).status).toBe(429);
  });

  it('slows every attempt on an account down past 10 failures an hour from all addresses, by a second each, up to 15 s', () => {
    expect(accountFailuresBeforeSlowDown).toBe(10);
    expect(maxSlowDownMs).toBe(15_000);
    expect([0, 9, 10].map(slowDownMs)).toEqual([0, 0, 0]);
    expect([11, 12, 20, 25, 26, 1000].map(slowDownMs)).toEqual([1000, 2000, 10_000, 15_000, 15_000, 15_000]);
  });

  it('after 11 failures an hour from all addresses, the next attempt waits a second and the owner still gets in', async () => {
    // Eleven failures, each from an address of its own: no per-address limit is reached.
    for (let i = 1; i <= accountFailuresBeforeSlowDown + 1; i++) {
      const result = formReply(await post({ email: rider.email, password: `Spread&Guess${i}` }));
      expect(result.status).toBe(400);
    }
    const started = performance.now();
    const owner = responseOf(await post({ email: rider.email.toUpperCase(), password }));
    // Never a lockout: the right password signs in, after the wait.
    expect(owner.status).toBe(302);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });
});
