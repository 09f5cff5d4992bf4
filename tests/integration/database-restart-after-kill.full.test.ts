import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../app/db/client.server';
import { holdDatabase } from '../helpers/database-holder';
import { emptyPgliteDataDir } from '../helpers/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-restart-'));
const pgliteDir = path.join(root, 'pglite');
let holder: ChildProcess | undefined;

afterAll(() => {
  holder?.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

/** The embedded database on disk with one table, then held by another process that fills it. */
async function startHolder(): Promise<ChildProcess> {
  const database = await openPglite(pgliteDir, { loadDataDir: await emptyPgliteDataDir() });
  await database.db.execute(sql.raw('create table survived (answer integer)'));
  await database.close();
  return holdDatabase(pgliteDir, ['insert into survived values (42)']);
}

describe('a start right after a crash', () => {
  it('opens the embedded database at once after its holder was killed with kill -9, with its data', async () => {
    holder = await startHolder();
    const pid = holder.pid ?? 0;
    // kill -9, then the new start in the same breath, as a supervisor restarting at once does: the
    // killed process is still being torn down and nobody has collected it yet.
    process.kill(pid, 'SIGKILL');
    const database = await openPglite(pgliteDir);
    try {
      const result = await database.db.execute(sql.raw('select answer from survived'));
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ answer: 42 }]);
      expect(fs.readFileSync(`${pgliteDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });
});
