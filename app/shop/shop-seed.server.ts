import type { Db } from '../db/client.server';
import { catalogueSeed } from './catalogue';
import { seedPriceList } from './price-list.server';
import { products } from './shop.tables';

/** Inserts the catalogue once; products already there (by slug) keep whatever they now hold. */
export async function seedShop(db: Db): Promise<void> {
  await db.insert(products).values(catalogueSeed).onConflictDoNothing({ target: products.slug });
  await seedPriceList(db);
}
