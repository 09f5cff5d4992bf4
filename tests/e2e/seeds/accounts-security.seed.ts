import { worldUser } from '../helpers/world';

/** accounts-security.spec.ts: an admin, a user who must stay signed in, and one nobody may change. */
export const guarded = {
  admin: worldUser({ email: 'guard.admin@example.com', name: 'Guard Admin', isAdmin: true }),
  stay: worldUser({ email: 'stay.rider@example.com', name: 'Stay Rider' }),
  target: worldUser({ email: 'target.rider@example.com', name: 'Target Rider' }),
};
