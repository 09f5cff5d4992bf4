import crypto from 'node:crypto';
import { createCookie } from 'react-router';
import { sessions, users } from '../../../app/accounts/accounts.tables';
import { hashPassword } from '../../../app/accounts/password.server';
import type { Db } from '../../../app/db/client.server';
import type { TestUser } from '../../helpers/test-users';
import { testPassword } from '../../test-data';

/**
 * The data every browser test finds on the shared server (docs/TESTING.md). Each worker's server
 * starts from the migrated, seeded template and, before it opens the database, gets the users and
 * rows the files in tests/e2e/seeds/ declare: one server for all the specs, instead of one per file.
 *
 * A spec that changes something (a role, a password, a cart) declares a user or a row of its own,
 * so the order the tests run in never matters. Rows that only exist to be read (the role users of
 * the accessibility walk) are shared.
 */

/** The SESSION_SECRET every test server gets; cookies made here are signed with it. */
export const e2eSessionSecret = 'e2e-test-session-secret-0123456789abcdef';

export type { TestUser };

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
async function insertUser(db: Db, input: TestUserInput): Promise<{ id: number; cookie: string }> {
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

interface DeclaredUser {
  input: TestUserInput;
  id?: number;
  cookie?: string;
}

const declaredUsers: DeclaredUser[] = [];
const declaredSeeds: { name: string; run: (db: Db) => Promise<void> }[] = [];

/** A user the shared server is seeded with, declared at the top of a seed file. */
export function worldUser(input: TestUserInput): TestUser {
  const declared: DeclaredUser = { input };
  if (declaredUsers.some((other) => other.input.email.toLowerCase() === input.email.toLowerCase()))
    throw new Error(`Two seed files declare ${input.email}: give each test its own user`);
  declaredUsers.push(declared);
  const seeded = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${input.email}: ${what} is known once the server is seeded`);
    return value;
  };
  return {
    email: input.email,
    name: input.name,
    password: input.password ?? testPassword,
    get id() {
      return seeded(declared.id, 'the id');
    },
    get cookie() {
      return `__session=${seeded(declared.cookie, 'the session cookie')}`;
    },
  };
}

/** Rows the shared server is seeded with, after every declared user exists. */
export function worldSeed(name: string, run: (db: Db) => Promise<void>): void {
  declaredSeeds.push({ name, run });
}

/** Writes every declared user and seed into `db` (the worker's server, before it starts). */
export async function seedWorld(db: Db): Promise<void> {
  for (const declared of declaredUsers) {
    const { id, cookie } = await insertUser(db, declared.input);
    declared.id = id;
    declared.cookie = cookie;
  }
  for (const seed of declaredSeeds) {
    try {
      await seed.run(db);
    } catch (error) {
      throw new Error(`Seeding "${seed.name}" failed: ${String(error)}`);
    }
  }
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
