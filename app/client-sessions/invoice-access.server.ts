import { requireSignedIn } from '../accounts/guards.server';
import { ownerOrAdmin } from '../accounts/roles';
import type { SessionUser } from '../accounts/session-user';
import { notFound } from '../http/not-found';
import type { InvoiceView } from '../invoices/invoice-views';
import { getInvoiceView } from '../invoices/invoices.server';
import { idParam } from '../validation/id-param';
import { getOwnSession } from './client-sessions.server';

/**
 * The first call of the invoice page's loader: the booking's owner (by verified address, as Your
 * Sessions) and admins read it; anyone else signed in gets the same 404 as an unknown invoice, so
 * an invoice's number in an address reveals nothing (PRODUCT §16); signed out, the "Please log
 * in" page for any id an invoice could have (decision 057).
 */
export async function requireInvoiceReader(
  request: Request,
  invoiceId: string | undefined,
): Promise<{ view: InvoiceView; user: SessionUser }> {
  const id = idParam(invoiceId);
  const user = await requireSignedIn(request);
  const view = await getInvoiceView(id);
  if (!view) throw notFound();
  const reader = await ownerOrAdmin(
    user,
    async (owner) => (await getOwnSession(owner, view.booking.id)) !== undefined,
  );
  if (!reader) throw notFound();
  return { view, user };
}

/** The invoice page's actions are the admin's: anyone else gets the same answer as the page. */
export async function requireInvoiceAdmin(
  request: Request,
  invoiceId: string | undefined,
): Promise<{ invoiceId: number; admin: SessionUser }> {
  const id = idParam(invoiceId);
  const user = await requireSignedIn(request);
  if (!user.isAdmin) throw notFound();
  return { invoiceId: id, admin: user };
}
