import { requireRole } from '../accounts/guards.server';
import { plainAnswer, zipAnswer } from '../galleries/picture-response.server';
import { notFound } from '../http/not-found';
import { labArchive } from '../shop/lab-zip.server';
import { isOrderPublicId } from '../shop/order-id';
import type { Route } from './+types/order-lab-zip';

/**
 * Show Orders' Download for the lab (PRODUCT §20, decision 071): the originals an order's lines
 * were made of and the CSV of those lines, as one streamed ZIP, for admins only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // An address that cannot name an order is Not Found for everyone, before the guard (as an id).
  if (!isOrderPublicId(params.orderId)) throw notFound();
  await requireRole(request, 'admin');
  const archive = await labArchive(params.orderId);
  if (!archive.ok) return plainAnswer(404, 'This order has no pictures to send to the lab.');
  return zipAnswer(archive.body, archive.fileName);
}
