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

/**
 * Who reads a client's own thing (an invoice, a contract, a gallery, a picture): its owner, by the
 * thing's own rule (`owns`: a booking's verified address, a picture's account holding the Client
 * role), else an admin, else nobody (null), and the page answers the 404 it gives for a thing
 * that does not exist, so an address never reveals one (PRODUCT §6, §10, §16, §17). The owner is
 * asked first: an admin who owns the thing reads it as its owner (and signs their own contract).
 */
export async function ownerOrAdmin<Viewer extends RoleFlags>(
  viewer: Viewer | null,
  owns: (viewer: Viewer) => boolean | Promise<boolean>,
): Promise<'owner' | 'admin' | null> {
  if (!viewer) return null;
  if (await owns(viewer)) return 'owner';
  return viewer.isAdmin ? 'admin' : null;
}

/** A picture's or a gallery's rule of ownership: the account it belongs to, while it holds the Client role. */
export function clientAccount(ownerId: number) {
  return (viewer: RoleFlags & { id: number }) => viewer.isClient && viewer.id === ownerId;
}
