import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { clock } from '../business-time/clock';
import { galleries } from '../galleries/galleries.tables';
import { pictures } from '../galleries/pictures.tables';
import type { CheckoutDetails, PostalAddress } from './checkout-details';
import { priceListProducts } from './price-list.tables';
import type { PriceListKind } from './price-list-kinds';
import { maxLineQuantity } from './shop.forms';

/** PRODUCT §3 Product. Prices are integer cents (PRODUCT §11); the seed keys rows by slug. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    briefDescription: text('brief_description').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('products_price_positive', sql`${t.priceCents} > 0`)],
);

/** PRODUCT §3 Cart: one cart per user, one row per product in it. It holds no price: that is read at use. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and ${sql.raw(String(maxLineQuantity))}`),
  ],
);

/**
 * PRODUCT §21 Order prints: a cart line made of one of the client's own pictures and a product of
 * the price list. One line per picture and product (adding again adds to its quantity); a picture
 * deleted from its gallery leaves the cart with it, as nothing can be made of it now. Like
 * `cart_items`, it holds no price: that is read from the price list at use.
 */
export const cartPictureLines = pgTable(
  'cart_picture_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    priceListProductId: integer('price_list_product_id')
      .notNull()
      .references(() => priceListProducts.id),
    quantity: integer('quantity').notNull(),
    /** What the client asked of the framing ("Crop note (optional)"), up to 500 characters; '' for none. */
    cropNote: text('crop_note').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    uniqueIndex('cart_picture_lines_line_idx').on(t.userId, t.pictureId, t.priceListProductId),
    check(
      'cart_picture_lines_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(maxLineQuantity))}`,
    ),
  ],
);

/**
 * Saved checkout info (PRODUCT §3 CheckoutInfo), kept only when the buyer ticks "save". The card part
 * is holder name, last 4 digits and expiry: never the number or CVV (PRODUCT §10).
 */
export const checkoutInfo = pgTable('checkout_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<CheckoutDetails>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/**
 * The server-side draft between checkout, review and confirm (PRODUCT §11): one per user. Its
 * random id is the idempotency key that orders.draft_id makes unique.
 */
export const orderDrafts = pgTable('order_drafts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<CheckoutDetails>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/** A placed order: a snapshot that later price or address changes never touch. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The 15-character order ID the buyer sees (PRODUCT §2 Confirm). */
    publicId: text('public_id').notNull().unique(),
    /** Exactly once: a second Confirm of the same draft conflicts here and places nothing. */
    draftId: text('draft_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    billing: jsonb('billing').$type<PostalAddress>().notNull(),
    shipping: jsonb('shipping').$type<PostalAddress>().notNull(),
    ccName: text('cc_name').notNull(),
    last4Digits: text('last4_digits').notNull(),
    ccExpiration: text('cc_expiration').notNull(),
    taxState: text('tax_state').notNull(),
    /** Thousandths of a percent, as in the tax table (6.875% = 6875). */
    taxRate: integer('tax_rate').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The code the order used and what it took off before tax (PRODUCT §21, decision 067). */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    // Show Reports counts the shop's orders and revenue by month.
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    briefDescription: text('brief_description').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /**
     * A line made of one of the client's pictures (PRODUCT §21): the price-list product, its kind and
     * size, the picture, its gallery and its file name, and the crop note, as they were when the order
     * was placed. All null on a line of the fixed catalogue. The picture's id and gallery go null when
     * it is deleted; the file name stays, so the line stays readable.
     */
    priceListProductId: integer('price_list_product_id').references(() => priceListProducts.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<PriceListKind>(),
    size: text('size'),
    pictureId: uuid('picture_id').references(() => pictures.id, { onDelete: 'set null' }),
    galleryId: uuid('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    pictureFileName: text('picture_file_name'),
    cropNote: text('crop_note'),
  },
  (t) => [index('order_lines_order_id_idx').on(t.orderId)],
);
