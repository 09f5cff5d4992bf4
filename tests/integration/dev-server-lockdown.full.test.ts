import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../app/db/client.server';
import { emptyPgliteDataDir } from '../helpers/test-database';

/**
 * `npm run dev` (Vite in middleware mode): it listens on 127.0.0.1 by default and never serves the
 * data folder, .env or other files of the project.
 */
const root = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess;
let base = '';
let output = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

beforeAll(async () => {
  // A data folder inside the project, as the default ./data is, with a file worth stealing.
  dataDir = fs.mkdtempSync(path.join(root, 'data-devtest-'));
  fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'outbox', 'secret.eml'), 'secret mail');
  // A database made from the cached empty one, so the server does not run initdb (about 5 s).
  const prepared = await openPglite(path.join(dataDir, 'pglite'), {
    loadDataDir: await emptyPgliteDataDir(),
  });
  await prepared.close();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  delete env.HOST;
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Server ready at')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(output));
      }
    }, 100);
  });
  base = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise((resolve) => child?.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the development server', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(output).toContain(`Server ready at ${base}`);
  });

  it('answers 404 for the data folder and .env', async () => {
    const folder = path.basename(dataDir);
    for (const url of [
      `/${folder}/outbox/secret.eml`,
      '/.env',
      '/.env.example',
      `/@fs${dataDir}/outbox/secret.eml`,
    ]) {
      const response = await fetch(base + url);
      expect(await response.text(), url).not.toContain('secret mail');
      expect(response.status, url).toBe(404);
    }
  });

  it('serves nothing else of the project outside app/ and public/', async () => {
    for (const url of [
      '/package.json',
      '/server/app.ts',
      `/@fs${root}/package.json`,
      `/@fs${root}/.env.example`,
    ]) {
      const response = await fetch(base + url);
      const text = await response.text();
      expect(text, url).not.toContain('"scripts"');
      expect(text, url).not.toContain('createRequestHandler');
      expect([403, 404], url).toContain(response.status);
    }
  });
});
