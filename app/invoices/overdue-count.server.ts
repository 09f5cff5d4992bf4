import { type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../business-time/calendar-dates';
import { outerColumn } from '../db/outer-column';
import { invoicePayments, invoices } from './invoices.tables';

/**
 * How many invoices have something overdue `today`, as one number the database counts (Admin
 * Home's Show Invoices button, on every view), by `instalmentStates`' rule written over the
 * invoice's columns: payments fill the deposit first, so the deposit is unpaid while less than it
 * was paid and the balance while less than both; an instalment is overdue from the day after its
 * due day while some of it is unpaid. A void invoice, or one cancelled with its session, owes
 * nothing. Today reads the same invoices through the rule itself (`overdueInvoices`); the
 * integration test holds the two to the same answers.
 */
export function overdueInvoicesCount(today: IsoDate): SQL<number> {
  const paid = sql`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${outerColumn(invoices.id)} and ${invoicePayments.voidedAt} is null), 0)`;
  return sql<number>`(select count(*)::int from ${invoices}
    where ${invoices.voidedAt} is null and ${invoices.cancelledSessionOn} is null
      and (${invoices.depositDueOn} < ${today} or ${invoices.balanceDueOn} < ${today})
      and ((${invoices.depositDueOn} < ${today} and ${paid} < ${invoices.depositCents})
        or (${invoices.balanceDueOn} < ${today} and ${paid} < ${invoices.depositCents} + ${invoices.balanceCents})))`;
}
