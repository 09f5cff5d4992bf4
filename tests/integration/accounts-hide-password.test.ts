import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../app/accounts/accounts.server';
import { getEnv } from '../../app/config/env.server';
import { action as loginAction } from '../../app/routes/login';
import { action as signupAction } from '../../app/routes/signup';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { routeArgs, settle, setupTestDatabase, siteRequest } from '../helpers/test-database';

/** No answer of a form that carries a password sends the password back, whatever went wrong. */
setupTestDatabase();

const password = 'Secret&Saddle93';
const taken = 'taken.rider@example.com';

async function answerText(
  action: (args: never) => unknown,
  path: string,
  fields: Record<string, string>,
  ip: string,
) {
  const settled = await settle(() =>
    action(routeArgs<typeof action>(siteRequest(path, { fields }), {}, ip) as never),
  );
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
    ['an email already taken', { ...valid, email: taken, confirmEmail: taken }],
    ['the honeypot', { ...valid, website: 'spam' }],
  ])('%s', async (_case, fields) => {
    const { status, text } = await signup(fields);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain(password);
  });
});
