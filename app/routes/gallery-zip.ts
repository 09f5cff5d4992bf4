import { getOptionalUser } from '../accounts/guards.server';
import { galleryMessages } from '../galleries/gallery-messages';
import { countPictureDownloads } from '../galleries/picture-downloads.server';
import { plainAnswer, zipAnswer } from '../galleries/picture-response.server';
import { galleryArchive } from '../galleries/picture-zip.server';
import type { Route } from './+types/gallery-zip';

/**
 * A gallery's "Download all": its originals as a streamed ZIP, entries named after the
 * uploaded files. Like the other file routes, not requireRole: anyone who may not have them gets
 * the same 404; the gallery's client and the admins get 403 while it is proofing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getOptionalUser(request);
  const archive = await galleryArchive(params.galleryId, viewer);
  if (!archive.ok) {
    if (archive.reason === 'not-released') return plainAnswer(403, galleryMessages.notReleased);
    if (archive.reason === 'expired') return plainAnswer(410, galleryMessages.expired);
    return plainAnswer(404, 'Not Found');
  }
  await countPictureDownloads(viewer, archive.pictures);
  return zipAnswer(archive.body, archive.fileName);
}
