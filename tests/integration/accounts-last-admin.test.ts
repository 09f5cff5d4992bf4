import { and, eq, notInArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRoles, toggleDisabled } from '../../app/accounts/accounts.server';
import { users } from '../../app/accounts/accounts.tables';
import { action as adminHomeAction } from '../../app/routes/admin-home';
import { action as editRolesAction } from '../../app/routes/edit-roles';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/** Two admins acting on each other at the same moment must never leave the site without an admin. */
const t = setupTestDatabase();

let first: TestUser;
let second: TestUser;

async function enabledAdmins() {
  return t
    .db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false)));
}

beforeEach(async () => {
  first = await createSignedInUser({ isAdmin: true });
  second = await createSignedInUser({ isAdmin: true });
  // Only these two are admins, so the race decides whether any admin is left.
  await t
    .db()
    .update(users)
    .set({ isAdmin: false })
    .where(notInArray(users.id, [first.id, second.id]));
});

function demote(actor: TestUser, target: TestUser) {
  const request = siteRequest(`/edit/${target.id}`, { fields: { client: 'on' }, cookie: actor.cookie });
  return settle(editRolesAction(routeArgs<typeof editRolesAction>(request, { id: String(target.id) })));
}

function disable(actor: TestUser, target: TestUser) {
  const request = siteRequest('/adminHome', {
    fields: { intent: 'toggle-disabled', userId: String(target.id) },
    cookie: actor.cookie,
  });
  return settle(adminHomeAction(routeArgs<typeof adminHomeAction>(request)));
}

describe('the last enabled admin', () => {
  it('two admins demoting each other at once: one succeeds, the other is refused', async () => {
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    expect(await enabledAdmins()).toHaveLength(1);
    // The other is refused: by the last-admin rule, or (when the first change landed before its
    // guard ran) because it is no longer an admin.
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, expect.toBeOneOf([400, 403])]);
  });

  it('two admins disabling each other at once: one admin stays enabled', async () => {
    const answers = await Promise.all([disable(first, second), disable(second, first)]);
    expect(await enabledAdmins()).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.toBeOneOf([400, 403])]);
  });

  it('one demotes while the other disables: one admin stays enabled', async () => {
    await Promise.all([demote(first, second), disable(second, first)]);
    expect(await enabledAdmins()).toHaveLength(1);
  });

  it('both guards already passed (the race window): the services still keep one admin', async () => {
    const demoted = await Promise.all([
      setRoles(first.id, second.id, { isClient: false, isAdmin: false }),
      setRoles(second.id, first.id, { isClient: false, isAdmin: false }),
    ]);
    expect(await enabledAdmins()).toHaveLength(1);
    expect(demoted.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'last-admin' }]);

    const survivor = demoted[0]?.ok ? first : second;
    const other = survivor === first ? second : first;
    await setRoles(survivor.id, other.id, { isClient: false, isAdmin: true });
    const disabled = await Promise.all([
      toggleDisabled(first.id, second.id),
      toggleDisabled(second.id, first.id),
    ]);
    expect(await enabledAdmins()).toHaveLength(1);
    expect(disabled.filter((result) => !result.ok)).toHaveLength(1);
  });
});
