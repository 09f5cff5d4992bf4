import crypto from 'node:crypto';
import { cookieSecrets } from '../security/cookie-secrets.server';

/**
 * Which mark a stored proof carries is in its key (decision 052): a proof whose key names another
 * mark was made before the mark changed, and is made again before it is shown. Raise it with any
 * change to how a proof looks (its size, its mark, its noise).
 */
const markVersion = 2;

/** Where a picture's proofs are stored: its display size's and its thumbnail's. */
export function proofKeys(pictureId: string): { proofDisplayKey: string; proofThumbKey: string } {
  return {
    proofDisplayKey: `pictures/${pictureId}/display-proof-${markVersion}.webp`,
    proofThumbKey: `pictures/${pictureId}/thumb-proof-${markVersion}.webp`,
  };
}

/** True for a proof that carries today's mark. */
export function isCurrentProofKey(key: string): boolean {
  return key.endsWith(`-proof-${markVersion}.webp`);
}

/**
 * A picture's seed for its mark's offset and noise (decision 052): an HMAC of its id under a key
 * drawn from the cookie secret, as the one-time links' tokens are (decision 030). The same picture
 * gets the same proof every time it is made; another picture, another offset and other noise; and
 * no one without the secret can make the noise again to subtract it, though the id is in every
 * address.
 */
export function proofSeed(pictureId: string): Uint8Array {
  const [secret = ''] = cookieSecrets();
  const key = crypto.createHmac('sha256', secret).update('proof-marks').digest();
  return crypto.createHmac('sha256', key).update(pictureId).digest();
}
