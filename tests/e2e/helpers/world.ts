import type { Db } from '../../../app/db/client.server';
import { insertUser, type TestUser, type TestUserInput } from '../../../scripts/lib/site-users';
import { testPassword } from '../../../scripts/lib/test-data';

/**
 * The data every browser test finds on the shared server (docs/TESTING.md). Each worker's server
 * starts from the migrated, seeded template and, before it opens the database, gets the users and
 * rows the files in tests/e2e/seeds/ declare: one server for all the specs, instead of one per file.
 *
 * A spec that changes something (a role, a password, a cart) declares a user or a row of its own,
 * so the order the tests run in never matters. Rows that only exist to be read (the role users of
 * the accessibility walk) are shared.
 */

// The users' own helpers live beside the test server in scripts/lib/, which the benchmark shares;
// the specs keep reaching them through the world.
export {
  createTestUser,
  e2eSessionSecret,
  sessionCookies,
  sessionCookieValue,
  type TestUser,
  type TestUserInput,
} from '../../../scripts/lib/site-users';

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
