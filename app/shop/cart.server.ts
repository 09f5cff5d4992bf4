import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { lineTotalCents, sumCents } from '../money/money';
import { type CartChange, cartStep } from './cart-step';
import { pictureCaption } from './picture-caption';
import { type CartPicture, readPictureCartRows } from './picture-cart.server';
import { type CartLineIntent, maxLineQuantity } from './shop.forms';
import { cartItems, products } from './shop.tables';

export type Product = typeof products.$inferSelect;

/**
 * A cart line priced from the product table or the price list at the moment it is read: a product
 * of the catalogue (`productId`), or one of the client's pictures made into a price-list product
 * (`picture`, PRODUCT §21).
 */
export interface CartLine {
  /** Unique in the cart: "product-3", "picture-12". */
  key: string;
  productId: number | null;
  picture: CartPicture | null;
  name: string;
  briefDescription: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The gallery of the line's picture, which a one-gallery code reads (decision 067). */
  galleryId: string | null;
}

export async function listProducts(): Promise<Product[]> {
  const db = await getDb();
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

/** The user's cart in the order things were added; `lock` holds the rows until the transaction ends. */
export async function readCartLines(db: Db | Tx, userId: number, lock = false): Promise<CartLine[]> {
  const query = db
    .select({
      productId: products.id,
      name: products.name,
      briefDescription: products.briefDescription,
      unitPriceCents: products.priceCents,
      quantity: cartItems.quantity,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  const rows = lock ? await query.for('update', { of: cartItems }) : await query;
  const catalogue = rows.map(({ addedAt, ...row }) => ({
    addedAt,
    line: {
      ...row,
      key: `product-${row.productId}`,
      picture: null,
      galleryId: null,
      lineTotalCents: lineTotalCents(row.unitPriceCents, row.quantity),
    },
  }));
  const made = (await readPictureCartRows(db, userId, lock)).map(({ addedAt, picture, ...row }) => ({
    addedAt,
    line: {
      ...row,
      key: `picture-${picture.lineId}`,
      productId: null,
      picture,
      galleryId: picture.galleryId,
      briefDescription: pictureCaption(picture),
    },
  }));
  // One list in the order things were added, whichever table holds them (a stable sort).
  return [...catalogue, ...made]
    .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime())
    .map((each) => each.line);
}

export async function getCart(userId: number): Promise<{ lines: CartLine[]; subtotalCents: number }> {
  const lines = await readCartLines(await getDb(), userId);
  return { lines, subtotalCents: sumCents(lines.map((line) => line.lineTotalCents)) };
}

/** Adds to the line's quantity, or starts the line; one statement, so parallel adds never lose one. */
export async function addToCart(userId: number, productId: number, quantity: number): Promise<CartChange> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return { ok: false, reason: 'no-product' };
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxLineQuantity}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row ? { ok: true } : { ok: false, reason: 'too-many' };
}

/** PRODUCT §4 Cart quantity: plus and minus step by 1, and reaching 0 removes the line. */
export async function changeCartLine(
  userId: number,
  productId: number,
  intent: CartLineIntent,
): Promise<CartChange> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
    const [row] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(where)
      .for('update');
    const step = cartStep(row?.quantity, intent);
    if (!step.ok) return step;
    if (step.next === 0) await tx.delete(cartItems).where(where);
    else if (step.next !== null) await tx.update(cartItems).set({ quantity: step.next }).where(where);
    return { ok: true };
  });
}
