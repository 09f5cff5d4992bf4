import { worldUser } from '../helpers/world';

/** accounts-admin.spec.ts: an admin who manages, and a user for each thing managed. */
export const people = {
  admin: worldUser({ email: 'head.admin@example.com', name: 'Head Admin', isAdmin: true }),
  roleRider: worldUser({ email: 'role.rider@example.com', name: 'Role Rider' }),
  searchClient: worldUser({
    email: 'searchable.client@example.com',
    name: 'Searchable Client',
    isClient: true,
  }),
  searchPlain: worldUser({ email: 'searchable.plain@example.com', name: 'Searchable Plain' }),
  goneRider: worldUser({ email: 'gone.rider@example.com', name: 'Gone Rider' }),
};
