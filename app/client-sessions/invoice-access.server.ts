import { data } from 'react-router';
import { getOptionalUser } from '../accounts/guards.server';
import type { SessionUser } from '../accounts/session-user';
import type { InvoiceView } from '../invoices/invoice-views';
import { getInvoiceView } from '../invoices/invoices.server';
import { idParam } from '../validation/id-param';
import { getOwnSession } from './client-sessions.server';

/**
 * The first call of the invoice page's loader: the booking's owner (by verified address, as Your
 * Sessions) and admins read it; everyone else, signed out too, gets the same 404 as an unknown
 * invoice, so an invoice's number in an address reveals nothing (PRODUCT §16).
 */
export async function requireInvoiceReader(
  request: Request,
  invoiceId: string | undefined,
): Promise<{ view: InvoiceView; user: SessionUser }> {
  const id = idParam(invoiceId);
  const user = await getOptionalUser(request);
  const view = user ? await getInvoiceView(id) : undefined;
  const allowed =
    user && view && (user.isAdmin || (await getOwnSession(user, view.booking.id)) !== undefined);
  if (!user || !view || !allowed) throw data('Not Found', { status: 404 });
  return { view, user };
}

/** The invoice page's actions are the admin's: anyone else gets the same 404 as the page. */
export async function requireInvoiceAdmin(
  request: Request,
  invoiceId: string | undefined,
): Promise<{ invoiceId: number; admin: SessionUser }> {
  const id = idParam(invoiceId);
  const user = await getOptionalUser(request);
  if (!user?.isAdmin) throw data('Not Found', { status: 404 });
  return { invoiceId: id, admin: user };
}
