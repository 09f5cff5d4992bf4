import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changePassword } from '../../app/accounts/account-settings.server';
import { issueToken } from '../../app/accounts/account-tokens.server';
import { adminExists, authenticate } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { defaultAdminEmail, ensureFirstAdmin } from '../../app/accounts/first-admin.server';
import { upsertUser } from '../../app/accounts/operator-accounts.server';
import { hashPassword } from '../../app/accounts/password.server';
import { resetPassword } from '../../app/accounts/password-reset.server';
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
  fs.rmSync(passwordFile(), { force: true });
});

const passwordFile = () => path.join(t.dataDir(), 'first-admin-password.txt');

/** The password the first-admin file holds. */
function passwordInFile(): string {
  const password = /^Password: (.+)$/m.exec(fs.readFileSync(passwordFile(), 'utf8'))?.[1];
  if (!password) throw new Error('no password in the first-admin file');
  return password;
}

/** A first start without ADMIN_PASSWORD (the password goes to the file): the admin's id. */
async function startWithGeneratedPassword(): Promise<number> {
  setAdminEnv({});
  await ensureFirstAdmin(recorder().log);
  const [admin] = await t.db().select().from(users);
  return admin?.id ?? 0;
}

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
    // The first admin's address counts as verified.
    expect(rows[0]?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('owner@example.com');
    expect(lines[0]).not.toContain('Paddock!Gate42');
    expect(await authenticate('owner@example.com', 'Paddock!Gate42')).toMatchObject({ ok: true });

    // A second start finds the admin and does nothing.
    const second = recorder();
    const before = await t.snapshot();
    await ensureFirstAdmin(second.log);
    expect(second.lines).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('without ADMIN_PASSWORD writes a random password once to a 0600 file in the data folder, and logs where, never the password', async () => {
    setAdminEnv({});
    const { lines, log } = recorder();
    await ensureFirstAdmin(log);
    const file = path.join(t.dataDir(), 'first-admin-password.txt');
    expect(lines).toEqual([
      `First admin created: ${defaultAdminEmail}. Its password is in ${file}, readable only by this user: sign in, change it on Your Account, and the file is deleted.`,
    ]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = passwordInFile();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(fs.readFileSync(file, 'utf8')).toContain(`Email: ${defaultAdminEmail}`);
    expect(lines.join('\n')).not.toContain(password);

    expect(await authenticate(defaultAdminEmail, password)).toMatchObject({
      ok: true,
      user: { email: defaultAdminEmail, isAdmin: true },
    });
    expect(JSON.stringify(await t.snapshot())).not.toContain(password);

    const second = recorder();
    const before = await t.snapshot();
    await ensureFirstAdmin(second.log);
    expect(second.lines).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
    // The password from the first start still works, and its file stays until it is changed.
    expect(await authenticate(defaultAdminEmail, password)).toMatchObject({ ok: true });
    expect(passwordInFile()).toBe(password);
  });

  it('makes a different random password on every fresh database', async () => {
    setAdminEnv({});
    await ensureFirstAdmin(recorder().log);
    const first = passwordInFile();
    await t.db().delete(users);
    await ensureFirstAdmin(recorder().log);
    expect(passwordInFile()).not.toBe(first);
    expect(await authenticate(defaultAdminEmail, passwordInFile())).toMatchObject({ ok: true });
  });

  it('keeps the file on a wrong current password, and deletes it once the password is changed on Your Account', async () => {
    const adminId = await startWithGeneratedPassword();
    const change = (current: string) =>
      changePassword(adminId, current, 'Brand!New2027', siteRequest('/account'));
    expect((await change('Not!ThePassword1')).ok).toBe(false);
    expect(fs.existsSync(passwordFile())).toBe(true);
    expect((await change(passwordInFile())).ok).toBe(true);
    expect(fs.existsSync(passwordFile())).toBe(false);
  });

  it('deletes the file when the password is reset by an emailed link', async () => {
    const adminId = await startWithGeneratedPassword();
    const token = await t.db().transaction((tx) => issueToken(tx, adminId, 'reset-password'));
    expect((await resetPassword(token, 'Brand!New2027')).ok).toBe(true);
    expect(fs.existsSync(passwordFile())).toBe(false);
  });

  it('deletes the file when the password is changed by user:create, or elsewhere before the next start', async () => {
    await startWithGeneratedPassword();
    await upsertUser({
      email: defaultAdminEmail,
      name: 'Administrator',
      password: 'Brand!New2027',
      isClient: false,
      isAdmin: true,
    });
    expect(fs.existsSync(passwordFile())).toBe(false);

    // Another process (a second server, a script on another machine) changes it: the next start
    // finds a file whose password no longer opens the account, and deletes it.
    await t.db().delete(users);
    await ensureFirstAdmin(recorder().log);
    await t
      .db()
      .update(users)
      .set({ passwordHash: await hashPassword('Changed!Elsewhere9') });
    expect(fs.existsSync(passwordFile())).toBe(true);
    await ensureFirstAdmin(recorder().log);
    expect(fs.existsSync(passwordFile())).toBe(false);
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
      ok: true,
      user: { isAdmin: true },
    });
  });
});
