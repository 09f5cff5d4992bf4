import { galleryMessages } from '../galleries/gallery-messages';
import { pictureFileResponse, plainAnswer } from '../galleries/picture-response.server';
import { fileToShow } from '../galleries/proofs.server';
import { findSharedPicture } from '../galleries/share.server';
import type { Route } from './+types/share-file';

/** A guest's files are kept out of search engines like the page that shows them. */
const guestHeaders = { 'X-Robots-Tag': 'noindex' };

/**
 * A picture of a shared gallery for whoever holds the guest link: its thumbnail or
 * display copy (the watermarked proof while proofing), never the original; 404 for an unknown or
 * revoked link, or a picture of another gallery; 410 once the gallery has expired.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const variant = params.variant === 'thumb' || params.variant === 'display' ? params.variant : null;
  const shared = variant ? await findSharedPicture(params.token, params.pictureId) : null;
  if (!shared || !variant) return plainAnswer(404, 'Not Found', guestHeaders);
  if (shared.expired) return plainAnswer(410, galleryMessages.expired, guestHeaders);
  const key = await fileToShow(shared.row, variant, shared.state);
  if (key === null) return plainAnswer(404, 'Not Found', guestHeaders);
  return pictureFileResponse(request, shared.row, variant, key, guestHeaders);
}
