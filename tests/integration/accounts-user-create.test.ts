import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { verifyPassword } from '../../app/accounts/password.server';
import { userCreateCommand } from '../../scripts/user-create-command';
import type { ScriptRun } from '../helpers/run-script';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * `npm run user:create` (PRODUCT §13): the command's work run in-process against this file's
 * database, every case. The command line itself, as a user runs it, in a child process, is
 * accounts-user-create-cli.full.test.ts (`npm run test:all`).
 */
const t = setupTestDatabase();

type Run = ScriptRun;

/** Runs the command in-process; the password from USER_PASSWORD, or from standard input. */
async function userCreate(args: string[], input: { password?: string; stdin?: string }): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await userCreateCommand({
    argv: args,
    passwordFromEnv: input.password,
    readPassword: async () => (input.stdin ?? '').split(/\r?\n/)[0] ?? '',
    // This file's database is already open; the command closes what it opened.
    openDatabase: async () => ({ close: async () => {} }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const storedUsers = () => t.db().select().from(users).orderBy(users.id);

const email = 'Stable.Hand@Example.com';
const password = 'Hay&Oats2024';

describe('user:create', () => {
  it('creates a user with the given roles and an argon2id hash', async () => {
    const run = await userCreate(['--email', email, '--name', 'Stable Hand', '--roles', 'Admin,Client'], {
      password,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created user Stable\.Hand@Example\.com \(id \d+\)\.$/m);
    expect(run.stdout).not.toContain(password);

    const [row, ...others] = (await storedUsers()).filter((u) => u.email === email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ name: 'Stable Hand', isAdmin: true, isClient: true, disabled: false });
    // Users made by the operator count as verified.
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('updates the same email (in any case) with a new name, roles and the password from stdin', async () => {
    const newPassword = 'Fresh&Straw99';
    const run = await userCreate(
      ['--email', 'stable.hand@example.com', '--name', 'Head Groom', '--roles', 'Client'],
      {
        stdin: `${newPassword}\n`,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Updated user Stable\.Hand@Example\.com \(id \d+\)\.$/m);
    // An update always says what it ended.
    expect(run.stdout).toContain('Ended 0 sessions and 0 unused email links of the account');

    const rows = (await storedUsers()).filter((u) => u.email.toLowerCase() === email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Head Groom', isAdmin: false, isClient: true });
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', newPassword)).toBe(true);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', password)).toBe(false);
  });

  it('updates an address nobody verified only with --trust-unverified-email, then ends its sessions and says so', async () => {
    // Someone signed up with the owner's address (never verified) and is signed in.
    const stranger = 'owner.of.the.yard@example.com';
    const [row] = await t
      .db()
      .insert(users)
      .values({ email: stranger, name: 'Not The Owner', passwordHash: 'stranger-hash' })
      .returning();
    await t
      .db()
      .insert(sessions)
      .values({
        tokenHash: 'f'.repeat(64),
        userId: row?.id ?? 0,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const args = ['--email', stranger, '--name', 'Yard Owner', '--roles', 'Admin'];
    const before = await storedUsers();

    const refused = await userCreate(args, { password });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toBe(
      `${stranger} has an account whose address was never verified: whoever signed up with it may not own it. Nothing was changed. Ask the owner to verify the address (the link from signup, or Forgot password? on /login), or set --trust-unverified-email to take the account over: its password, name and roles are replaced, and its sessions and email links end.`,
    );
    expect(await storedUsers()).toEqual(before);

    const taken = await userCreate([...args, '--trust-unverified-email'], { password });
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/^Updated user owner\.of\.the\.yard@example\.com \(id \d+\)\.$/m);
    expect(taken.stdout).toContain(
      'Ended 1 session and 0 unused email links of the account: whoever was signed in to it must sign in again.',
    );
    expect(
      await t
        .db()
        .select()
        .from(sessions)
        .where(eq(sessions.userId, row?.id ?? 0)),
    ).toEqual([]);
    const [owner] = (await storedUsers()).filter((u) => u.email === stranger);
    expect(owner).toMatchObject({ name: 'Yard Owner', isAdmin: true });
    expect(owner?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown role with exit code 1 and one clear line, changing nothing', async () => {
    const before = await storedUsers();
    const run = await userCreate(
      ['--email', 'new@example.com', '--name', 'New Hand', '--roles', 'Admin,Owner'],
      {
        password,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('--roles: unknown role owner (use Admin, Client)');
    expect(run.stdout).toBe('');
    expect(await storedUsers()).toEqual(before);
  });

  it('refuses a bad email, a bad name and a short password with exit code 1, changing nothing', async () => {
    const before = await storedUsers();
    const badEmail = await userCreate(['--email', 'nope', '--name', 'New Hand'], { password });
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain('--email: ');
    const badName = await userCreate(['--email', 'new@example.com', '--name', 'R2D2'], { password });
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain('--name: Name must only contain letters');
    const short = await userCreate(['--email', 'new@example.com', '--name', 'New Hand'], {
      password: 'short',
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password: Must be longer than 8 characters');
    expect(await storedUsers()).toEqual(before);
  });
});
