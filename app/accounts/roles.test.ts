import { describe, expect, it } from 'vitest';
import {
  clientAccount,
  ownerOrAdmin,
  type RoleFlags,
  type RoleRule,
  roleNames,
  satisfiesRule,
} from './roles';

const people: Record<string, RoleFlags> = {
  User: { isClient: false, isAdmin: false },
  Client: { isClient: true, isAdmin: false },
  Admin: { isClient: false, isAdmin: true },
  'Client+Admin': { isClient: true, isAdmin: true },
};

describe('satisfiesRule (PRODUCT §6)', () => {
  it.each<[RoleRule, string[]]>([
    ['admin', ['Admin', 'Client+Admin']],
    // Client only: Admin alone is not enough.
    ['client', ['Client', 'Client+Admin']],
    ['clientOrAdmin', ['Client', 'Admin', 'Client+Admin']],
  ])('%s admits exactly %j', (rule, admitted) => {
    const who = Object.entries(people)
      .filter(([, flags]) => satisfiesRule(flags, rule))
      .map(([name]) => name);
    expect(who).toEqual(admitted);
  });
});

describe('roleNames (PRODUCT §3 User.Roles)', () => {
  it('always lists User first, then Client and Admin', () => {
    expect(roleNames(people.User as RoleFlags)).toEqual(['User']);
    expect(roleNames(people.Admin as RoleFlags)).toEqual(['User', 'Admin']);
    expect(roleNames(people['Client+Admin'] as RoleFlags)).toEqual(['User', 'Client', 'Admin']);
  });
});

describe('ownerOrAdmin (PRODUCT §6: a client’s own things, to their owner or an admin)', () => {
  const owns = () => true;
  const ownsNot = () => false;

  it('names the owner first, even one who is an admin, then an admin, and nobody else', async () => {
    expect(await ownerOrAdmin(people.Client as RoleFlags, owns)).toBe('owner');
    expect(await ownerOrAdmin(people['Client+Admin'] as RoleFlags, owns)).toBe('owner');
    expect(await ownerOrAdmin(people.Admin as RoleFlags, ownsNot)).toBe('admin');
    expect(await ownerOrAdmin(people.Client as RoleFlags, ownsNot)).toBeNull();
    expect(await ownerOrAdmin(people.User as RoleFlags, ownsNot)).toBeNull();
  });

  it('takes a rule that asks the database, and answers nobody for a visitor without asking', async () => {
    const asked: RoleFlags[] = [];
    const rule = async (viewer: RoleFlags) => {
      asked.push(viewer);
      return false;
    };
    expect(await ownerOrAdmin(null, rule)).toBeNull();
    expect(asked).toEqual([]);
    expect(await ownerOrAdmin(people.Admin as RoleFlags, rule)).toBe('admin');
  });

  it("owns a picture's account only while it holds the Client role", async () => {
    const rule = clientAccount(7);
    expect(await ownerOrAdmin({ id: 7, isClient: true, isAdmin: false }, rule)).toBe('owner');
    expect(await ownerOrAdmin({ id: 7, isClient: false, isAdmin: false }, rule)).toBeNull();
    expect(await ownerOrAdmin({ id: 8, isClient: true, isAdmin: false }, rule)).toBeNull();
    expect(await ownerOrAdmin({ id: 8, isClient: false, isAdmin: true }, rule)).toBe('admin');
  });
});
