import { worldUser } from '../helpers/world';

/** galleries.spec.ts (issue 24): a client whose pictures come in a proofing gallery, and a stranger. */
export const galleryUsers = {
  gwen: worldUser({ email: 'gwen.gallery@example.com', name: 'Gwen Gallop', isClient: true }),
  stranger: worldUser({ email: 'stan.stranger@example.com', name: 'Stan Stranger', isClient: true }),
};
