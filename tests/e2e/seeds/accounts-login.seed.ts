import { worldUser } from '../helpers/world';

/** accounts-login.spec.ts: who signs in, a disabled account, and an admin sent back to Admin Home. */
export const signers = {
  rider: worldUser({ email: 'login.rider@example.com', name: 'Login Rider' }),
  disabled: worldUser({
    email: 'disabled.rider@example.com',
    name: 'Disabled Rider',
    isClient: true,
    disabled: true,
  }),
  admin: worldUser({ email: 'login.admin@example.com', name: 'Login Admin', isAdmin: true }),
};
