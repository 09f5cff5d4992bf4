import { getOptionalUser } from '../accounts/guards.server';
import { businessToday } from '../business-time/business-time.server';
import { packageDownloadsLeft, spendCredit } from '../galleries/download-credits.server';
import { galleryMessages } from '../galleries/galleries.forms';
import { isExpired } from '../galleries/gallery-view';
import { countPictureDownloads } from '../galleries/picture-downloads.server';
import { pictureFileResponse, plainAnswer } from '../galleries/picture-response.server';
import { findViewablePicture, pictureVariants } from '../galleries/pictures.server';
import { fileToShow } from '../galleries/proofs.server';
import type { Route } from './+types/picture-file';

const notFound = () => plainAnswer(404, 'Not Found');

/**
 * Serves a picture file (PRODUCT §10: private pictures). Deliberately not requireRole: anyone who
 * may not see the picture, signed out or signed in, gets the same 404, so a URL never reveals that
 * a picture exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getOptionalUser(request);
  const variant = pictureVariants.find((v) => v === params.variant);
  const row = variant ? await findViewablePicture(params.pictureId, viewer) : null;
  if (!row || !variant) return notFound();
  // Past its Expires on day its client gets nothing more (410); the admins still see it.
  if (!viewer?.isAdmin && isExpired(row.galleryExpiresOn, businessToday()))
    return plainAnswer(410, galleryMessages.expired);
  // A proofing gallery shows its pictures but gives no original until it is released, except to
  // its client for a package credit (PRODUCT §21): a GET spends one, the same picture again is free.
  let state = row.galleryState;
  if (variant === 'original' && state === 'proofing') {
    const ownClient = viewer?.isClient === true && viewer.id === row.userId;
    if (!ownClient || request.method !== 'GET' || !row.galleryId)
      return plainAnswer(403, galleryMessages.notReleased);
    const spent = await spendCredit(row.galleryId, row.id);
    if (!spent.ok) {
      const hadPackage = (await packageDownloadsLeft(row.galleryId)) !== null;
      return plainAnswer(403, hadPackage ? galleryMessages.noDownloadsLeft : galleryMessages.notReleased);
    }
    state = 'released';
  }
  // While proofing, the watermarked proof; once released (or paid for), the clean file (fileToShow).
  const key = await fileToShow(row, variant, state);
  if (key === null) return notFound();

  const response = await pictureFileResponse(request, row, variant, key);
  // An original handed out is a picture downloaded (Show Reports); a HEAD hands out nothing.
  if (variant === 'original' && response.ok && request.method === 'GET')
    await countPictureDownloads(viewer, 1);
  return response;
}
