import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { recordBoughtPictures } from '../galleries/download-credits.server';
import { transactionWithMail } from '../mail/outbox.server';
import { sumCents } from '../money/money';
import type { ServiceResult } from '../results/service-result';
import { type CartLine, readCartLines } from './cart.server';
import type { CheckoutDetails } from './checkout-details';
import { checkCode, type DiscountResult, redeemCode } from './discount-codes.server';
import type { DiscountRefusal } from './discount-rules';
import { queueOrderConfirmation } from './order-email.server';
import { orderStatusChanges } from './order-status.tables';
import type { CartPicture } from './picture-cart.server';
import { taxCents, taxRateFor } from './sales-tax';
import { cartItems, cartPictureLines, checkoutInfo, orderDrafts, orderLines, orders } from './shop.tables';

export interface OrderQuote {
  subtotalCents: number;
  /** PRODUCT §21: the code and what it takes off, before tax. */
  discountCode: string | null;
  discountCents: number;
  /** The ship-to state (PRODUCT §11: shipping, else billing, which the draft already folded in). */
  taxState: string;
  taxRate: number;
  taxCents: number;
  totalCents: number;
}

/** Every amount the buyer sees, from server prices only; a code's discount comes off before tax. */
export function quoteOrder(
  lines: readonly CartLine[],
  shipState: string,
  discount: { code: string; discountCents: number } | null = null,
): OrderQuote {
  const subtotalCents = sumCents(lines.map((line) => line.lineTotalCents));
  const discountCents = discount?.discountCents ?? 0;
  const taxed = subtotalCents - discountCents;
  const taxRate = taxRateFor(shipState);
  const tax = taxCents(taxed, taxRate);
  const discountCode = discount?.code ?? null;
  return {
    subtotalCents,
    discountCode,
    discountCents,
    taxState: shipState,
    taxRate,
    taxCents: tax,
    totalCents: taxed + tax,
  };
}

/**
 * A fingerprint of the cart the buyer reviewed (products, quantities, prices). Confirm refuses when
 * the cart no longer matches it, so an order is never different from what was on screen.
 */
export function cartVersion(lines: readonly CartLine[], discountCode?: string): string {
  const products = lines
    .map((l) => `${l.key}x${l.quantity}@${l.unitPriceCents}${l.picture ? `:${l.picture.cropNote}` : ''}`)
    .join(',');
  // The code reviewed is part of what was on screen: a code changed in another tab is a change.
  const text = discountCode ? `${products}|${discountCode}` : products;
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** PRODUCT §2 Confirm: the order ID shown is the first 15 characters of a random value. */
function newPublicId(): string {
  return crypto.randomBytes(8).toString('hex').slice(0, 15).toUpperCase();
}

/** An order line's copy of its picture and price-list product (PRODUCT §21); null on a catalogue line. */
function pictureLineColumns(picture: CartPicture | null) {
  if (!picture) return {};
  return {
    priceListProductId: picture.priceListProductId,
    kind: picture.kind,
    size: picture.size,
    pictureId: picture.pictureId,
    galleryId: picture.galleryId,
    pictureFileName: picture.fileName,
    cropNote: picture.cropNote,
  };
}

/** Only what was ordered leaves the cart; a line another tab added meanwhile stays. */
async function emptyOrderedLines(tx: Tx, userId: number, lines: readonly CartLine[]): Promise<void> {
  const products = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const pictureLines = lines.flatMap((line) => (line.picture ? [line.picture.lineId] : []));
  if (products.length > 0)
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, products)));
  if (pictureLines.length > 0)
    await tx
      .delete(cartPictureLines)
      .where(and(eq(cartPictureLines.userId, userId), inArray(cartPictureLines.id, pictureLines)));
}

/**
 * Decision 070: a digital download's picture is the client's from the moment the order is placed,
 * and an order of digital downloads only has nothing to make or ship, so it is Delivered at once
 * (a step of its own, decision 066); the confirmation says so, without an email of its own.
 */
async function afterPictureLines(tx: Tx, orderId: number, lines: readonly CartLine[]): Promise<void> {
  const downloads = lines.flatMap((line) =>
    line.picture?.kind === 'download'
      ? [{ galleryId: line.picture.galleryId, pictureId: line.picture.pictureId }]
      : [],
  );
  await recordBoughtPictures(tx, downloads);
  if (downloads.length > 0 && downloads.length === lines.length)
    await tx.insert(orderStatusChanges).values({ orderId, status: 'delivered' });
}

/** Placed now, or before by the same draft (`alreadyPlaced`: a repeated Confirm); or refused. */
export type PlaceOrderResult = ServiceResult<
  { publicId: string; alreadyPlaced: boolean },
  | { reason: 'no-draft' }
  | { reason: 'empty-cart' }
  | { reason: 'cart-changed' }
  | { reason: 'discount-refused'; refusal: DiscountRefusal; minOrderCents: number }
>;

/** Thrown inside the transaction to roll back the order's claim; placeOrder answers its refusal. */
class OrderRefused extends Error {
  constructor(readonly refusal: Extract<PlaceOrderResult, { ok: false }>) {
    super(refusal.reason);
  }
}

async function orderIdForDraft(userId: number, draftId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ publicId: orders.publicId })
    .from(orders)
    .where(and(eq(orders.draftId, draftId), eq(orders.userId, userId)));
  return row?.publicId;
}

