import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { parseDollars } from '../money/money';
import type { ServiceResult } from '../results/service-result';
import type { InvoiceDraft, PaymentInput } from './invoice.forms';
import { sendInvoiceMail, sendReceiptMail } from './invoice-email.server';
import { invoiceNumber, invoiceStanding, invoiceTotalCents, paymentSchedule } from './invoice-money';
import { paidCents } from './invoice-paid.server';
import type { InvoiceSummary, InvoiceView } from './invoice-views';
import {
  type Invoice,
  type InvoicePayment,
  invoiceCounters,
  invoiceItems,
  invoicePayments,
  invoices,
} from './invoices.tables';

/**
 * The next number of `year`, taken in the caller's transaction: the upsert locks the year's row
 * until the transaction ends, so a second process waits and then takes the number after it
 * (decision 047). A rolled-back invoice gives its number back.
 */
async function nextNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('The invoice counter was not updated');
  return invoiceNumber(year, row.lastNumber);
}

export type CreateRefusal = { reason: 'not-found' } | { reason: 'not-scheduled' };

/**
 * Creates the invoice in `tx` and "sends" it: the client's email with its link and its PDF is
 * queued in the same transaction. A booking without a session date is refused: the balance is due
 * a number of days before that date, and the admin schedules first (decision 047).
 */
export async function storeInvoice(
  tx: Tx,
  bookingId: number,
  draft: InvoiceDraft,
): Promise<ServiceResult<{ invoice: Invoice }, CreateRefusal>> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) return { ok: false, reason: 'not-found' } as const;
  if (!booking.dateScheduled) return { ok: false, reason: 'not-scheduled' } as const;
  const sentOn = businessToday();
  const totalCents = invoiceTotalCents(draft.items, draft.taxCents);
  const [deposit, balance] = paymentSchedule(totalCents, draft, sentOn, booking.dateScheduled);
  if (!deposit || !balance) throw new Error('An invoice schedule has two instalments');
  const [invoice] = await tx
    .insert(invoices)
    .values({
      bookingId,
      number: await nextNumber(tx, Number(sentOn.slice(0, 4))),
      taxLabel: draft.taxLabel,
      taxCents: draft.taxCents,
      totalCents,
      depositPercent: draft.depositPercent,
      depositCents: deposit.amountCents,
      depositDueOn: deposit.dueOn,
      balanceCents: balance.amountCents,
      balanceDueOn: balance.dueOn,
      balanceDaysBefore: draft.balanceDaysBefore,
    })
    .returning();
  if (!invoice) throw new Error('The invoice was not stored');
  const items = await tx
    .insert(invoiceItems)
    .values(draft.items.map((item, position) => ({ invoiceId: invoice.id, position, ...item })))
    .returning();
  items.sort((a, b) => a.position - b.position);
  // Its PDF goes with the email, made from the rows just written: getInvoiceView reads outside
  // this transaction and cannot see them until it commits.
  await sendInvoiceMail(tx, {
    invoice,
    booking,
    items,
    payments: [],
    ...invoiceStanding(invoice, 0, sentOn),
  });
  return { ok: true, invoice } as const;
}

/** What the payments that are not voided add up to. */
function paidOf(payments: readonly InvoicePayment[]): number {
  return payments.reduce((sum, payment) => (payment.voidedAt ? sum : sum + payment.amountCents), 0);
}

/** The invoice page: the invoice, its items, payments and where it stands today. */
export async function getInvoiceView(
  invoiceId: number,
  today: IsoDate = businessToday(),
): Promise<InvoiceView | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      invoice: invoices,
      booking: {
        id: bookings.id,
        name: bookings.name,
        email: bookings.email,
        session: bookings.session,
        dateScheduled: bookings.dateScheduled,
      },
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return undefined;
  const [items, payments] = await Promise.all([
    db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId))
      .orderBy(asc(invoiceItems.position)),
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId))
      .orderBy(asc(invoicePayments.id)),
  ]);
  return { ...row, items, payments, ...invoiceStanding(row.invoice, paidOf(payments), today) };
}

