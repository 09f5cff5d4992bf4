import crypto from 'node:crypto';
import { createCookie } from 'react-router';
import { sessions, users } from '../../../app/accounts/accounts.tables';
import { hashPassword } from '../../../app/accounts/password.server';
import type { Db } from '../../../app/db/client.server';
import { testPassword } from '../../test-data';

/** The SESSION_SECRET startServer gives the server; cookies made here must be signed with it. */
export const e2eSessionSecret = 'e2e-test-session-secret-0123456789abcdef';

export interface TestUserInput {
  email: string;
  name: string;
  password?: string;
  isClient?: boolean;
  isAdmin?: boolean;
  disabled?: boolean;
}

export interface TestUser {
  id: number;
  email: string;
  name: string;
  password: string;
  /** The signed `__session` cookie value of a live session, for `context.addCookies`. */
  sessionCookie: string;
}

/**
 * Creates a user with a live session directly in the database (inside startServer's `setup`), so a
 * test can be signed in by cookie without going through the login form.
 */
export async function createTestUser(db: Db, input: TestUserInput): Promise<TestUser> {
  const password = input.password ?? testPassword;
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(password),
      isClient: input.isClient ?? false,
      isAdmin: input.isAdmin ?? false,
      disabled: input.disabled ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Could not create ${input.email}`);
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    userId: row.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const cookie = createCookie('__session', { secrets: [e2eSessionSecret] });
  const header = await cookie.serialize(token);
  const value = header.split(';')[0]?.split('=').slice(1).join('=') ?? '';
  return { id: row.id, email: input.email, name: input.name, password, sessionCookie: value };
}

/** The cookie list for `browserContext.addCookies` that signs `user` in on `baseUrl`. */
export function sessionCookies(user: TestUser, baseUrl: string) {
  return [
    { name: '__session', value: user.sessionCookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' as const },
  ];
}
