import { worldUser } from '../helpers/world';

/** navigation-fit.spec.ts: each role with a usual name, and the most items with a long name. */
export const navUsers = {
  user: worldUser({ email: 'nav.user@example.com', name: 'Morgan Rider' }),
  client: worldUser({ email: 'nav.client@example.com', name: 'Morgan Rider', isClient: true }),
  admin: worldUser({ email: 'nav.admin@example.com', name: 'Morgan Rider', isAdmin: true }),
  // The most items a bar holds: six public links, every role link, the greeting, Your Account, Logout.
  clientAdmin: worldUser({
    email: 'nav.both@example.com',
    name: 'Morgan Rider',
    isClient: true,
    isAdmin: true,
  }),
  // A name as long as signup allows a sensible one to be: the greeting gives way, nothing else.
  longName: worldUser({
    email: 'nav.long@example.com',
    name: 'Maximiliana Alexandrina Montgomery-Fitzwilliam',
    isClient: true,
    isAdmin: true,
  }),
};
