import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';
import type { PriceListKind } from './price-list-kinds';

/**
 * The owner's price list (PRODUCT §20, decision 065): products made of one of the client's own
 * pictures, apart from the fixed catalogue of `products`. A product is retired, never deleted, so
 * the orders that name it stay readable. Prices are integer cents.
 */
export const priceListProducts = pgTable(
  'price_list_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<PriceListKind>().notNull(),
    /** A print's size ("8x10"); null for the other kinds. */
    size: text('size'),
    priceCents: integer('price_cents').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    check('price_list_products_price_positive', sql`${t.priceCents} > 0`),
    check('price_list_products_kind', sql`${t.kind} in ('print', 'wall-art', 'download')`),
  ],
);

export type PriceListProduct = typeof priceListProducts.$inferSelect;
