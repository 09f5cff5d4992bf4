import { getOptionalUser } from '../accounts/guards.server';
import { countPictureDownloads } from '../galleries/picture-downloads.server';
import { plainAnswer, zipAnswer } from '../galleries/picture-response.server';
import { pictureArchive } from '../galleries/picture-zip.server';
import { parseId } from '../validation/id-param';
import type { Route } from './+types/pictures-zip';

/**
 * "Download all" (decision 012): every original of one client as a ZIP, streamed as it is built, so no
 * Content-Length. Like the single picture route, deliberately not requireRole: anyone who may not
 * have these pictures, signed out included, gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const ownerId = parseId(params.ownerId);
  if (ownerId === undefined) return plainAnswer(404, 'Not Found');
  const viewer = await getOptionalUser(request);
  const archive = await pictureArchive(ownerId, viewer);
  if (!archive.ok) return plainAnswer(404, 'Not Found');
  await countPictureDownloads(viewer, archive.pictures);
  return zipAnswer(archive.body, archive.fileName);
}
