import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Another process that opens the embedded database at `pgliteDir` the way the server does (the
 * lock, then PGlite), runs `statements` (each committed) and keeps it open, like a running server,
 * until it is killed.
 */
export async function holdDatabase(pgliteDir: string, statements: string[] = []): Promise<ChildProcess> {
  const code = [
    "import { sql } from 'drizzle-orm';",
    "import { openPglite } from './app/db/client.server.ts';",
    `const database = await openPglite(${JSON.stringify(pgliteDir)});`,
    `for (const statement of ${JSON.stringify(statements)}) await database.db.execute(sql.raw(statement));`,
    "console.log('open');",
    'setInterval(() => {}, 1000);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: path.resolve('.'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve();
    });
    child.once('exit', (exitCode) => reject(new Error(`the holder exited (${exitCode})`)));
  });
  return child;
}