/** Invoices (those `where` picks, or all), newest first, with where each stands `today`. */
async function invoiceSummaries(where: SQL | undefined, today: IsoDate): Promise<InvoiceSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      invoice: invoices,
      booking: {
        id: bookings.id,
        name: bookings.name,
        session: bookings.session,
        dateScheduled: bookings.dateScheduled,
      },
      paidCents: sql<number>`coalesce(sum(${invoicePayments.amountCents}) filter (where ${invoicePayments.voidedAt} is null), 0)::int`,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(where)
    .groupBy(invoices.id, bookings.id)
    .orderBy(desc(invoices.id));
  return rows.map(({ invoice, booking, paidCents }) => ({
    id: invoice.id,
    number: invoice.number,
    totalCents: invoice.totalCents,
    cancelledSessionOn: invoice.cancelledSessionOn,
    settlement: invoice.settlement,
    refundCents: invoice.refundCents,
    booking,
    ...invoiceStanding(invoice, Number(paidCents), today),
  }));
}

/** A booking's invoices, newest first, with where each stands: Booking Info and the timeline. */
export function listBookingInvoices(
  bookingId: number,
  today: IsoDate = businessToday(),
): Promise<InvoiceSummary[]> {
  return invoiceSummaries(eq(invoices.bookingId, bookingId), today);
}

/** Every invoice, newest first, with where each stands: Admin Home's Show Invoices. */
export function listAllInvoices(today: IsoDate = businessToday()): Promise<InvoiceSummary[]> {
  return invoiceSummaries(undefined, today);
}

/**
 * The invoices, not void, with a due day before `today`: the only ones that can be overdue (Admin
 * Home's Today and its Show Invoices button), read without the paid and future ones.
 */
export function listInvoicesDueBefore(today: IsoDate): Promise<InvoiceSummary[]> {
  return invoiceSummaries(
    and(isNull(invoices.voidedAt), or(lt(invoices.depositDueOn, today), lt(invoices.balanceDueOn, today))),
    today,
  );
}

/** The invoices of these bookings, with where each stands: Today's sessions of the week. */
export function listInvoicesOfBookings(bookingIds: number[], today: IsoDate): Promise<InvoiceSummary[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return invoiceSummaries(inArray(invoices.bookingId, bookingIds), today);
}

export type PaymentRefusal =
  | { reason: 'not-found' }
  | { reason: 'void' }
  | { reason: 'cancelled' }
  | { reason: 'over-balance'; balanceCents: number };

/**
 * Records a payment in `tx` and queues the client's receipt (PDF attached) with it. The invoice's
 * row is locked (FOR UPDATE) while the balance is checked, so two admins recording at once are
 * checked one after the other and can never pay more than the total.
 */
export async function storePayment(
  tx: Tx,
  invoiceId: number,
  input: PaymentInput,
): Promise<ServiceResult<{ payment: InvoicePayment; invoice: Invoice }, PaymentRefusal>> {
  const amountCents = parseDollars(input.amount);
  if (amountCents === undefined) throw new Error('storePayment takes a checked amount');
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) return { ok: false, reason: 'not-found' } as const;
  if (invoice.voidedAt) return { ok: false, reason: 'void' } as const;
  if (invoice.cancelledSessionOn) return { ok: false, reason: 'cancelled' } as const;
  const paidBefore = await paidCents(tx, invoiceId);
  const balanceCents = invoice.totalCents - paidBefore;
  if (amountCents > balanceCents) return { ok: false, reason: 'over-balance', balanceCents } as const;
  const [payment] = await tx
    .insert(invoicePayments)
    .values({ invoiceId, amountCents, method: input.method, paidOn: input.paidOn, note: input.note ?? '' })
    .returning();
  if (!payment) throw new Error('The payment was not stored');
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, invoice.bookingId));
  if (!booking) throw new Error('An invoice without its booking');
  await sendReceiptMail(tx, booking, invoice, payment, balanceCents - amountCents);
  return { ok: true, payment, invoice } as const;
}
