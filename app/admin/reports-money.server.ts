import { and, gte, isNull, sql } from 'drizzle-orm';
import { businessTimeZone } from '../business-time/business-time.server';
import { addMonths, type IsoMonth } from '../business-time/month-grid';
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

/** The first day of the month after `month`: where a month ends. */
const nextMonthStart = (month: IsoMonth) => `${addMonths(month, 1) ?? month}-01`;

export async function moneyByMonth(months: IsoMonth[]): Promise<MoneyMonth[]> {
  const db = await getDb();
  const tz = businessTimeZone();
  const first = `${months[0]}-01`;
  const firstInstant = sql`(${first}::timestamp at time zone ${tz})`;
  const invoicedMonth = sql<string>`to_char(${invoices.createdAt} at time zone ${tz}, 'YYYY-MM')`;
  const paidMonth = sql<string>`to_char(${invoicePayments.paidOn}, 'YYYY-MM')`;
  // Each month's end as a row, so one query answers what was outstanding at every one of them.
  const ends = sql.join(
    months.map((month) => sql`(${month}, ${nextMonthStart(month)}::date)`),
    sql`, `,
  );
  const [invoiced, collected, outstanding] = await Promise.all([
    db
      .select({ month: invoicedMonth, cents: sql<number>`sum(${invoices.totalCents})::int` })
      .from(invoices)
      .where(and(isNull(invoices.voidedAt), gte(invoices.createdAt, firstInstant)))
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
    db
      .select({
        month: sql<string>`e.month`,
        cents: sql<number>`(
          (select coalesce(sum(i.total_cents), 0) from ${invoices} i
            where i.voided_at is null and i.created_at < (e.next_day::timestamp at time zone ${tz}))
          - (select coalesce(sum(p.amount_cents), 0) from ${invoicePayments} p
            join ${invoices} i on i.id = p.invoice_id
            where p.voided_at is null and i.voided_at is null and p.paid_on < e.next_day
              and i.created_at < (e.next_day::timestamp at time zone ${tz}))
        )::int`,
      })
      .from(sql`(values ${ends}) as e(month, next_day)`),
  ]);
  const invoicedOf = new Map(invoiced.map((row) => [row.month, Number(row.cents)]));
  const outstandingOf = new Map(outstanding.map((row) => [row.month, Number(row.cents)]));
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
