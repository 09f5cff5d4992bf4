import { getOptionalUser } from '../accounts/guards.server';
import { galleryMessages } from '../galleries/galleries.forms';
import { galleryArchive } from '../pictures/picture-zip.server';
import type { Route } from './+types/gallery-zip';

const baseHeaders = {
  Vary: 'Cookie',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
};

function plain(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * A gallery's "Download all" (issue 24): its originals as a streamed ZIP, entries named after the
 * uploaded files. Like the other file routes, not requireRole: anyone who may not have them gets
 * the same 404; the gallery's client and the admins get 403 while it is proofing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const archive = await galleryArchive(params.galleryId, await getOptionalUser(request));
  if (!archive.ok) {
    if (archive.reason === 'not-released') return plain(403, galleryMessages.notReleased);
    if (archive.reason === 'expired') return plain(410, galleryMessages.expired);
    return plain(404, 'Not Found');
  }
  return new Response(archive.body, {
    headers: {
      ...baseHeaders,
      'Content-Type': 'application/zip',
      // The name is ASCII letters, digits and dashes by construction, so it needs no escaping.
      'Content-Disposition': `attachment; filename="${archive.fileName}"`,
    },
  });
}
