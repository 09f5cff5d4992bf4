import { seedContent } from '../content/content-seed.server';
import type { Db } from '../db/client.server';
import { seedShop } from '../shop/shop-seed.server';

/**
 * Everything a first start needs. Each domain adds its own idempotent seed here, so a second
 * start changes nothing.
 */
export async function seed(db: Db): Promise<void> {
  await seedContent(db);
  await seedShop(db);
}
