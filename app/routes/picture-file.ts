import { Readable } from 'node:stream';
import { getOptionalUser } from '../accounts/guards.server';
import { businessToday } from '../business-time/business-time.server';
import { galleryMessages } from '../galleries/galleries.forms';
import { isExpired } from '../galleries/gallery-view';
import {
  downloadName,
  findViewablePicture,
  mediaTypes,
  pictureVariants,
  shownKeyOf,
} from '../pictures/pictures.server';
import { getPictureStorage } from '../pictures/storage.server';
import type { Route } from './+types/picture-file';

/** Shared by every answer: nothing here may land in a shared cache, and nothing is sniffed. */
const baseHeaders = { Vary: 'Cookie', 'X-Content-Type-Options': 'nosniff' };

function notFound() {
  return new Response('Not Found', {
    status: 404,
    headers: {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A plain-text refusal: 403 before the release, 410 after expiry (issue 24). */
function refusal(status: 403 | 410, text: string) {
  return new Response(text, {
    status,
    headers: {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
}

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
  // Past its Expires on day its client gets nothing more (410); the admins still see it (issue 24).
  if (!viewer?.isAdmin && isExpired(row.galleryExpiresOn, businessToday()))
    return refusal(410, galleryMessages.expired);
  // A proofing gallery shows its pictures but gives no original until it is released (issue 24).
  if (variant === 'original' && row.galleryState === 'proofing')
    return refusal(403, galleryMessages.notReleased);
  // While proofing, the watermarked proof; once released, the clean file (shownKeyOf).
  const key = shownKeyOf(row, variant, row.galleryState);
  if (key === null) return notFound();

  // A stored file never changes, so the picture, variant and gallery state make a strong validator:
  // Release gallery changes the state, and with it the file a browser must fetch again.
  const etag = `"${row.id}-${variant}-${row.galleryState}"`;
  const original = variant === 'original';
  const headers = new Headers({
    ...baseHeaders,
    ETag: etag,
    // Thumbnails revalidate (the session is checked again each time); downloads are not kept at all.
    'Cache-Control': original ? 'private, no-store' : 'private, no-cache',
  });
  if (!original && request.headers.get('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers });
  }

  const storage = getPictureStorage();
  // A HEAD asks for the headers only: the store is asked for the size, not for the bytes.
  const stored =
    request.method === 'HEAD'
      ? await storage.stat(key).then((stat) => stat && { size: stat.size, body: null })
      : await storage.get(key);
  if (!stored) {
    console.error(`pictures: the ${variant} file of picture ${row.id} is missing`);
    return notFound();
  }
  headers.set('Content-Type', original ? mediaTypes[row.format] : 'image/webp');
  headers.set('Content-Length', String(stored.size));
  if (original) {
    // The name is ASCII letters, digits, dashes and a dot by construction, so it needs no escaping.
    headers.set('Content-Disposition', `attachment; filename="${downloadName(row)}"`);
  }
  // The file (or the S3 download) streams straight into the response; a cancelled download closes it.
  const body = stored.body && (Readable.toWeb(stored.body) as ReadableStream<Uint8Array>);
  return new Response(body, { headers });
}
