import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { verifyPassword } from '../../app/accounts/password.server';
import { openPglite } from '../../app/db/client.server';

/**
 * `npm run user:create` as a user runs it: a child process on its own embedded database (a fresh
 * DATA_DIR, no DATABASE_URL). PGlite allows one opener per folder, so this file reads the folder
 * only between runs, after the child has exited.
 */
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-user-create-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function userCreate(args: string[], options: { password?: string; stdin?: string } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.USER_PASSWORD;
  if (options.password !== undefined) env.USER_PASSWORD = options.password;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], {
    cwd: path.resolve('.'),
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function storedUsers() {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await database.db.select().from(users);
  } finally {
    await database.close();
  }
}

const email = 'Stable.Hand@Example.com';
const password = 'Hay&Oats2024';

// Each run starts Node, tsx and PGlite (initdb on the first), so allow a slow shared machine time.
describe('scripts/user-create.ts', { timeout: 300_000 }, () => {
  it('creates a user with the given roles and an argon2id hash', async () => {
    const run = await userCreate(['--email', email, '--name', 'Stable Hand', '--roles', 'Admin,Client'], {
      password,
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created user Stable\.Hand@Example\.com \(id \d+\)\.$/m);
    expect(run.stdout + run.stderr).not.toContain(password);

    const [row, ...others] = (await storedUsers()).filter((u) => u.email === email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ name: 'Stable Hand', isAdmin: true, isClient: true, disabled: false });
    // Users made by the operator count as verified (issue 13).
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
    // An update always says what it ended (issue 23).
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
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const [row] = await database.db
        .insert(users)
        .values({ email: stranger, name: 'Not The Owner', passwordHash: 'stranger-hash' })
        .returning();
      await database.db.insert(sessions).values({
        tokenHash: 'f'.repeat(64),
        userId: row?.id ?? 0,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    } finally {
      await database.close();
    }
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
    const after = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect(await after.db.select().from(sessions)).toEqual([]);
      const [owner] = (await after.db.select().from(users)).filter((u) => u.email === stranger);
      expect(owner).toMatchObject({ name: 'Yard Owner', isAdmin: true });
      expect(owner?.emailVerifiedAt).toBeInstanceOf(Date);
    } finally {
      await after.close();
    }
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

  it('refuses a bad email, a bad name and a short password with exit code 1', async () => {
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
  });
});
