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
    createdAt: createdAt(),
    /**
     * A voided invoice (sent by mistake, or replaced) stays, with its number and its reason, and
     * nothing is due on it; only one with no payment that counts can be voided.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    index('invoices_booking_idx').on(table.bookingId),
    check(
      'invoices_schedule_adds_up',
      sql`${table.depositCents} + ${table.balanceCents} = ${table.totalCents}`,
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
  },
  (table) => [unique('invoice_items_position').on(table.invoiceId, table.position)],
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
    check('invoice_payments_positive', sql`${table.amountCents} > 0`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
