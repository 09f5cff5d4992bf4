import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/**
 * The benchmark's child processes (Chromium, Lighthouse, autocannon, nginx, servers under test).
 * Each runs in its own process group, so stopping one stops what it started too (npm → node);
 * whatever is still running when the benchmark exits, by error, Ctrl-C or its time limit, is ended.
 */
const running = new Set<ChildProcess>();
const cleanups = new Set<() => void>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs `fn` when the benchmark exits for any reason (synchronous work only, e.g. a kill). */
export function onExit(fn: () => void): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

function endEverything(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  for (const fn of cleanups) fn();
}
process.once('exit', endEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping what it started`);
    process.exit(130);
  });
}

/** Starts a command in its own process group, ended with the benchmark at the latest. */
export function startProcess(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks a process group to stop (SIGTERM), kills it after `graceMs`, and resolves once every
 * process of the group has gone: `npm start`'s server may still be closing its database after npm
 * itself has exited, and the next start must not open the data folder before that.
 */
export async function stopProcess(child: ChildProcess, graceMs = 12_000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  }
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a command to its end, or kills it after `timeoutMs`; the output is collected, not shown. */
export function runProcess(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<Finished> {
  const { timeoutMs, ...spawnOptions } = options;
  const child = startProcess(command, args, spawnOptions);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      signalGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** The e2e suite's free-port finder; the bench starts its servers the same way. */
export { freePort } from '../lib/site-server';

/** Resolves once `url` answers `status` (polling every `everyMs`), or rejects after `timeoutMs`. */
export async function waitForStatus(url: string, status: number, timeoutMs: number, everyMs = 20) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
