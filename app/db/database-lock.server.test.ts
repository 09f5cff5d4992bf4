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

describe('the embedded database lock', () => {
  it('writes this process id beside the folder and removes it on release', () => {
    const release = lockDatabase(pgliteDir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(false);
  });

  it('refuses while another running process holds it, naming the process and the file', () => {
    const pid = otherProcess();
    fs.writeFileSync(lockFileOf(pgliteDir), `${pid}\n`);
    expect(() => lockDatabase(pgliteDir)).toThrow(DatabaseInUseError);
    expect(() => lockDatabase(pgliteDir)).toThrow(
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
    lockDatabase(pgliteDir)();

    fs.writeFileSync(lockFileOf(pgliteDir), 'not a pid');
    const release = lockDatabase(pgliteDir);
    expect(fs.readFileSync(lockFileOf(pgliteDir), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('is shared within one process until the last opener releases it', () => {
    const first = lockDatabase(pgliteDir);
    const second = lockDatabase(pgliteDir);
    first();
    first();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(true);
    second();
    expect(fs.existsSync(lockFileOf(pgliteDir))).toBe(false);
  });
});
