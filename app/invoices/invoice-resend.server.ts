import { eq } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { sendInvoiceMail } from './invoice-email.server';
import type { InvoiceView } from './invoice-views';
import { getInvoiceView } from './invoices.server';
import { invoices } from './invoices.tables';

export type ResendRefusal = { reason: 'not-found' } | { reason: 'void' };

/**
 * Emails the invoice to its client again (PRODUCT §16), for one who cannot find the first email
 * or asks for a copy: the same "Your invoice" email, its PDF as the invoice stands today, so what
 * is paid shows. A void invoice is not sent again: its own email said why it is void.
 */
export async function resendInvoice(
  invoiceId: number,
): Promise<ServiceResult<{ view: InvoiceView }, ResendRefusal>> {
  const view = await getInvoiceView(invoiceId, businessToday());
  if (!view) return { ok: false, reason: 'not-found' };
  if (view.invoice.voidedAt) return { ok: false, reason: 'void' };
  return transactionWithMail(async (tx) => {
    // Read again under a share lock: a void committed since the read above is not sent past.
    const [now] = await tx
      .select({ voidedAt: invoices.voidedAt })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('share');
    if (!now) return { ok: false, reason: 'not-found' } as const;
    if (now.voidedAt) return { ok: false, reason: 'void' } as const;
    await sendInvoiceMail(tx, view);
    return { ok: true, view } as const;
  });
}
