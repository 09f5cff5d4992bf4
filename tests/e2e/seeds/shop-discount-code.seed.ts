import { discountCodes } from '../../../app/shop/discount-codes.tables';
import { worldSeed } from '../helpers/world';

/** shop-discount-code.spec.ts: a 10% code with no limits, so every worker's run can use it. */
worldSeed('shop-discount-code', async (db) => {
  await db.insert(discountCodes).values({ code: 'HORSE10', kind: 'percent', value: 10 });
});
