// One orders-per-second measurement in a process of its own (scripts/bench/orders.ts starts it):
//   node --import tsx scripts/bench/orders-worker.ts <dataDir> <on|off> <seconds>
// Places orders one after another through the shop's services, as a Client's checkout does (add to
// cart, checkout, review, confirm), on an embedded database on disk, with fsync on (as shipped,
// decision 016) or off. Prints one JSON line.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';

const [dataDir, mode, secondsText] = process.argv.slice(2);
if (!dataDir || (mode !== 'on' && mode !== 'off') || !secondsText) {
  console.error('usage: orders-worker.ts <dataDir> <on|off> <seconds>');
  process.exit(2);
}
// Before any app module reads the environment: the order emails go to this data folder's outbox.
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

const { openPglite } = await import('../../app/db/client.server');
// Named as what it does here: the services' getDb() answers with this database.
const { useDatabase: makeServicesUse } = await import('../../app/db/db.server');
const { seed } = await import('../../app/startup/seed.server');
const { createUser } = await import('../../app/accounts/accounts.server');
const { addToCart, listProducts } = await import('../../app/shop/cart.server');
const { startCheckout } = await import('../../app/shop/checkout.server');
const { checkoutSchema } = await import('../../app/shop/checkout.forms');
const { loadReview, placeOrder } = await import('../../app/shop/orders.server');
const { testBilling, testCard, testPassword } = await import('../lib/test-data');

const database = await openPglite(path.join(dataDir, 'pglite'), {
  unsafeFsyncOffForBenchmark: mode === 'off',
});
try {
  await database.migrate();
  await seed(database.db);
  makeServicesUse(database);
  const shown = await database.db.execute(sql`show fsync`);
  const fsync = (shown as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync;

  const created = await createUser({
    email: 'bench-orders@example.com',
    name: 'Jane Rider',
    password: testPassword,
    isClient: true,
  });
  if (!created.ok) throw new Error('could not create the shopper');
  const userId = created.user.id;
  const [print, canvas] = await listProducts();
  if (!print || !canvas) throw new Error('the seed has fewer than two products');
  const now = new Date();
  // The checkout form as a Client fills it in, through the form's own rules.
  const submission = checkoutSchema(now).parse({
    ...testBilling,
    sameAddress: true,
    cardChoice: 'new',
    ccName: testCard.holder,
    ccNumber: testCard.number,
    ccExpiration: testCard.expiry,
    ccv: testCard.cvv,
    saveInfo: true,
  });

  /** One whole order; returns how long its Confirm (placeOrder's transaction and email) took. */
  const order = async (): Promise<number> => {
    for (const [product, quantity] of [
      [print, 2],
      [canvas, 1],
    ] as const) {
      const added = await addToCart(userId, product.id, quantity);
      if (!added.ok) throw new Error(`add to cart: ${added.reason}`);
    }
    const checkedOut = await startCheckout(userId, submission, now);
    if (!checkedOut.ok) throw new Error(`checkout: ${checkedOut.reason}`);
    const review = await loadReview(userId);
    if (!review) throw new Error('review: no draft or empty cart');
    const confirmStarted = performance.now();
    const placed = await placeOrder(userId, { draftId: review.draftId, cartVersion: review.cartVersion });
    if (!placed.ok || placed.alreadyPlaced)
      throw new Error(`confirm: ${placed.ok ? 'already placed' : placed.reason}`);
    return performance.now() - confirmStarted;
  };

  for (let i = 0; i < 5; i++) await order(); // warm-up
  const confirmMs: number[] = [];
  const started = performance.now();
  const until = started + Number(secondsText) * 1000;
  while (performance.now() < until) confirmMs.push(await order());
  const elapsed = (performance.now() - started) / 1000;
  confirmMs.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      fsync,
      orders: confirmMs.length,
      ordersPerSecond: confirmMs.length / elapsed,
      confirmMedianMs: confirmMs[Math.floor(confirmMs.length / 2)] ?? 0,
    }),
  );
} finally {
  await database.close();
}
