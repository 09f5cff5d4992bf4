import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { businessTimeZone } from '../business-time/business-time.server';
import type { IsoMonth } from '../business-time/month-grid';
import { getDb } from '../db/db.server';
import { invoicePayments, invoices } from '../invoices/invoices.tables';
import { type MoneyMonth, type PaymentMethod, paymentMethods } from './reports';

/** Grouped by the month, the first column: its time zone is a parameter, so repeating the
 * expression would not be the same expression to PostgreSQL. */
const byFirstColumn = sql`1`;

/**
 * Show Reports' money (PRODUCT §2 Admin Home, Reports), month by month in the business's zone.
 * A void invoice and a voided payment count nowhere: they were mistakes, not money owed or paid.
 */

export async function moneyByMonth(months: IsoMonth[]): Promise<MoneyMonth[]> {
  const db = await getDb();
  const tz = businessTimeZone();
  const first = `${months[0]}-01`;
  const invoicedMonth = sql<string>`to_char(${invoices.createdAt} at time zone ${tz}, 'YYYY-MM')`;
  const paidMonth = sql<string>`to_char(${invoicePayments.paidOn}, 'YYYY-MM')`;
  // A payment lowers what is outstanding at a month's end once it is paid and its invoice made,
  // both by then: from the later of the two months on.
  const settledMonth = sql<string>`greatest(${paidMonth}, ${invoicedMonth})`;
  const [invoiced, settled, collected] = await Promise.all([
    // Every month since the first invoice: what is outstanding carries over from before the year.
    db
      .select({ month: invoicedMonth, cents: sql<number>`sum(${invoices.totalCents})::int` })
      .from(invoices)
      .where(isNull(invoices.voidedAt))
      .groupBy(byFirstColumn),
    db
      .select({ month: settledMonth, cents: sql<number>`sum(${invoicePayments.amountCents})::int` })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(isNull(invoicePayments.voidedAt), isNull(invoices.voidedAt)))
      .groupBy(byFirstColumn),
    db
      .select({
        month: paidMonth,
        method: invoicePayments.method,
        cents: sql<number>`sum(${invoicePayments.amountCents})::int`,
      })
      .from(invoicePayments)
      .where(and(isNull(invoicePayments.voidedAt), gte(invoicePayments.paidOn, first)))
      .groupBy(paidMonth, invoicePayments.method),
  ]);
  const invoicedOf = new Map(invoiced.map((row) => [row.month, Number(row.cents)]));
  /** The cents of the rows of the months up to `month` (yyyy-MM sorts as the months do). */
  const upTo = (rows: { month: string; cents: number }[], month: IsoMonth) =>
    rows.filter((row) => row.month <= month).reduce((sum, row) => sum + Number(row.cents), 0);
  const outstandingOf = new Map(months.map((month) => [month, upTo(invoiced, month) - upTo(settled, month)]));
  return months.map((month) => {
    const methods = Object.fromEntries(paymentMethods.map((m) => [m, 0])) as Record<PaymentMethod, number>;
    for (const row of collected) if (row.month === month) methods[row.method] += Number(row.cents);
    return {
      month,
      invoicedCents: invoicedOf.get(month) ?? 0,
      collected: methods,
      outstandingCents: outstandingOf.get(month) ?? 0,
    };
  });
}
