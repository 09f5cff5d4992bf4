import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import type { Db } from '../db/client.server';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import type { PriceListInput } from './price-list.forms';
import { type PriceListProduct, priceListProducts } from './price-list.tables';

/** The four products of a first start (PRODUCT §20). */
export const priceListSeed: PriceListInput[] = [
  { name: '8x10 Print', kind: 'print', size: '8x10', priceCents: 2500 },
  { name: '16x20 Gallery Print', kind: 'print', size: '16x20', priceCents: 8500 },
  { name: 'Canvas 20x30', kind: 'wall-art', size: null, priceCents: 24000 },
  { name: 'Digital download', kind: 'download', size: null, priceCents: 1500 },
];

/**
 * Seeds the price list on a first start only: products are retired, never deleted, so a table with
 * a row in it has been started before and the owner's list is kept as it is (decision 065).
 */
export async function seedPriceList(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // One start at a time: two processes starting together must not both see an empty table.
    await tx.execute(sql`lock table ${priceListProducts} in share row exclusive mode`);
    const [first] = await tx.select({ id: priceListProducts.id }).from(priceListProducts).limit(1);
    if (!first) await tx.insert(priceListProducts).values(priceListSeed);
  });
}

/** A product with the business day it was retired on, for the list. */
export type PriceListEntry = PriceListProduct & { retiredOn: IsoDate | null };

/** Show Price List: every product, the ones on sale first, each by kind's order then price. */
export async function listPriceList(): Promise<PriceListEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(priceListProducts)
    .orderBy(
      sql`${priceListProducts.retiredAt} is not null`,
      sql`array_position(array['print','wall-art','download'], ${priceListProducts.kind})`,
      asc(priceListProducts.priceCents),
      asc(priceListProducts.id),
    );
  return rows.map((row) => ({ ...row, retiredOn: row.retiredAt ? businessToday(row.retiredAt) : null }));
}

/** What a client may order now: the products not retired. */
export async function listProductsOnSale(): Promise<PriceListEntry[]> {
  return (await listPriceList()).filter((product) => product.retiredAt === null);
}

/**
 * Adds a product (no id) or changes one still on sale. Orders copy a product's name and price when
 * placed, so a change never touches an order already placed.
 */
export async function savePriceListProduct(
  productId: number | undefined,
  input: PriceListInput,
): Promise<ServiceResult<{ product: PriceListProduct }, { reason: 'not-found' | 'retired' }>> {
  const db = await getDb();
  if (productId === undefined) {
    const [product] = await db.insert(priceListProducts).values(input).returning();
    if (!product) throw new Error('price list: the insert returned no row');
    return { ok: true, product };
  }
  const [product] = await db
    .update(priceListProducts)
    .set(input)
    .where(and(eq(priceListProducts.id, productId), isNull(priceListProducts.retiredAt)))
    .returning();
  if (product) return { ok: true, product };
  const [existing] = await db
    .select({ id: priceListProducts.id })
    .from(priceListProducts)
    .where(eq(priceListProducts.id, productId));
  return { ok: false, reason: existing ? 'retired' : 'not-found' };
}

/** Takes a product off sale; it stays on the orders that name it. Once only. */
export async function retirePriceListProduct(
  productId: number,
): Promise<ServiceResult<{ product: PriceListProduct }, { reason: 'not-found' | 'retired' }>> {
  const db = await getDb();
  const [product] = await db
    .update(priceListProducts)
    .set({ retiredAt: clock.now() })
    .where(and(eq(priceListProducts.id, productId), isNull(priceListProducts.retiredAt)))
    .returning();
  if (product) return { ok: true, product };
  const [existing] = await db
    .select({ id: priceListProducts.id })
    .from(priceListProducts)
    .where(eq(priceListProducts.id, productId));
  return { ok: false, reason: existing ? 'retired' : 'not-found' };
}
