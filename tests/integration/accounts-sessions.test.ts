import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, listUsers, setRoles, toggleDisabled } from '../../app/accounts/accounts.server';
import { sessions, users } from '../../app/accounts/accounts.tables';
import { createSession, getSessionUser } from '../../app/accounts/session.server';
import { resetEnvCache } from '../../app/config/env.server';
import { redirectWithFlash } from '../../app/flash/flash.server';
import { action as logoutAction, loader as logoutLoader } from '../../app/routes/logout';
import { responseOf, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

const userOf = (user: TestUser) => getSessionUser(siteRequest('/', { cookie: user.cookie }));
const sessionsOf = (userId: number) => t.db().select().from(sessions).where(eq(sessions.userId, userId));

/** A second session for the same user, as from another browser. */
async function anotherSession(user: TestUser): Promise<string> {
  return cookieFrom(await createSession(user.id, siteRequest('/')));
}

beforeEach(async () => {
  await t.db().delete(users);
});

describe('getSessionUser', () => {
  it('returns the user of a live session', async () => {
    const rider = await createSignedInUser({ isClient: true }, 'Lee Rider');
    expect(await userOf(rider)).toEqual({
      id: rider.id,
      email: rider.email,
      name: 'Lee Rider',
      isClient: true,
      isAdmin: false,
      emailVerified: false,
    });
  });

  it('returns null without a cookie, for a forged or unknown token, and for an expired session', async () => {
    const rider = await createSignedInUser();
    expect(await getSessionUser(siteRequest('/'))).toBeNull();
    // Unsigned and signed-but-unknown values alike.
    expect(await getSessionUser(siteRequest('/', { cookie: '__session=abc' }))).toBeNull();
    const [name, value] = rider.cookie.split('=') as [string, string];
    // One character changed, to one it surely was not (a fixed 'x' left 1 token in 64 untouched).
    const swapped = value[10] === 'x' ? 'y' : 'x';
    const tampered = `${name}=${value.slice(0, 10)}${swapped}${value.slice(11)}`;
    expect(await getSessionUser(siteRequest('/', { cookie: tampered }))).toBeNull();

    await t
      .db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, rider.id));
    expect(await userOf(rider)).toBeNull();
  });

  it('returns null for a disabled user', async () => {
    const rider = await createSignedInUser();
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, rider.id));
    expect(await userOf(rider)).toBeNull();
  });
});

describe('the session cookie in production', () => {
  it('is Secure and named __Host-session, except for plain-http localhost; the flash cookie follows it', async () => {
    const rider = await createSignedInUser();
    const saved = { ...process.env };
    const cookiesWith = async (env: Record<string, string>, url: string) => {
      Object.assign(process.env, { NODE_ENV: 'production', SESSION_SECRET: 'test-secret', ...env });
      resetEnvCache();
      return {
        session: await createSession(rider.id, new Request(url)),
        flash: (await redirectWithFlash('/', 'Hello')).headers.get('Set-Cookie') ?? '',
      };
    };
    try {
      // The Host header does not matter: PUBLIC_URL decides (it is required in production).
      for (const publicUrl of ['https://photos.example.com', 'http://photos.example.com']) {
        const { session, flash } = await cookiesWith({ PUBLIC_URL: publicUrl }, 'http://localhost:3000/');
        expect(session).toMatch(/^__Host-session=/);
        expect(session).toMatch(/;\s*Secure/i);
        expect(session).toMatch(/;\s*Path=\//i);
        expect(session).not.toMatch(/Domain=/i);
        expect(flash).toMatch(/;\s*Secure/i);
      }
      const local = await cookiesWith({ PUBLIC_URL: 'http://localhost:3000' }, 'http://photos.example.com/');
      expect(local.session).toMatch(/^__session=/);
      expect(local.session).not.toMatch(/;\s*Secure/i);
      expect(local.flash).not.toMatch(/;\s*Secure/i);
      // The __Host- cookie is the one read back.
      const secure = await cookiesWith(
        { PUBLIC_URL: 'https://photos.example.com' },
        'https://photos.example.com/',
      );
      const request = siteRequest('/', { cookie: cookieFrom(secure.session) });
      expect((await getSessionUser(request))?.id).toBe(rider.id);
    } finally {
      for (const key of ['NODE_ENV', 'SESSION_SECRET', 'PUBLIC_URL']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetEnvCache();
    }
  });
});

describe('logout', () => {
  it('deletes the session row and clears the cookie; the old cookie no longer signs in', async () => {
    const rider = await createSignedInUser();
    const otherBrowser = await anotherSession(rider);
    const request = siteRequest('/logout', { fields: { redirectTo: '/services' }, cookie: rider.cookie });
    const response = responseOf(await logoutAction(routeArgs<typeof logoutAction>(request)));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/services');
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('__session=')) ?? '';
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await userOf(rider)).toBeNull();
    // Only this browser's session ended.
    expect(await sessionsOf(rider.id)).toHaveLength(1);
    expect(await getSessionUser(siteRequest('/', { cookie: otherBrowser }))).not.toBeNull();
  });

  it('sends a foreign redirectTo home', async () => {
    const rider = await createSignedInUser();
    const request = siteRequest('/logout', { fields: { redirectTo: '//evil.com' }, cookie: rider.cookie });
    const response = responseOf(await logoutAction(routeArgs<typeof logoutAction>(request)));
    expect(response.headers.get('Location')).toBe('/');
  });

  it('does nothing on GET: a link cannot sign anyone out', async () => {
    const rider = await createSignedInUser();
    const before = await t.snapshot();
    // The loader reads nothing from the request: it only sends the browser home.
    const response = responseOf(logoutLoader());
    expect(response.status).toBe(302);
    expect(await t.snapshot()).toEqual(before);
    expect(await userOf(rider)).not.toBeNull();
  });
});

