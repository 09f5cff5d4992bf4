import { worldUser } from '../helpers/world';

/** accounts-your-account.spec.ts: signs out elsewhere and changes the password, so has a user of its own. */
export const owen = worldUser({ email: 'own@example.com', name: 'Owen Rider' });
