/** The product's role rules (docs/decisions/006), named as the product names them; 'user' is any signed-in, enabled account. */
export type RoleRule = 'admin' | 'client' | 'clientOrAdmin' | 'user';

export interface RoleFlags {
  isClient: boolean;
  isAdmin: boolean;
}

export function satisfiesRule(user: RoleFlags, rule: RoleRule): boolean {
  switch (rule) {
    case 'admin':
      return user.isAdmin;
    case 'client':
      return user.isClient;
    case 'clientOrAdmin':
      return user.isClient || user.isAdmin;
    case 'user':
      return true;
  }
}

/** PRODUCT §3 User.Roles as the list the screens show: User always, then Client and Admin. */
export function roleNames(user: RoleFlags): string[] {
  return ['User', ...(user.isClient ? ['Client'] : []), ...(user.isAdmin ? ['Admin'] : [])];
}