/**
 * Places the draft's order exactly once. The insert that claims the draft id is the first write: a
 * parallel or repeated Confirm conflicts on orders.draft_id and places nothing (no check-then-insert).
 * Lines, tax and totals are the cart's at this moment, locked until the transaction ends; the cart
 * and draft go in the same transaction, and so does the confirmation email (queued, docs/decisions/021):
 * only the transaction that placed the order queues it.
 */
export async function placeOrder(
  userId: number,
  input: { draftId: string; cartVersion: string },
): Promise<PlaceOrderResult> {
  // The order this Confirm placed, or null when the draft was gone or already claimed.
  let placedNow: { publicId: string } | null;
  try {
    placedNow = await transactionWithMail(async (tx) => {
      const [draft] = await tx
        .select()
        .from(orderDrafts)
        .where(and(eq(orderDrafts.id, input.draftId), eq(orderDrafts.userId, userId)));
      if (!draft) return null;
      const details: CheckoutDetails = draft.details;
      const publicId = newPublicId();
      const [claimed] = await tx
        .insert(orders)
        .values({
          publicId,
          draftId: draft.id,
          userId,
          email: details.email,
          billing: details.billing,
          shipping: details.shipping,
          ...details.card,
          taxState: details.shipping.state,
          taxRate: 0,
          subtotalCents: 0,
          taxCents: 0,
          totalCents: 0,
        })
        .onConflictDoNothing({ target: orders.draftId })
        .returning({ id: orders.id });
      if (!claimed) return null;

      const lines = await readCartLines(tx, userId, true);
      if (lines.length === 0) throw new OrderRefused({ ok: false, reason: 'empty-cart' });
      if (cartVersion(lines, details.discountCode) !== input.cartVersion)
        throw new OrderRefused({ ok: false, reason: 'cart-changed' });
      const discount = details.discountCode
        ? await redeemCode(tx, details.discountCode, { id: claimed.id, userId }, lines)
        : null;
      if (discount && !discount.ok)
        throw new OrderRefused({
          ok: false,
          reason: 'discount-refused',
          refusal: discount.reason,
          minOrderCents: discount.minOrderCents,
        });
      const quote = quoteOrder(lines, details.shipping.state, discount);
      const [placed] = await tx.update(orders).set(quote).where(eq(orders.id, claimed.id)).returning();
      if (!placed) throw new Error('The order was not stored');
      const placedLines = await tx
        .insert(orderLines)
        .values(
          lines.map((line) => ({
            orderId: claimed.id,
            productId: line.productId,
            name: line.name,
            briefDescription: line.briefDescription,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            lineTotalCents: line.lineTotalCents,
            ...pictureLineColumns(line.picture),
          })),
        )
        .returning();
      await emptyOrderedLines(tx, userId, lines);
      await afterPictureLines(tx, claimed.id, lines);
      await tx.delete(orderDrafts).where(eq(orderDrafts.id, draft.id));
      if (details.saveInfo) {
        // A code is for this order: the next checkout starts without it.
        const { discountCode: _used, ...saved } = details;
        await tx
          .insert(checkoutInfo)
          .values({ userId, details: saved })
          .onConflictDoUpdate({
            target: checkoutInfo.userId,
            set: { details: saved, updatedAt: clock.now() },
          });
      } else {
        // Unticking "save" on a later order forgets what an earlier one saved.
        await tx.delete(checkoutInfo).where(eq(checkoutInfo.userId, userId));
      }
      await queueOrderConfirmation(tx, { ...placed, lines: placedLines });
      return { publicId };
    });
  } catch (error) {
    if (error instanceof OrderRefused) return error.refusal;
    throw error;
  }

  if (!placedNow) {
    const publicId = await orderIdForDraft(userId, input.draftId);
    return publicId ? { ok: true, publicId, alreadyPlaced: true } : { ok: false, reason: 'no-draft' };
  }
  return { ok: true, publicId: placedNow.publicId, alreadyPlaced: false };
}

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type PlacedOrder = Order & { lines: OrderLine[] };

/** One of the user's own orders, by the ID they were shown; never another user's. */
export async function getOrder(userId: number, publicId: string): Promise<PlacedOrder | undefined> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return { ...order, lines };
}

export interface OrderListing {
  publicId: string;
  createdAt: Date;
  /** Items, counting quantities: two prints and a canvas are 3 items. */
  itemCount: number;
  totalCents: number;
}

/** Every order the user placed, newest first (the order history at /orders). */
export async function listOrders(userId: number): Promise<OrderListing[]> {
  const db = await getDb();
  return db
    .select({
      publicId: orders.publicId,
      createdAt: orders.createdAt,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export interface ReviewData {
  draftId: string;
  details: CheckoutDetails;
  lines: CartLine[];
  quote: OrderQuote;
  cartVersion: string;
  /** The draft's code no longer applies (expired, used up since checkout): the quote is without it. */
  discountRefusal: Extract<DiscountResult, { ok: false }> | null;
}

/** What /ReviewOrder shows: the draft and the cart as it is now, priced; null without either. */
export async function loadReview(userId: number): Promise<ReviewData | null> {
  const db = await getDb();
  const [draft] = await db.select().from(orderDrafts).where(eq(orderDrafts.userId, userId));
  if (!draft) return null;
  const lines = await readCartLines(db, userId);
  if (lines.length === 0) return null;
  const { discountCode } = draft.details;
  const discount = discountCode ? await checkCode(db, discountCode, userId, lines) : null;
  return {
    draftId: draft.id,
    details: draft.details,
    lines,
    quote: quoteOrder(lines, draft.details.shipping.state, discount?.ok ? discount : null),
    cartVersion: cartVersion(lines, discountCode),
    discountRefusal: discount && !discount.ok ? discount : null,
  };
}
