import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';
import type { OrderStatus } from './order-status';
import { orders } from './shop.tables';

/**
 * An order's steps after New (PRODUCT §20, decision 066), one row each: the latest row is where
 * the order stands, an order without one is New (placed at `orders.created_at`). A table of its
 * own, so placing an order is left as it was.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Shipped: the carrier and its tracking number. */
    carrier: text('carrier'),
    tracking: text('tracking'),
    /** Cancelled: why, as the client is told. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('order_status_changes_order_id_idx').on(t.orderId, t.id),
    check(
      'order_status_changes_status',
      sql`${t.status} in ('in-production', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'order_status_changes_shipped',
      sql`${t.status} <> 'shipped' or (${t.carrier} is not null and ${t.tracking} is not null)`,
    ),
    check('order_status_changes_cancelled', sql`${t.status} <> 'cancelled' or ${t.reason} is not null`),
  ],
);

export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
