import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDatabase, lockFileOf } from './database-lock.server';

let dir: string;
let pgliteDir: string;
let others: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-lock-'));
  pgliteDir = path.join(dir, 'pglite');
});

afterEach(() => {
  for (const child of others) child.kill('SIGKILL');
  others = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another live process, standing in for a server that holds the database. */
function otherProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  others.push(child);
  if (child.pid === undefined) throw new Error('could not start a process');
  return child.pid;
}

/** The state letter of a process in /proc/PID/stat ('Z' once it has ended but is not collected). */
function stateOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.charAt(stat.lastIndexOf(')') + 2);
}

/**
 * A process whose parent never collects it: `sh` starts it, prints its id and becomes `sleep`,
 * which does not wait for children. Killed, it stays a zombie (as under a supervisor that is slow
 * to collect it) while `process.kill(pid, 0)` still succeeds.
 */
async function uncollectedProcess(): Promise<number> {
  const parent = spawn(
    'sh',
    ['-c', `"${process.execPath}" -e "setTimeout(() => {}, 60000)" & echo $!; exec sleep 60`],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  others.push(parent);
  const line = await new Promise<string>((resolve) =>
    parent.stdout?.once('data', (chunk: Buffer) => resolve(String(chunk))),
  );
  // Until `sh` has become `sleep` it may still collect the child itself (a killed child would
  // then vanish instead of staying a zombie), so wait for the exec.
  const commandOf = () => fs.readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim();
  while (commandOf() !== 'sleep') await new Promise((resolve) => setTimeout(resolve, 5));
  return Number.parseInt(line, 10);
}

describe('the embedded database lock', () => {
  it('writes this process id beside the folder and removes it on release', async () => {
    const release = await lockDatabase(pgliteDir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(false);
  });

  it('refuses while another running process holds it, naming the process and the file', async () => {
    const pid = otherProcess();
    fs.writeFileSync(lockFileOf(pgliteDir), `${pid}\n`);
    await expect(lockDatabase(pgliteDir, 200)).rejects.toThrow(DatabaseInUseError);
    await expect(lockDatabase(pgliteDir, 200)).rejects.toThrow(
      `The embedded database (${pgliteDir}) is in use by process ${pid}, a running server or script: stop it first. If no such process is running, delete ${lockFileOf(pgliteDir)}.`,
    );
    // Refusing changes nothing: the holder's lock stays.
    expect(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(pid));
  });

  it('takes over a lock left by a process that has ended, or one that holds no process id', async () => {
    const pid = otherProcess();
    const child = others[0];
    fs.writeFileSync(lockFileOf(pgliteDir), `${pid}\n`);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGKILL');
    await exited;
    (await lockDatabase(pgliteDir))();

    fs.writeFileSync(lockFileOf(pgliteDir), 'not a pid');
    const release = await lockDatabase(pgliteDir);
    expect(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('waits for an owner killed a moment ago, still being torn down, and then takes over', async () => {
    // A supervisor restarting at once after kill -9: the killed process still exists
    // when the new one looks, because nothing has collected it yet.
    const pid = otherProcess();
    fs.writeFileSync(lockFileOf(pgliteDir), `${pid}\n`);
    process.kill(pid, 'SIGKILL');
    const release = await lockDatabase(pgliteDir);
    expect(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over from an owner that has ended but that its parent has not collected (a zombie)', async () => {
    const pid = await uncollectedProcess();
    fs.writeFileSync(lockFileOf(pgliteDir), `${pid}\n`);
    process.kill(pid, 'SIGKILL');
    while (stateOf(pid) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10));
    // It still answers a signal check, so only its state tells that it holds nothing; and a
    // zombie may stay for as long as its parent likes, so waiting would not help.
    expect(() => process.kill(pid, 0)).not.toThrow();
    const release = await lockDatabase(pgliteDir, 200);
    expect(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('is shared within one process until the last opener releases it', async () => {
    const first = await lockDatabase(pgliteDir);
    const second = await lockDatabase(pgliteDir);
    first();
    first();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(true);
    second();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(false);
  });
});
