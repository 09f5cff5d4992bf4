import crypto from 'node:crypto';
import { createUser } from '../../app/accounts/accounts.server';
import { createSession } from '../../app/accounts/session.server';
import type { TestUser } from '../../scripts/lib/site-users';
import { testPassword } from '../../scripts/lib/test-data';

/** Users for integration tests, signed in by a real session (the same code path as login). */

/** A user a test signs in as: the integration tests' and the browser tests' (tests/e2e/helpers/world.ts). */
export type { TestUser };

let userCount = 0;

/** A user with the given roles, stored with testPassword and signed in by a fresh session. */
export async function createSignedInUser(
  roles: { isClient?: boolean; isAdmin?: boolean } = {},
  name = `Rider ${String.fromCharCode(65 + (userCount % 26))}`,
): Promise<TestUser> {
  userCount += 1;
  const email = `rider${userCount}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const created = await createUser({ email, name, password: testPassword, ...roles });
  if (!created.ok) throw new Error(`could not create ${email}`);
  const setCookie = await createSession(created.user.id, new Request('http://localhost/'));
  return { id: created.user.id, email, name, password: testPassword, cookie: cookieFrom(setCookie) };
}

/** 'name=value' of a Set-Cookie header, as a browser would send it back. */
export function cookieFrom(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}
