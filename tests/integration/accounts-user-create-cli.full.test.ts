import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { verifyPassword } from '../../app/accounts/password.server';
import { openPglite } from '../../app/db/client.server';
import { runScript } from '../helpers/run-script';
import { emptyPgliteDataDir } from '../helpers/test-database';

/**
 * `npm run user:create` as an operator types it, in a child process on an embedded database of its
 * own (USER_PASSWORD, standard input, exit codes). Every case of the command itself is tested
 * in-process by accounts-user-create.test.ts; this one starts Node, tsx and PGlite, so it runs in
 * `npm run test:all` (docs/TESTING.md).
 */
const password = 'Hay&Oats2024';

/** The command as a person types it: Node, tsx and PGlite in a process of their own. */
function commandLine(args: string[], dataDir: string, input: { password?: string; stdin?: string }) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.USER_PASSWORD;
  if (input.password !== undefined) env.USER_PASSWORD = input.password;
  return runScript('user-create', args, { env, stdin: input.stdin });
}

// Starting Node, tsx and PGlite takes a while on a shared two-core machine.
describe('npm run user:create, on the command line', { timeout: 120_000 }, () => {
  it('takes the password from standard input, writes the embedded database, and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-user-create-'));
    try {
      // A data folder made from the cached empty database, so the child does not run initdb.
      const prepared = await openPglite(path.join(dataDir, 'pglite'), {
        loadDataDir: await emptyPgliteDataDir(),
      });
      await prepared.close();

      const created = await commandLine(
        ['--email', 'cli.hand@example.com', '--name', 'Cli Hand', '--roles', 'Admin'],
        dataDir,
        {
          stdin: `${password}\n`,
        },
      );
      expect(created.stderr).not.toMatch(/error/i);
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/^Created user cli\.hand@example\.com \(id \d+\)\.$/m);
      expect(created.stdout + created.stderr).not.toContain(password);

      const database = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const rows = await database.db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = 'cli.hand@example.com'`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ name: 'Cli Hand', isAdmin: true, isClient: false });
        expect(await verifyPassword(rows[0]?.passwordHash ?? '', password)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
