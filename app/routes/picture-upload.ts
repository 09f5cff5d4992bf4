import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { receivePictureUpload } from '../pictures/upload.server';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/picture-upload';

/** Only POST makes sense here; a GET (a typed URL, a crawler) gets a plain 405, not an error log. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin');
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The Edit Images upload (PRODUCT §2): a streamed multipart POST from the picker, answered in JSON so
 * the page can show its progress bar and the result without a reload.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin');
  const owner = await getUser(idParam(params.id));
  const headers = { 'Cache-Control': 'no-store' };
  if (!owner)
    return Response.json({ ok: false, message: 'That user does not exist.' }, { status: 404, headers });
  const outcome = await receivePictureUpload(request, owner, admin.id);
  if (outcome.ok) return Response.json(outcome, { headers });
  const { status, ...body } = outcome;
  return Response.json(body, { status, headers });
}
