import { getOptionalUser } from '../accounts/guards.server';
import { pictureArchive } from '../pictures/picture-zip.server';
import type { Route } from './+types/pictures-zip';

const baseHeaders = {
  Vary: 'Cookie',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
};

function notFound() {
  return new Response('Not Found', {
    status: 404,
    headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * "Download all" (decision 012): every original of one client as a ZIP, streamed as it is built, so no
 * Content-Length. Like the single picture route, deliberately not requireRole: anyone who may not
 * have these pictures, signed out included, gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const ownerId = Number(params.ownerId);
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0) return notFound();
  const archive = await pictureArchive(ownerId, await getOptionalUser(request));
  if (!archive.ok) return notFound();
  return new Response(archive.body, {
    headers: {
      ...baseHeaders,
      'Content-Type': 'application/zip',
      // The name is ASCII letters, digits and dashes by construction, so it needs no escaping.
      'Content-Disposition': `attachment; filename="${archive.fileName}"`,
    },
  });
}
