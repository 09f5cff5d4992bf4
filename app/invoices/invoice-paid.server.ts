import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MailQueue } from '../mail/outbox.server';
import { invoicePayments } from './invoices.tables';

/**
 * What is paid of an invoice: its payments that are not voided, in cents, read in `queue` (the
 * caller's transaction, where the invoice's row may be locked). Recording a payment checks the
 * balance with it; the invoice reminders read what is still unpaid with it.
 */
export async function paidCents(queue: MailQueue, invoiceId: number): Promise<number> {
  const [paid] = await queue
    .select({ cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)::int` })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), isNull(invoicePayments.voidedAt)));
  return Number(paid?.cents ?? 0);
}
