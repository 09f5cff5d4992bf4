import { getOptionalUser } from '../accounts/guards.server';
import { businessToday } from '../business-time/business-time.server';
import { isPaidFor, packageDownloadsLeft } from '../galleries/download-credits.server';
import { galleryMessages } from '../galleries/gallery-messages';
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
  // its client for a proof a package credit was spent on (PRODUCT §21). Spending is Download's
  // POST on the gallery page: no change happens on GET.
  let state = row.galleryState;
  if (variant === 'original' && state === 'proofing') {
    const ownClient = viewer?.isClient === true && viewer.id === row.userId && row.galleryId !== null;
    if (!ownClient || !row.galleryId || !(await isPaidFor(row.galleryId, row.id))) {
      const left = ownClient && row.galleryId ? await packageDownloadsLeft(row.galleryId) : null;
      if (left === null) return plainAnswer(403, galleryMessages.notReleased);
      return plainAnswer(403, left > 0 ? galleryMessages.spendOnPage : galleryMessages.noDownloadsLeft);
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
