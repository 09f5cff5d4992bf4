import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { receivePictureUpload } from '../flows/gallery-flows.server';
import { galleryMessages } from '../galleries/gallery-messages';
import type { UploadReply } from '../http/form-replies';
import { notUnderstoodMessage } from '../http/notice';
import { pictureMessages, tooLargeMessage } from '../pictures/picture-rules';
import type { UploadRefusal } from '../pictures/upload.server';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/picture-upload';

/** Only POST makes sense here; a GET (a typed URL, a crawler) gets a plain 405, not an error log. */
export async function loader({ request, params }: Route.LoaderArgs) {
  idParam(params.id);
  await requireRole(request, 'admin');
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The Edit Images upload (PRODUCT §2): a streamed multipart POST from the picker, answered in JSON so
 * the page can show its progress bar and the result without a reload.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const ownerId = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const owner = await getUser(ownerId);
  const headers = { 'Cache-Control': 'no-store' };
  if (!owner) return Response.json(refusal('That user does not exist.'), { status: 404, headers });
  // The gallery chosen on Edit Images; none: the client's "Your pictures".
  const galleryId = new URL(request.url).searchParams.get('gallery') || null;
  const result = await receivePictureUpload(request, owner, admin.id, galleryId);
  if (result.ok) return Response.json(uploaded(pictureMessages.uploaded, result.count), { headers });
  const [status, message] = refusalAnswer(result);
  const file = 'file' in result ? result.file : undefined;
  return Response.json(refusal(message, file), { status, headers });
}

const uploaded = (message: string, count: number): UploadReply => ({ ok: true, message, count });
const refusal = (message: string, file?: string): UploadReply => ({
  ok: false,
  message,
  ...(file === undefined ? {} : { file }),
});

/** The page's notice for a refused selection, and the status that says why (PRODUCT §5 texts). */
function refusalAnswer(refusal: UploadRefusal): [number, string] {
  switch (refusal.reason) {
    case 'not-a-client':
      return [409, pictureMessages.notClient];
    case 'no-gallery':
      return [404, galleryMessages.galleryGone];
    case 'not-multipart':
      return [400, notUnderstoodMessage];
    case 'unreadable':
      return [400, 'The upload could not be read. Please try again.'];
    case 'too-many':
      return [400, pictureMessages.tooMany];
    case 'none':
      return [400, pictureMessages.none];
    case 'too-large':
      return [413, tooLargeMessage(refusal)];
    case 'bad-type':
      return [400, pictureMessages.badType];
    case 'bad-resolution':
      return [400, pictureMessages.badResolution];
    case 'failed':
      return [500, pictureMessages.failed];
  }
}
