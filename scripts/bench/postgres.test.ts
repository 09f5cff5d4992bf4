import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgres } from './postgres';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A /usr/lib/postgresql of its own, with an initdb in each version's bin that has one. */
function debianLayout(versions: Record<string, boolean>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-postgres-layout-'));
  roots.push(root);
  for (const [version, hasInitdb] of Object.entries(versions)) {
    fs.mkdirSync(path.join(root, version, 'bin'), { recursive: true });
    if (hasInitdb) fs.writeFileSync(path.join(root, version, 'bin/initdb'), '');
  }
  return root;
}

describe('findPostgres', () => {
  it("picks the newest installed version's programs, by number", () => {
    const root = debianLayout({ '9': true, '15': true, '13': true });
    expect(findPostgres(root)).toBe(path.join(root, '15', 'bin'));
  });

  it('skips a version without its server programs (only the client package installed)', () => {
    const root = debianLayout({ '15': true, '17': false });
    expect(findPostgres(root)).toBe(path.join(root, '15', 'bin'));
  });

  it('finds nothing where PostgreSQL is not installed', () => {
    expect(findPostgres(path.join(os.tmpdir(), 'no-such-postgresql-folder'))).toBeUndefined();
    expect(findPostgres(debianLayout({}))).toBeUndefined();
  });
});
