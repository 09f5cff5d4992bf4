import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { envSchema } from '../../app/config/env.server';
import type { Db } from '../../app/db/client.server';
import { openPglite } from '../../app/db/client.server';
import { seed } from '../../app/startup/seed.server';
import { buildIsStale } from '../build-stale.mjs';
import { serverMallocEnv, serverNodeFlags } from '../server-heap.mjs';
import { type ParsedEmail, parseEml } from './eml';
import { e2eSessionSecret } from './site-users';

export type { Db };

/** An outbox message, parsed by the reader the Vitest suites share, and the file it came from. */
export type ParsedMail = ParsedEmail & { file: string };

export interface ServerOptions {
  /** Extra environment for the server (e.g. FORM_RATE_LIMIT), on top of the test defaults. */
  env?: Record<string, string>;
  /** Runs against the fresh, migrated and seeded embedded database before the server opens it. */
  setup?: (db: Db) => Promise<void>;
  /**
   * Start on this existing DATA_DIR instead of a fresh one (a restart after a crash). The folder
   * stays when this server stops: it belongs to whoever made it.
   */
  dataDir?: string;
  /**
   * Start the README's way, `npm start` (scripts/start.mjs: its own production settings and a
   * session secret kept in DATA_DIR), instead of `node server.js`; `pid` and `signal` are then npm's.
   */
  npmStart?: boolean;
  /** Flags for `node` before server.js (the benchmark's profiled run: `--cpu-prof` is refused in NODE_OPTIONS). */
  nodeFlags?: string[];
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** The server's process id (the benchmark reads its memory from /proc). */
  pid: number;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  log(): string;
  /** The emails the server wrote to DATA_DIR/outbox, oldest first. */
  outbox(): Promise<ParsedMail[]>;
  /** Sends the server process a signal (the shutdown tests send SIGTERM themselves). */
  signal(name: NodeJS.Signals): void;
  /** With `npmStart`: sends the signal to npm's whole process group, as Ctrl-C in a terminal does. */
  signalGroup(name: NodeJS.Signals): void;
  /** Resolves with the process's exit code once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Names a folder holding a migrated, seeded DATA_DIR to start from (see global-setup.ts). */
export const templateEnvName = 'E2E_DATA_TEMPLATE';
/** Names a folder holding a copy of build/ and drizzle/, the server's working directory. */
export const appRootEnvName = 'E2E_APP_ROOT';
const readyLine = 'Server ready at';
const startTimeoutMs = 45_000;

/** Asks the OS for a port nobody uses, then frees it for the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('No port from the OS'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * PGlite allows one process per data folder, so the test prepares the database in-process first
 * (migrations, seed, the test's own rows) and closes it before the server opens it.
 */
async function prepareDatabase(dataDir: string, setup: ServerOptions['setup']): Promise<void> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await database.migrate();
    await seed(database.db);
    if (setup) await setup(database.db);
  } finally {
    await database.close();
  }
}

/** Makes `folder` a DATA_DIR holding a migrated and seeded database, for startServer to copy. */
export async function createDatabaseTemplate(folder: string): Promise<void> {
  await prepareDatabase(folder, undefined);
}

/**
 * The inherited environment minus every setting the server reads (app/config/env.server.ts), so a
 * BUSINESS_PHONE or DATABASE_URL in a developer's shell never reaches a test server: each test
 * server gets the defaults plus what its test asks for.
 */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(envSchema.shape)) delete env[name];
  return env;
}

function waitForReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Server did not start within ${startTimeoutMs} ms. Log:\n${output()}`));
    }, startTimeoutMs);
    const onData = () => {
      if (output().includes(readyLine)) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`Server exited with code ${code} before it was ready. Log:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
}

async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  // File names start with an ISO time stamp, so name order is send order.
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      return { ...parseEml(await fs.readFile(file, 'utf8')), file };
    }),
  );
}

/** Starts the built production server on a fresh temporary DATA_DIR and a free port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'equine-e2e-')));
  const template = process.env[templateEnvName];
  // On a PostgreSQL server (DATABASE_URL in options.env) the server migrates and seeds it itself.
  if (options.env?.DATABASE_URL) {
    // nothing to prepare here
  } else if (ownsDataDir) {
    if (template) await fs.cp(template, dataDir, { recursive: true });
    // The copied template is already migrated and seeded (and the server does both again at start),
    // so the database is only opened here when the test has rows of its own to add.
    if (!template || options.setup) await prepareDatabase(dataDir, options.setup);
  } else if (options.setup) {
    await prepareDatabase(dataDir, options.setup);
  }
  const port = await freePort();
  let output = '';
  const env = {
    ...baseEnv(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  // The server finds build/ and drizzle/ relative to its working directory: the run's copy, except
  // for `npm start`, which works in the repository (its package.json, scripts/ and build/), in a
  // process group of its own as in a terminal (a test can send Ctrl-C's SIGINT to the group).
  if (options.npmStart && buildIsStale(repoRoot))
    throw new Error(
      'build/ is older than app/ or server/: run `npm run build` first (npm start would build now)',
    );
  const child = options.npmStart
    ? spawn('npm', ['start'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(
        process.execPath,
        [...serverNodeFlags, ...(options.nodeFlags ?? []), path.join(repoRoot, 'server.js')],
        {
          cwd: process.env[appRootEnvName] ?? repoRoot,
          // As production starts it (package.json's start:prod): the heap ceiling and the allocator's
          // setting, so the benchmark's memory is the shipped server's (decisions 027 and 034).
          env: { NODE_ENV: 'production', SESSION_SECRET: e2eSessionSecret, ...serverMallocEnv, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The server drains for at most 10 s; a hung one is killed so the suite never hangs (with
      // `npm start`, the whole group: npm does not pass SIGKILL on).
      const killer = setTimeout(() => {
        if (options.npmStart && child.pid) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      }, 12_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownsDataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid ?? 0,
    log: () => output,
    outbox: () => readOutbox(dataDir),
    signal: (name) => {
      child.kill(name);
    },
    signalGroup: (name) => {
      if (child.pid) process.kill(-child.pid, name);
    },
    exited,
    stop,
  };
}
