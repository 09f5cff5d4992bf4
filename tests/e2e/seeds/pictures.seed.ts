import { worldUser } from '../helpers/world';

/**
 * The picture specs: a client for each flow (pictures are kept per client, so each flow's owner
 * starts with none) and a client who must never see them.
 */
export const pictureUsers = {
  /** pictures.spec.ts's upload, download and delete. */
  june: worldUser({ email: 'june@example.com', name: 'June Rider', isClient: true }),
  /** pictures.spec.ts's selection that is removed before it is uploaded. */
  juniper: worldUser({ email: 'juniper@example.com', name: 'Juniper Rider', isClient: true }),
  /** pictures-download-all.spec.ts. */
  zipJune: worldUser({ email: 'zip.june@example.com', name: 'Zia Rider', isClient: true }),
  other: worldUser({ email: 'max@example.com', name: 'Max Other', isClient: true }),
};
