import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminExists, authenticate } from '../../app/accounts/accounts.server';
import { users } from '../../app/accounts/accounts.tables';
import { defaultAdminEmail, ensureFirstAdmin } from '../../app/accounts/first-admin.server';
import { resetEnvCache } from '../../app/config/env.server';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

const saved = { ADMIN_EMAIL: process.env.ADMIN_EMAIL, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD };

function setAdminEnv(values: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
  for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
    const value = values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

afterAll(() => setAdminEnv(saved));

beforeEach(async () => {
  await t.db().delete(users);
});

/** A log function that keeps its lines. */
function recorder() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

describe('ensureFirstAdmin', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD without logging the password', async () => {
    setAdminEnv({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Paddock!Gate42' });
    expect(await adminExists()).toBe(false);
    const { lines, log } = recorder();
    await ensureFirstAdmin(log);

    const rows = await t.db().select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'owner@example.com', isAdmin: true, disabled: false });
    // The first admin's address counts as verified (issue 13).
    expect(rows[0]?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('owner@example.com');
    expect(lines[0]).not.toContain('Paddock!Gate42');
    expect(await authenticate('owner@example.com', 'Paddock!Gate42')).toMatchObject({ kind: 'ok' });

    // A second start finds the admin and does nothing.
    const second = recorder();
    const before = await t.snapshot();
    await ensureFirstAdmin(second.log);
    expect(second.lines).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('without ADMIN_PASSWORD creates one with a random password, logged once, that signs in', async () => {
    setAdminEnv({});
    const { lines, log } = recorder();
    await ensureFirstAdmin(log);
    expect(lines).toHaveLength(1);
    const match = / with password (\S+) /.exec(lines[0] ?? '');
    const password = match?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(lines[0]).toContain(defaultAdminEmail);

    expect(await authenticate(defaultAdminEmail, password)).toMatchObject({
      kind: 'ok',
      user: { email: defaultAdminEmail, isAdmin: true },
    });
    expect(JSON.stringify(await t.snapshot())).not.toContain(password);

    const second = recorder();
    const before = await t.snapshot();
    await ensureFirstAdmin(second.log);
    expect(second.lines).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
    // The password from the first start still works: nothing was reset.
    expect(await authenticate(defaultAdminEmail, password)).toMatchObject({ kind: 'ok' });
  });

  it('makes a different random password on every fresh database', async () => {
    setAdminEnv({});
    const first = recorder();
    await ensureFirstAdmin(first.log);
    await t.db().delete(users);
    const second = recorder();
    await ensureFirstAdmin(second.log);
    const passwordOf = (line = '') => / with password (\S+) /.exec(line)?.[1];
    expect(passwordOf(first.lines[0])).toBeDefined();
    expect(passwordOf(first.lines[0])).not.toBe(passwordOf(second.lines[0]));
  });
});
