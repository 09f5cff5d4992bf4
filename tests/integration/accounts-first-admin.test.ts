import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminExists, authenticate } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { defaultAdminEmail, ensureFirstAdmin } from '../../app/accounts/first-admin.server';
import { getSessionUser } from '../../app/accounts/session.server';
import { resetEnvCache } from '../../app/config/env.server';
import { siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

const t = setupTestDatabase();

const names = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TRUST_UNVERIFIED_EMAIL'] as const;
type AdminEnv = Partial<Record<(typeof names)[number], string>>;
const saved: AdminEnv = Object.fromEntries(names.map((name) => [name, process.env[name]]));

function setAdminEnv(values: AdminEnv) {
  for (const key of names) {
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

  it('does not make an account nobody verified the admin, unless ADMIN_TRUST_UNVERIFIED_EMAIL=true; then its sessions end', async () => {
    // Someone signed up with the address meant for the admin, and is signed in.
    const stranger = await createSignedInUser({}, 'Not The Owner');
    setAdminEnv({ ADMIN_EMAIL: stranger.email, ADMIN_PASSWORD: 'Paddock!Gate42' });
    const before = await t.snapshot();
    const refused = recorder();
    await ensureFirstAdmin(refused.log);
    expect(refused.lines).toEqual([
      `No first admin was made: ${stranger.email} has an account whose address was never verified: whoever signed up with it may not own it. Nothing was changed. Ask the owner to verify the address (the link from signup, or Forgot password? on /login), or set ADMIN_TRUST_UNVERIFIED_EMAIL=true to take the account over: its password, name and roles are replaced, and its sessions and email links end.`,
    ]);
    expect(await t.snapshot()).toEqual(before);
    expect(await adminExists()).toBe(false);

    setAdminEnv({
      ADMIN_EMAIL: stranger.email,
      ADMIN_PASSWORD: 'Paddock!Gate42',
      ADMIN_TRUST_UNVERIFIED_EMAIL: 'true',
    });
    const taken = recorder();
    await ensureFirstAdmin(taken.log);
    expect(taken.lines).toEqual([
      `First admin made from the existing account: ${stranger.email} (password from ADMIN_PASSWORD).`,
      'Ended 1 session and 0 unused email links of the account: whoever was signed in to it must sign in again.',
    ]);
    expect(await getSessionUser(siteRequest('/', { cookie: stranger.cookie }))).toBeNull();
    expect(await t.db().select().from(sessions)).toEqual([]);
    expect(await authenticate(stranger.email, 'Paddock!Gate42')).toMatchObject({
      kind: 'ok',
      user: { isAdmin: true },
    });
  });
});
