import { worldUser } from '../helpers/world';

/** accounts-signup.spec.ts: an address that already has an account. */
export const taken = worldUser({ email: 'taken.rider@example.com', name: 'Taken Rider' });
