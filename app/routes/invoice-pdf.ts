import { getOptionalUser } from '../accounts/guards.server';
import { requireInvoiceReader } from '../client-sessions/invoice-access.server';
import { getEnv } from '../config/env.server';
import { notFound } from '../http/not-found';
import { invoicePdf, invoicePdfName } from '../invoices/invoice-pdf.server';
import type { Route } from './+types/invoice-pdf';

/**
 * An invoice as a PDF (PRODUCT §16): the same readers as its page (the booking's owner and the
 * admins; 404 for everyone else, signed out too: a file cannot show the page's "Please log in",
 * as the contract's PDF cannot), as it stands now.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await getOptionalUser(request))) throw notFound();
  const { view } = await requireInvoiceReader(request, params.invoiceId);
  const pdf = await invoicePdf(view, getEnv().HOW_TO_PAY);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoicePdfName(view.invoice.number)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
