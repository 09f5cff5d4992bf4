import { products } from '../../../app/shop/shop.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * The shop's tests: a cart, a checkout draft and saved details are each a shopper's own state, so
 * every shop test takes a shopper of its own from this pool (helpers/shop.ts), each a Client named
 * Jane Rider with an empty cart.
 */
export const shoppers = Array.from({ length: 30 }, (_, index) =>
  worldUser({ email: `jane.rider${index + 1}@example.com`, name: 'Jane Rider', isClient: true }),
);

/** The seeded products' ids by name, for filling a cart through the product's own Add to Cart. */
export const productIds = new Map<string, number>();

worldSeed('shop', async (db) => {
  for (const row of await db.select({ id: products.id, name: products.name }).from(products))
    productIds.set(row.name, row.id);
});
