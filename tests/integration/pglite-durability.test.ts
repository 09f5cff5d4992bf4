import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../app/db/client.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-fsync-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk (decision 016)', () => {
  it('runs with fsync on, so a committed write is on disk before it is acknowledged', async () => {
    const database = await openPglite(path.join(dir, 'pglite'));
    try {
      const result = await database.db.execute(sql`show fsync`);
      expect((result as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync).toBe('on');
    } finally {
      await database.close();
    }
  });

  // The same folder as above: the option, not the folder, decides.
  it("turns fsync off only for the benchmark's explicit option (npm run bench's cost measurement)", async () => {
    const database = await openPglite(path.join(dir, 'pglite'), { unsafeFsyncOffForBenchmark: true });
    try {
      const result = await database.db.execute(sql`show fsync`);
      expect((result as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync).toBe('off');
    } finally {
      await database.close();
    }
  });
});
