import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '../../app/business-time/business-time.server';
import { addDays } from '../../app/business-time/calendar-dates';
import { galleries } from '../../app/galleries/galleries.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { loader as confirmLoader } from '../../app/routes/confirm';
import { discountCodes, discountCodeUses } from '../../app/shop/discount-codes.tables';
import { orders } from '../../app/shop/shop.tables';
import { call } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { billing, checkout, confirm, fillCart, newCard, review, shipping, shopUser } from './shop-helpers';

const t = setupTestDatabase();

type NewCode = typeof discountCodes.$inferInsert;

let serial = 0;
/** A code of this test's own: 10% off, no limits, unless `changes` says otherwise. */
async function makeCode(changes: Partial<NewCode> = {}) {
  serial += 1;
  const [row] = await t
    .db()
    .insert(discountCodes)
    .values({ code: `HORSE${serial}`, kind: 'percent', value: 10, ...changes })
    .returning();
  if (!row) throw new Error('no code');
  return row;
}

/** A shopper with two prints and a canvas ($485.00) through checkout, shipping to Minnesota (6.875%). */
async function shopperAtCheckout(code: string) {
  const user = await shopUser();
  await fillCart(user);
  const result = await checkout(user, { ...billing, ...shipping, ...newCard, discountCode: code });
  return { user, result };
}

function fieldErrors(body: unknown): Record<string, string[]> | undefined {
  return (body as { result: { error?: Record<string, string[]> } }).result.error;
}

async function refusedWith(code: string, message: string) {
  const { user, result } = await shopperAtCheckout(code);
  expect(result.status).toBe(409);
  expect(fieldErrors(result.body)).toEqual({ discountCode: [message] });
  return user;
}

async function placeWithCode(user: TestUser) {
  const { body } = await review(user);
  return confirm(user, body);
}

beforeEach(async () => {
  await t.clearMail();
});

describe('a discount code at checkout', () => {
  it('comes off before tax, and the order, its page and its email say "HORSE…: -$48.50"', async () => {
    const code = await makeCode();
    const { user, result } = await shopperAtCheckout(code.code.toLowerCase());
    expect(result.status).toBe(200);

    const { body } = await review(user);
    // 10% of $485.00; tax on $436.50 at 6.875% is $30.009375, so $30.01; total $466.51.
    expect(body).toMatchObject({
      discountLabel: `${code.code}: -$48.50`,
      quote: { subtotalCents: 48_500, discountCents: 4850, taxCents: 3001, totalCents: 46_651 },
    });

    const placed = await confirm(user, body);
    expect(placed.status).toBe(302);
    const [order] = await t.db().select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({
      discountCode: code.code,
      discountCents: 4850,
      taxCents: 3001,
      totalCents: 46_651,
    });

    const page = await call(confirmLoader, `/confirm?order=${order?.publicId}`, user);
    expect(page.body).toMatchObject({ order: { discountLabel: `${code.code}: -$48.50` } });
    await deliverDueMail();
    expect(t.outbox()[0]?.text).toContain(`Discount code ${code.code}: -$48.50`);
  });

  it('refuses a code that does not exist', async () => {
    await refusedWith('NOSUCHCODE', 'There is no such code.');
  });

  it('refuses a code after its last day, in the business time zone', async () => {
    const code = await makeCode({ endsOn: addDays(businessToday(), -1) });
    await refusedWith(code.code, 'This code has expired.');
  });

  it('refuses a code before its first day', async () => {
    const code = await makeCode({ startsOn: addDays(businessToday(), 1) });
    await refusedWith(code.code, 'This code cannot be used yet.');
  });

  it('refuses an order under the minimum', async () => {
    const code = await makeCode({ minOrderCents: 50_000 });
    await refusedWith(code.code, 'This code needs an order of at least $500.00.');
  });

  it('refuses a second use by the same client of a once-per-client code', async () => {
    const code = await makeCode({ oncePerClient: true });
    const { user } = await shopperAtCheckout(code.code);
    expect((await placeWithCode(user)).status).toBe(302);
    await fillCart(user);
    const again = await checkout(user, { ...billing, ...shipping, ...newCard, discountCode: code.code });
    expect(fieldErrors(again.body)).toEqual({ discountCode: ['This code was already used.'] });
  });

  it('refuses a code whose total uses are taken', async () => {
    const code = await makeCode({ totalUses: 1 });
    const { user } = await shopperAtCheckout(code.code);
    expect((await placeWithCode(user)).status).toBe(302);
    await refusedWith(code.code, 'This code has been used as many times as it can be.');
  });

  it("refuses one gallery's code for an order with no picture from it", async () => {
    const owner = await shopUser();
    const galleryId = crypto.randomUUID();
    await t
      .db()
      .insert(galleries)
      .values({ id: galleryId, userId: owner.id, title: 'Fall session', state: 'released' });
    const code = await makeCode({ galleryId });
    await refusedWith(code.code, 'This code is for pictures of another gallery, and none are in your cart.');
  });

  it('a refused code changes nothing', async () => {
    const code = await makeCode({ minOrderCents: 50_000 });
    const before = await t.snapshot();
    const user = await refusedWith(code.code, 'This code needs an order of at least $500.00.');
    const after = await t.snapshot();
    // Only the new shopper's own rows (account, session, cart) differ: no draft, no use.
    expect(after.order_drafts?.some((row) => row.includes(`"user_id":${user.id}`))).toBe(false);
    expect(after.discount_code_uses).toEqual(before.discount_code_uses);
  });
});

describe('a code at Confirm', () => {
  it('a code that stopped applying after review places nothing and says why at checkout', async () => {
    const code = await makeCode();
    const { user } = await shopperAtCheckout(code.code);
    const { body } = await review(user);
    await t
      .db()
      .update(discountCodes)
      .set({ endsOn: addDays(businessToday(), -1) })
      .where(eq(discountCodes.id, code.id));
    const placed = await confirm(user, body);
    expect(placed.status).toBe(302);
    expect(placed.location).toBe('/checkout');
    expect(await t.db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('two checkouts at once never pass its total uses', async () => {
    const code = await makeCode({ totalUses: 1 });
    const shoppers = await Promise.all([shopperAtCheckout(code.code), shopperAtCheckout(code.code)]);
    const reviews = await Promise.all(shoppers.map(({ user }) => review(user)));
    const results = await Promise.all(
      shoppers.map(({ user }, i) => confirm(user, reviews[i]?.body ?? { draftId: '', cartVersion: '' })),
    );

    const uses = await t.db().select().from(discountCodeUses).where(eq(discountCodeUses.codeId, code.id));
    expect(uses).toHaveLength(1);
    expect(results.map((result) => result.location).sort()).toEqual(
      ['/checkout', expect.stringMatching(/^\/confirm\?order=/)].sort(),
    );
  });
});
