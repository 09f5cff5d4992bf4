import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { clock } from '../business-time/clock';
import { galleries } from '../galleries/galleries.tables';
import { orders } from './shop.tables';

/** PRODUCT §21 Codes (decision 067): what Admin Home's Codes view adds, edits and ends. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Kept in capitals; checkout reads what the client types, capitals or not. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Percent (1..100) or cents off, by `kind`. */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    totalUses: integer('total_uses'),
    oncePerClient: boolean('once_per_client').notNull().default(false),
    galleryId: uuid('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    check(
      'discount_codes_value',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0)`,
    ),
    check('discount_codes_min_order', sql`${t.minOrderCents} >= 0`),
    check('discount_codes_total_uses', sql`${t.totalUses} is null or ${t.totalUses} >= 1`),
  ],
);

export type CodeRow = typeof discountCodes.$inferSelect;

/**
 * One row per order that used a code, written in the order's transaction. `onceUserId` is the
 * client only for a once-per-client code, so the unique pair refuses a second use by the same
 * client even if two checkouts got past the lock (NULLs never conflict).
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onceUserId: integer('once_user_id'),
    discountCents: integer('discount_cents').notNull(),
  },
  (t) => [
    unique('discount_code_uses_once').on(t.codeId, t.onceUserId),
    index('discount_code_uses_code_idx').on(t.codeId),
  ],
);
