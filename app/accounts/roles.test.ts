import { describe, expect, it } from 'vitest';
import { type RoleFlags, type RoleRule, roleNames, satisfiesRule } from './roles';

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
