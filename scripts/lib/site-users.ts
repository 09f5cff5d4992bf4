import crypto from 'node:crypto';
import { createCookie } from 'react-router';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { hashPassword } from '../../app/accounts/password.server';
import type { Db } from '../../app/db/client.server';
import { testPassword } from './test-data';

/**
 * Users with a live session, written straight into a database before a server opens it: the
 * browser tests' world (tests/e2e/helpers/world.ts) and the benchmark's signed-in pages sign in
 * by cookie with them, without a sign-in per user.
 */

/** The SESSION_SECRET every test server gets; cookies made here are signed with it. */
export const e2eSessionSecret = 'e2e-test-session-secret-0123456789abcdef';

/** A user a test or the benchmark signs in as (tests/helpers/test-users.ts makes them through the app). */
export interface TestUser {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly password: string;
  /** The Cookie request header that carries this user's session: `__session=…`. */
  readonly cookie: string;
}

export interface TestUserInput {
  email: string;
  name: string;
  password?: string;
  isClient?: boolean;
  isAdmin?: boolean;
  disabled?: boolean;
  /** The address counts as verified (users made by user:create, the first admin). */
  verified?: boolean;
}

/** The session a user starts with: a token derived from the address, so it is the same in every worker. */
function sessionTokenFor(email: string): string {
  return crypto.createHash('sha256').update(`e2e-session:${email.toLowerCase()}`).digest('base64url');
}

const sessionCookie = createCookie('__session', { secrets: [e2eSessionSecret] });

async function signedCookieValue(token: string): Promise<string> {
  const header = await sessionCookie.serialize(token);
  return header.split(';')[0]?.split('=').slice(1).join('=') ?? '';
}

/** Argon2 is slow on purpose; every test user with the same password shares one hash. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts the user and a live session; returns the row id and the session's cookie value. */
export async function insertUser(db: Db, input: TestUserInput): Promise<{ id: number; cookie: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: await hashOnce(input.password ?? testPassword),
      isClient: input.isClient ?? false,
      isAdmin: input.isAdmin ?? false,
      disabled: input.disabled ?? false,
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Could not create ${input.email}`);
  const token = sessionTokenFor(input.email);
  await db.insert(sessions).values({
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    userId: row.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { id: row.id, cookie: await signedCookieValue(token) };
}

/**
 * Creates a user with a live session at once, in a database the test holds (a server of the
 * test's own, inside `startServer`'s `setup`), so the test can sign in by cookie.
 */
export async function createTestUser(db: Db, input: TestUserInput): Promise<TestUser> {
  const { id, cookie } = await insertUser(db, input);
  return {
    email: input.email,
    name: input.name,
    password: input.password ?? testPassword,
    id,
    cookie: `__session=${cookie}`,
  };
}

/** The signed value of `user`'s `__session` cookie (its Cookie header without the name). */
export function sessionCookieValue(user: TestUser): string {
  return user.cookie.slice('__session='.length);
}

/** The cookie list for `browserContext.addCookies` that signs `user` in on `baseUrl`. */
export function sessionCookies(user: TestUser, baseUrl: string) {
  return [
    {
      name: '__session',
      value: sessionCookieValue(user),
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    },
  ];
}
