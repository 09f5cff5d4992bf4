import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import { isExpired } from '../galleries/gallery-view';
import { knownFileName, pictureUrl } from '../galleries/pictures.server';
import { pictures } from '../galleries/pictures.tables';
import { lineTotalCents } from '../money/money';
import type { ServiceResult } from '../results/service-result';
import { type CartChange, cartStep } from './cart-step';
import { priceListProducts } from './price-list.tables';
import type { PriceListKind } from './price-list-kinds';
import { type CartLineIntent, maxLineQuantity } from './shop.forms';
import { cartPictureLines } from './shop.tables';

/**
 * PRODUCT §21 Order prints: cart lines made of one of the client's own pictures and a product of
 * the owner's price list (decision 070). Prices are read from the price list at use, as the
 * catalogue's are.
 */

/** What a picture line carries besides a catalogue line's name and price. */
export interface CartPicture {
  lineId: number;
  pictureId: string;
  galleryId: string;
  /** The name it was uploaded with, else its download name: what the client and the lab see. */
  fileName: string;
  /** Its thumbnail: watermarked while its gallery is proofing (the picture route decides). */
  thumbUrl: string;
  priceListProductId: number;
  kind: PriceListKind;
  size: string | null;
  cropNote: string;
}

export interface PictureCartRow {
  picture: CartPicture;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  addedAt: Date;
}

/** The user's picture lines; `lock` holds the rows until the transaction ends. */
export async function readPictureCartRows(
  db: Db | Tx,
  userId: number,
  lock = false,
): Promise<PictureCartRow[]> {
  const query = db
    .select({
      lineId: cartPictureLines.id,
      pictureId: pictures.id,
      galleryId: pictures.galleryId,
      originalName: pictures.originalName,
      format: pictures.format,
      createdAt: pictures.createdAt,
      priceListProductId: priceListProducts.id,
      name: priceListProducts.name,
      kind: priceListProducts.kind,
      size: priceListProducts.size,
      unitPriceCents: priceListProducts.priceCents,
      quantity: cartPictureLines.quantity,
      cropNote: cartPictureLines.cropNote,
      addedAt: cartPictureLines.addedAt,
    })
    .from(cartPictureLines)
    .innerJoin(pictures, eq(pictures.id, cartPictureLines.pictureId))
    .innerJoin(priceListProducts, eq(priceListProducts.id, cartPictureLines.priceListProductId))
    // A product retired since it was added is no longer sold: its line is not offered at checkout.
    .where(and(eq(cartPictureLines.userId, userId), isNull(priceListProducts.retiredAt)))
    .orderBy(asc(cartPictureLines.addedAt), asc(cartPictureLines.id));
  const rows = lock ? await query.for('update', { of: cartPictureLines }) : await query;
  return rows.map((row) => ({
    picture: {
      lineId: row.lineId,
      pictureId: row.pictureId,
      galleryId: row.galleryId,
      fileName: knownFileName({ ...row, id: row.pictureId }),
      thumbUrl: pictureUrl(row.pictureId, 'thumb'),
      priceListProductId: row.priceListProductId,
      kind: row.kind,
      size: row.size,
      cropNote: row.cropNote,
    },
    name: row.name,
    unitPriceCents: row.unitPriceCents,
    quantity: row.quantity,
    lineTotalCents: lineTotalCents(row.unitPriceCents, row.quantity),
    addedAt: row.addedAt,
  }));
}

export type AddPictureResult = ServiceResult<
  { fileName: string },
  { reason: 'no-picture' } | { reason: 'no-product' } | { reason: 'too-many' }
>;

/**
 * Adds a picture made into a price-list product to the cart, or adds to that line's quantity; the
 * latest crop note written stands. Only the picture's own client, while its gallery is open to
 * them, and only a product on sale.
 */
export async function addPictureToCart(
  userId: number,
  input: { pictureId: string; priceListProductId: number; quantity: number; cropNote: string },
): Promise<AddPictureResult> {
  const db = await getDb();
  const [picture] = await db
    .select({
      originalName: pictures.originalName,
      format: pictures.format,
      createdAt: pictures.createdAt,
      expiresOn: galleries.expiresOn,
    })
    .from(pictures)
    .innerJoin(galleries, eq(galleries.id, pictures.galleryId))
    .where(and(eq(pictures.id, input.pictureId), eq(pictures.userId, userId)));
  if (!picture || isExpired(picture.expiresOn, businessToday())) return { ok: false, reason: 'no-picture' };
  const [product] = await db
    .select({ id: priceListProducts.id })
    .from(priceListProducts)
    .where(and(eq(priceListProducts.id, input.priceListProductId), isNull(priceListProducts.retiredAt)));
  if (!product) return { ok: false, reason: 'no-product' };
  const cropNote = input.cropNote.trim();
  const [row] = await db
    .insert(cartPictureLines)
    .values({
      userId,
      pictureId: input.pictureId,
      priceListProductId: product.id,
      quantity: input.quantity,
      cropNote,
    })
    .onConflictDoUpdate({
      target: [cartPictureLines.userId, cartPictureLines.pictureId, cartPictureLines.priceListProductId],
      set: {
        quantity: sql`${cartPictureLines.quantity} + excluded.quantity`,
        // An empty note on a second add keeps the first one's words.
        cropNote: sql`case when excluded.crop_note = '' then ${cartPictureLines.cropNote} else excluded.crop_note end`,
      },
      setWhere: sql`${cartPictureLines.quantity} + excluded.quantity <= ${maxLineQuantity}`,
    })
    .returning({ id: cartPictureLines.id });
  if (!row) return { ok: false, reason: 'too-many' };
  return {
    ok: true,
    fileName: knownFileName({ id: input.pictureId, ...picture }),
  };
}

/** Plus, minus and remove on a picture line, as on a catalogue line (PRODUCT §4). */
export async function changePictureLine(
  userId: number,
  lineId: number,
  intent: CartLineIntent,
): Promise<CartChange> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = and(eq(cartPictureLines.userId, userId), eq(cartPictureLines.id, lineId));
    const [row] = await tx
      .select({ quantity: cartPictureLines.quantity })
      .from(cartPictureLines)
      .where(where)
      .for('update');
    const step = cartStep(row?.quantity, intent);
    if (!step.ok) return step;
    if (step.next === 0) await tx.delete(cartPictureLines).where(where);
    else if (step.next !== null) await tx.update(cartPictureLines).set({ quantity: step.next }).where(where);
    return { ok: true };
  });
}