describe('toggleDisabled', () => {
  it("ends all of the user's sessions at once, and leaves others' alone", async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const rider = await createSignedInUser({ isClient: true });
    const second = await anotherSession(rider);
    expect(await sessionsOf(rider.id)).toHaveLength(2);

    const result = await toggleDisabled(admin.id, rider.id);
    expect(result).toMatchObject({ ok: true, user: { id: rider.id, disabled: true } });
    expect(await sessionsOf(rider.id)).toHaveLength(0);
    expect(await getSessionUser(siteRequest('/', { cookie: second }))).toBeNull();
    expect(await userOf(admin)).not.toBeNull();

    // Enabling again restores the account, not the sessions.
    expect(await toggleDisabled(admin.id, rider.id)).toMatchObject({ ok: true, user: { disabled: false } });
    expect(await sessionsOf(rider.id)).toHaveLength(0);
  });

  it("refuses the admin's own account and an unknown user, changing nothing", async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const before = await t.snapshot();
    expect(await toggleDisabled(admin.id, admin.id)).toEqual({ ok: false, reason: 'own-account' });
    expect(await toggleDisabled(admin.id, admin.id + 1000)).toEqual({ ok: false, reason: 'not-found' });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('setRoles', () => {
  it("refuses removing one's own Admin role, but lets the admin change their Client role", async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const before = await t.snapshot();
    const refused = await setRoles(admin.id, admin.id, { isClient: true, isAdmin: false });
    expect(refused).toEqual({ ok: false, reason: 'own-admin-role' });
    expect(await t.snapshot()).toEqual(before);

    const allowed = await setRoles(admin.id, admin.id, { isClient: true, isAdmin: true });
    expect(allowed).toMatchObject({ ok: true, user: { isClient: true, isAdmin: true } });
  });

  it("sets another user's roles, both ways", async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const rider = await createSignedInUser({ isClient: true });
    expect(await setRoles(admin.id, rider.id, { isClient: false, isAdmin: true })).toMatchObject({
      ok: true,
      user: { isClient: false, isAdmin: true },
    });
    expect(await userOf(rider)).toMatchObject({ isClient: false, isAdmin: true });
  });
});

describe('listUsers', () => {
  async function named(...names: string[]) {
    for (const [i, name] of names.entries()) {
      const created = await createUser({ email: `search${i}@example.com`, name, password: 'Gallop!Trot9' });
      if (!created.ok) throw new Error(name);
    }
  }

  // Sorted here: the SQL order is by name in the database's collation, which PGlite and PostgreSQL differ on.
  const namesFound = async (search: string) => (await listUsers(search)).map((u) => u.name).sort();

  it('matches names case-insensitively and partially', async () => {
    await named('Joanna Pike', 'anna Bell', 'ANNABELLE Smith', 'Bob Hann', 'Hannah Lee', 'Ted Smith');
    expect(await namesFound('ANN')).toEqual(
      ['anna Bell', 'ANNABELLE Smith', 'Bob Hann', 'Hannah Lee', 'Joanna Pike'].sort(),
    );
    expect(await namesFound('  bell ')).toEqual(['ANNABELLE Smith', 'anna Bell'].sort());
    expect(await namesFound('zebra')).toEqual([]);
    expect(await listUsers('')).toHaveLength(6);
  });

  it('treats %, _ and \\ in the search as plain characters', async () => {
    await named('Ten % Off', 'Snake_Case', 'SnakeXCase', 'Back\\slash', 'Plain Name');
    expect(await namesFound('%')).toEqual(['Ten % Off']);
    expect(await namesFound('_')).toEqual(['Snake_Case']);
    expect(await namesFound('e_c')).toEqual(['Snake_Case']);
    expect(await namesFound('\\')).toEqual(['Back\\slash']);
  });

  it('never returns password hashes', async () => {
    await named('Hash Check');
    const [user] = await listUsers('hash');
    expect(Object.keys(user ?? {})).not.toContain('passwordHash');
    expect(JSON.stringify(user)).not.toContain('$argon2');
  });
});
