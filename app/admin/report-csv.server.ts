import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { getDb } from '../db/db.server';
import { outerColumn } from '../db/outer-column';
import { csvDocument } from '../http/csv';
import { invoicePayments, invoices } from '../invoices/invoices.tables';
import { centsAsDollars } from '../money/money';
import { stageLabels } from '../stages/booking-stage';
import { listBookingStages } from '../stages/booking-stages.server';
import { sourceLabel } from './reports';

/**
 * The accountant's downloads of Show Reports (PRODUCT §2 Admin Home, Reports): a year's payments
 * and a year's booking requests, each day in the business's zone, each amount in dollars.
 */

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/** The payments paid in the year that count (a voided one was a mistake), by day paid. */
export async function paymentsCsv(year: number): Promise<string> {
  const db = await getDb();
  const { from, to } = yearRange(year);
  const rows = await db
    .select({
      paidOn: invoicePayments.paidOn,
      number: invoices.number,
      name: bookings.name,
      email: bookings.email,
      session: bookings.session,
      method: invoicePayments.method,
      amountCents: invoicePayments.amountCents,
      note: invoicePayments.note,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(
      and(
        isNull(invoicePayments.voidedAt),
        gte(invoicePayments.paidOn, from),
        lt(invoicePayments.paidOn, to),
      ),
    )
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return csvDocument(
    ['Paid on', 'Invoice', 'Client', 'Email', 'Session type', 'Method', 'Amount (USD)', 'Note'],
    rows.map((row) => [
      row.paidOn,
      row.number,
      row.name,
      row.email,
      row.session,
      row.method,
      centsAsDollars(row.amountCents),
      row.note,
    ]),
  );
}

/** The requests sent in the year, by the day sent, with what was invoiced and paid on each. */
export async function bookingsCsv(year: number): Promise<string> {
  const db = await getDb();
  const { from, to } = yearRange(year);
  const bookingId = outerColumn(bookings.id);
  const invoiced = sql<number>`(select coalesce(sum(i.total_cents), 0)::int from ${invoices} i
    where i.booking_id = ${bookingId} and i.voided_at is null)`;
  const paid = sql<number>`(select coalesce(sum(p.amount_cents), 0)::int from ${invoicePayments} p
    join ${invoices} i on i.id = p.invoice_id
    where i.booking_id = ${bookingId} and p.voided_at is null)`;
  const inYear = and(gte(bookings.dateBooked, from), lt(bookings.dateBooked, to));
  const [rows, stages] = await Promise.all([
    db
      .select({
        id: bookings.id,
        dateBooked: bookings.dateBooked,
        name: bookings.name,
        email: bookings.email,
        phone: bookings.phoneNumber,
        session: bookings.session,
        location: bookings.location,
        source: bookings.hearAbout,
        dateScheduled: bookings.dateScheduled,
        cancelledAt: bookings.cancelledAt,
        invoiced,
        paid,
      })
      .from(bookings)
      .where(inYear)
      .orderBy(asc(bookings.dateBooked), asc(bookings.id)),
    listBookingStages(inYear),
  ]);
  const stageOf = new Map(stages.map((row) => [row.bookingId, stageLabels[row.stage]]));
  return csvDocument(
    [
      'Request sent',
      'Name',
      'Email',
      'Phone',
      'Session type',
      'Place',
      'How they heard about us',
      'Stage',
      'Scheduled for',
      'Cancelled on',
      'Invoiced (USD)',
      'Paid (USD)',
    ],
    rows.map((row) => [
      row.dateBooked,
      row.name,
      row.email,
      row.phone,
      row.session,
      row.location,
      sourceLabel(row.source),
      stageOf.get(row.id) ?? null,
      row.dateScheduled,
      row.cancelledAt ? businessToday(row.cancelledAt) : null,
      centsAsDollars(Number(row.invoiced)),
      centsAsDollars(Number(row.paid)),
    ]),
  );
}

/** The year a download asks for: four digits from 2000 to 2100, else null (the route's 404). */
export function parseReportYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}
