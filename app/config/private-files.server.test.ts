import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDataFolder, makePrivateFolder } from './private-files.server';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-private-'));
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** A folder made by hand or by an older version, whatever the umask: `mode`, set explicitly. */
function folder(target: string, mode: number): string {
  fs.mkdirSync(target, { recursive: true });
  fs.chmodSync(target, mode);
  return target;
}

function file(target: string, mode: number): string {
  fs.writeFileSync(target, 'secret');
  fs.chmodSync(target, mode);
  return target;
}

describe('makePrivateFolder', () => {
  it('makes a new folder and its missing parents 0700', () => {
    const made = path.join(root, 'a', 'b');
    makePrivateFolder(made);
    expect(modeOf(path.join(root, 'a'))).toBe(0o700);
    expect(modeOf(made)).toBe(0o700);
  });

  it('closes a folder that existed before with 0755', () => {
    const old = folder(path.join(root, 'backups'), 0o755);
    makePrivateFolder(old);
    expect(modeOf(old)).toBe(0o700);
  });
});

describe('closeDataFolder', () => {
  it('closes a DATA_DIR made 0755 before, its folders and its secret files, and keeps the owner’s rights', () => {
    const data = folder(path.join(root, 'data'), 0o755);
    const parts = {
      pglite: folder(path.join(data, 'pglite'), 0o755),
      uploads: folder(path.join(data, 'uploads'), 0o775),
      outbox: folder(path.join(data, 'outbox'), 0o755),
      tmp: folder(path.join(data, 'tmp'), 0o777),
    };
    const secret = file(path.join(data, '.session-secret'), 0o644);
    const password = file(path.join(data, 'first-admin-password.txt'), 0o664);

    closeDataFolder(data);

    expect(modeOf(data)).toBe(0o700);
    for (const [name, part] of Object.entries(parts)) expect(modeOf(part), name).toBe(0o700);
    expect(modeOf(secret)).toBe(0o600);
    expect(modeOf(password)).toBe(0o600);
    // Still the owner's to use.
    expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
    fs.writeFileSync(path.join(parts.uploads, 'new.jpg'), 'x');
  });

  it('makes a missing DATA_DIR 0700 and leaves what is not there alone', () => {
    const data = path.join(root, 'fresh');
    closeDataFolder(data);
    expect(modeOf(data)).toBe(0o700);
    expect(fs.readdirSync(data)).toEqual([]);
  });

  it('leaves a folder that is already closed as it is (0500 stays 0500)', () => {
    const data = folder(path.join(root, 'data'), 0o700);
    const readOnly = folder(path.join(data, 'uploads'), 0o500);
    closeDataFolder(data);
    expect(modeOf(readOnly)).toBe(0o500);
    fs.chmodSync(readOnly, 0o700);
  });

  it('logs a folder it may not change (another user’s volume) and goes on', () => {
    const data = folder(path.join(root, 'data'), 0o755);
    vi.spyOn(fs, 'chmodSync').mockImplementation(() => {
      throw Object.assign(new Error('EPERM: operation not permitted'), { code: 'EPERM' });
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => closeDataFolder(data)).not.toThrow();
    expect(log.mock.calls.map((args) => String(args[0]))).toEqual([
      `private files: ${data} is open to other users (mode 755): EPERM: operation not permitted`,
    ]);
  });
});
