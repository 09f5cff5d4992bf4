import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../app/accounts/accounts.server';
import { getEnv } from '../../app/config/env.server';
import { action as accountAction } from '../../app/routes/account';
import { action as loginAction } from '../../app/routes/login';
import { action as resetAction } from '../../app/routes/reset-password';
import { action as signupAction } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/** No answer of a form that carries a password sends the password back, whatever went wrong. */
setupTestDatabase();

const password = 'Secret&Saddle93';
const taken = 'taken.rider@example.com';

async function answerText(
  action: (args: never) => unknown,
  path: string,
  fields: Record<string, string>,
  ip: string,
  extra: { params?: Record<string, string>; cookie?: string } = {},
) {
  const request = siteRequest(path, { fields, cookie: extra.cookie });
  const settled = await settle(() => action(routeArgs<typeof action>(request, extra.params, ip) as never));
  return { status: settled.status, text: JSON.stringify(settled.body) };
}

beforeAll(async () => {
  await createUser({ email: taken, name: 'Taken Rider', password: 'Other&Pass77' });
});
beforeEach(() => resetRateLimits());

describe('login replies', () => {
  const login = (fields: Record<string, string>, ip = '192.0.2.10') =>
    answerText(loginAction, '/login', fields, ip);

  it.each([
    ['a field error', { email: 'not-an-email', password }],
    ['a wrong password', { email: taken, password }],
    ['the honeypot', { email: taken, password, website: 'spam' }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await login(fields);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain(password);
  });

  it('the rate limit', async () => {
    for (let i = 0; i < getEnv().AUTH_RATE_LIMIT; i++)
      await login({ email: `x${i}@example.com`, password }, '192.0.2.11');
    const { status, text } = await login({ email: taken, password }, '192.0.2.11');
    expect(status).toBe(429);
    expect(text).not.toContain(password);
  });
});

describe('signup replies', () => {
  const valid = {
    email: 'new.rider@example.com',
    confirmEmail: 'new.rider@example.com',
    name: 'New Rider',
    password,
    confirmPassword: password,
  };
  const signup = (fields: Record<string, string>, ip = '192.0.2.20') =>
    answerText(signupAction, '/signup', fields, ip);

  it.each([
    ['a field error', { ...valid, name: 'N' }],
    ['the honeypot', { ...valid, website: 'spam' }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await signup(fields);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain(password);
  });

  // Both get the one neutral answer (decision 031).
  it.each([
    ['a new email', valid],
    ['an email already taken', { ...valid, email: taken, confirmEmail: taken }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await signup(fields);
    expect(status).toBe(200);
    expect(text).not.toContain(password);
  });
});

describe('reset-password replies', () => {
  // An unknown token: the form still answers, and never with the new password in it.
  const token = 'unknown-token-0123456789abcdefghijklmnopq';
  const reset = (fields: Record<string, string>, ip = '192.0.2.30') =>
    answerText(resetAction, `/reset-password/${token}`, fields, ip, { params: { token } });

  it.each([
    ['a field error', { password, confirmPassword: `${password}x` }],
    ['a weak password', { password: 'short', confirmPassword: 'short' }],
    ['an unknown link', { password, confirmPassword: password }],
    ['the honeypot', { password, confirmPassword: password, website: 'spam' }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await reset(fields);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain(password);
    expect(text).not.toContain('short');
  });

  it('the rate limit', async () => {
    for (let i = 0; i < getEnv().AUTH_RATE_LIMIT; i++)
      await reset({ password, confirmPassword: password }, '192.0.2.31');
    const { status, text } = await reset({ password, confirmPassword: password }, '192.0.2.31');
    expect(status).toBe(429);
    expect(text).not.toContain(password);
  });
});

describe('account change-password replies', () => {
  const current = 'Gallop!Trot9';
  const change = async (fields: Record<string, string>) => {
    const rider = await createSignedInUser();
    return answerText(accountAction, '/account', { intent: 'change-password', ...fields }, '192.0.2.40', {
      cookie: rider.cookie,
    });
  };

  it.each([
    ['a field error', { currentPassword: current, password, confirmPassword: `${password}x` }],
    ['a wrong current password', { currentPassword: `${current}x`, password, confirmPassword: password }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await change(fields);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain(password);
    expect(text).not.toContain(current);
  });

  it('the limit on wrong current passwords', async () => {
    const rider = await createSignedInUser();
    const wrong = {
      intent: 'change-password',
      currentPassword: `${current}x`,
      password,
      confirmPassword: password,
    };
    for (let i = 0; i < getEnv().LOGIN_FAILURE_LIMIT; i++)
      await answerText(accountAction, '/account', wrong, '192.0.2.41', { cookie: rider.cookie });
    const { status, text } = await answerText(accountAction, '/account', wrong, '192.0.2.41', {
      cookie: rider.cookie,
    });
    expect(status).toBe(429);
    expect(text).not.toContain(password);
    expect(text).not.toContain(current);
  });
});
