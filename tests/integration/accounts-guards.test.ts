import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { addBlockedDate } from '../../app/bookings/schedule.server';
import { takeFlash } from '../../app/flash/flash.server';
import { action as adminHomeAction, loader as adminHomeLoader } from '../../app/routes/admin-home';
import { action as editRolesAction, loader as editRolesLoader } from '../../app/routes/edit-roles';
import { responseOf, routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

let admin: TestUser;
let rider: TestUser;
const actors: Record<string, TestUser | null> = {};

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  rider = await createSignedInUser({ isClient: true }, 'Rita Rider');
  actors['signed out'] = null;
  actors.User = await createSignedInUser({}, 'Una User');
  actors.Client = await createSignedInUser({ isClient: true }, 'Cleo Client');
  // Signed in before being disabled: the session row is still there, the account is not.
  const disabled = await createSignedInUser({ isAdmin: true }, 'Dora Disabled');
  await t.db().update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
  actors['disabled Admin'] = disabled;
  await addBlockedDate('2031-05-06', 'Barn repairs');
});

function post(pathname: string, fields: Record<string, string>, user: TestUser | null) {
  return siteRequest(pathname, { fields, cookie: user?.cookie });
}

/** What each forbidden attempt posts; a fresh Request each time, since a body is read once. */
function attempts(actor: TestUser | null) {
  const self = String(actor?.id ?? rider.id);
  return {
    'disable a user': () =>
      adminHomeAction(
        routeArgs<typeof adminHomeAction>(
          post('/adminHome', { intent: 'toggle-disabled', userId: String(rider.id) }, actor),
        ),
      ),
    'disable the admin': () =>
      adminHomeAction(
        routeArgs<typeof adminHomeAction>(
          post('/adminHome', { intent: 'toggle-disabled', userId: String(admin.id) }, actor),
        ),
      ),
    'block a date': () =>
      adminHomeAction(
        routeArgs<typeof adminHomeAction>(
          post('/adminHome', { intent: 'block-date', date: '2031-05-07' }, actor),
        ),
      ),
    'unblock a date': () =>
      adminHomeAction(
        routeArgs<typeof adminHomeAction>(
          post('/adminHome', { intent: 'unblock-date', date: '2031-05-06' }, actor),
        ),
      ),
    'make themself Admin': () =>
      editRolesAction(
        routeArgs<typeof editRolesAction>(post(`/edit/${self}`, { client: 'on', admin: 'on' }, actor), {
          id: self,
        }),
      ),
    "change another user's roles": () =>
      editRolesAction(
        routeArgs<typeof editRolesAction>(post(`/edit/${rider.id}`, {}, actor), { id: String(rider.id) }),
      ),
  };
}

describe('admin actions refuse everyone but an admin', () => {
  for (const actorName of ['signed out', 'User', 'Client', 'disabled Admin']) {
    it(`answers 403 to a ${actorName} for every admin action and changes nothing`, async () => {
      const actor = actors[actorName] ?? null;
      for (const [what, attempt] of Object.entries(attempts(actor))) {
        const before = await t.snapshot();
        const result = await settle(attempt());
        expect(result.status, what).toBe(403);
        expect(result.thrown, what).toBe(true);
        // A signed-in user is told they lack the role; others get the Login link.
        expect(result.body, what).toEqual({
          forbidden: true,
          signedIn: actorName === 'User' || actorName === 'Client',
        });
        expect(await t.snapshot(), what).toEqual(before);
      }
    });

    it(`answers 403 to a ${actorName} opening Admin Home or Edit Roles`, async () => {
      const actor = actors[actorName] ?? null;
      const home = siteRequest('/adminHome?view=users', { cookie: actor?.cookie });
      expect((await settle(adminHomeLoader(routeArgs<typeof adminHomeLoader>(home)))).status).toBe(403);
      const edit = siteRequest(`/edit/${rider.id}`, { cookie: actor?.cookie });
      const params = { id: String(rider.id) };
      expect((await settle(editRolesLoader(routeArgs<typeof editRolesLoader>(edit, params)))).status).toBe(
        403,
      );
    });
  }
});

describe('the same actions as an admin', () => {
  it('toggles another user, with a message, and refuses their own account', async () => {
    const untouched = await t.snapshot();
    const disable = post('/adminHome', { intent: 'toggle-disabled', userId: String(rider.id) }, admin);
    const result = await settle(adminHomeAction(routeArgs<typeof adminHomeAction>(disable)));
    expect(result).toMatchObject({ status: 200, body: { ok: true, message: 'Rita Rider was disabled.' } });
    // The snapshot sees a change, so its equality above means something.
    expect(await t.snapshot()).not.toEqual(untouched);
    const enable = post('/adminHome', { intent: 'toggle-disabled', userId: String(rider.id) }, admin);
    const again = await settle(adminHomeAction(routeArgs<typeof adminHomeAction>(enable)));
    expect(again.body).toEqual({ ok: true, message: 'Rita Rider was enabled.' });

    const before = await t.snapshot();
    const self = post('/adminHome', { intent: 'toggle-disabled', userId: String(admin.id) }, admin);
    const refused = await settle(adminHomeAction(routeArgs<typeof adminHomeAction>(self)));
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, message: 'You cannot disable your own account.' },
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 400 to an intent it does not know, changing nothing', async () => {
    const before = await t.snapshot();
    const request = post('/adminHome', { intent: 'delete-everything' }, admin);
    const result = await settle(adminHomeAction(routeArgs<typeof adminHomeAction>(request)));
    expect(result.status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });

  it('edits roles and returns to the users view with a message', async () => {
    const request = post(`/edit/${rider.id}`, { client: 'on', admin: 'on' }, admin);
    const response = responseOf(
      await editRolesAction(routeArgs<typeof editRolesAction>(request, { id: String(rider.id) })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/adminHome?view=users');
    const flash = cookieFrom(response.headers.get('Set-Cookie') ?? '');
    expect((await takeFlash(siteRequest('/', { cookie: flash }))).flash?.message).toBe(
      'Roles updated for Rita Rider.',
    );
    const [row] = await t.db().select().from(users).where(eq(users.id, rider.id));
    expect(row).toMatchObject({ isClient: true, isAdmin: true });
    // Unchecked boxes are absent from the form: both roles off.
    const off = post(`/edit/${rider.id}`, {}, admin);
    await editRolesAction(routeArgs<typeof editRolesAction>(off, { id: String(rider.id) }));
    const [after] = await t.db().select().from(users).where(eq(users.id, rider.id));
    expect(after).toMatchObject({ isClient: false, isAdmin: false });
  });

  it("refuses removing the admin's own Admin role, and editing a missing user", async () => {
    const before = await t.snapshot();
    const self = post(`/edit/${admin.id}`, { client: 'on' }, admin);
    const refused = await settle(
      editRolesAction(routeArgs<typeof editRolesAction>(self, { id: String(admin.id) })),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'You cannot remove your own Admin role.' },
    });

    const missing = post('/edit/999999', { admin: 'on' }, admin);
    const notFound = await settle(
      editRolesAction(routeArgs<typeof editRolesAction>(missing, { id: '999999' })),
    );
    expect(notFound.status).toBe(404);
    const junk = post('/edit/abc', { admin: 'on' }, admin);
    expect(
      (await settle(editRolesAction(routeArgs<typeof editRolesAction>(junk, { id: 'abc' })))).status,
    ).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });
});
