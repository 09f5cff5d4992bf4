import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now());

/**
 * The last invoice number of each year (decision 047): creating an invoice bumps its year's row in
 * the same transaction, so two processes can never take the same number and none is skipped.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An invoice for a booking (PRODUCT §16). Amounts are integer cents; the schedule is stored as it
 * was sent (deposit + balance = total), and its due dates are calendar days in the business's
 * time zone, so the reminder code can query `balance_due_on` / `deposit_due_on` directly.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    taxLabel: text('tax_label').notNull().default(''),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    depositDueOn: date('deposit_due_on', { mode: 'string' }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    balanceDueOn: date('balance_due_on', { mode: 'string' }).notNull(),
    /**
     * How many days before the session the balance is due, as the invoice was made: a move counts
     * the unpaid balance again from the new date (PRODUCT §16). Null on an invoice made before it
     * was kept whose balance could not be read back as counted from the session: it stays put.
     */
    balanceDaysBefore: integer('balance_days_before'),
    createdAt: createdAt(),
    /**
     * A voided invoice (sent by mistake, or replaced) stays, with its number and its reason, and
     * nothing is due on it; with payments, what became of them is its settlement (below).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /**
     * The day of the session it was cancelled with (PRODUCT §16): every unpaid instalment is
     * cancelled, nothing is due, what was paid stays recorded until the admin settles it.
     */
    cancelledSessionOn: date('cancelled_session_on', { mode: 'string' }),
    /**
     * What became of what was paid on a cancelled or void invoice, recorded once: kept as a
     * cancellation fee, or a refund (amount, method, day; what was paid beyond it is kept).
     */
    settlement: text('settlement', { enum: ['fee', 'refund'] }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundCents: integer('refund_cents'),
    refundMethod: text('refund_method', { enum: ['Cash', 'Check', 'Bank transfer', 'Other'] }),
    refundedOn: date('refunded_on', { mode: 'string' }),
  },
  (table) => [
    index('invoices_booking_idx').on(table.bookingId),
    // Show Reports reads what was invoiced by month, and what was owed at each month's end.
    index('invoices_created_at_idx').on(table.createdAt),
    check(
      'invoices_schedule_adds_up',
      sql`${table.depositCents} + ${table.balanceCents} = ${table.totalCents}`,
    ),
    check(
      'invoices_settlement',
      sql`(${table.settlement} is null and ${table.settledAt} is null and ${table.refundCents} is null)
        or (${table.settlement} = 'fee' and ${table.settledAt} is not null and ${table.refundCents} is null)
        or (${table.settlement} = 'refund' and ${table.settledAt} is not null and ${table.refundCents} > 0
          and ${table.refundMethod} is not null and ${table.refundedOn} is not null)`,
    ),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /**
     * A "Package: N digital downloads" line (PRODUCT §21): N per unit, null on every other line. The
     * paid invoice gives the session's gallery N × quantity credits (decision 068).
     */
    downloadCredits: integer('download_credits'),
  },
  (table) => [
    unique('invoice_items_position').on(table.invoiceId, table.position),
    check(
      'invoice_items_download_credits',
      sql`${table.downloadCredits} is null or ${table.downloadCredits} > 0`,
    ),
  ],
);

/**
 * A payment the admin recorded (this site takes no card payments). A voided payment stays, with
 * its reason and when, and no longer counts towards what is paid.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['Cash', 'Check', 'Bank transfer', 'Other'] }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    // Show Reports and the payments CSV read payments by the day paid.
    index('invoice_payments_paid_on_idx').on(table.paidOn),
    check('invoice_payments_positive', sql`${table.amountCents} > 0`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
