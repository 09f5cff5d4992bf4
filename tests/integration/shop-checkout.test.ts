import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDrafts } from '../../app/shop/shop.tables';
import { setupTestDatabase } from '../helpers/test-database';
import {
  billing,
  checkout,
  checkoutView,
  fillCart,
  newCard,
  review,
  shipping,
  shopUser,
} from './shop-helpers';

const t = setupTestDatabase();

describe('checkout', () => {
  it("says there's nothing in the cart when it is empty, and refuses a submit", async () => {
    const user = await shopUser();
    expect(await checkoutView(user)).toBeNull();
    const result = await checkout(user, { ...billing, sameAddress: 'on', ...newCard });
    expect(result.status).toBe(409);
    expect(JSON.stringify(result.body)).toContain("There's nothing in your cart!");
    expect(await t.db().select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);
  });

  it('checks every field on the server too, and never sends the card number or CVV back', async () => {
    const user = await shopUser();
    await fillCart(user);
    const result = await checkout(user, {
      ...billing,
      zip: '9581',
      state: 'Puerto Rico',
      ...shipping,
      shipAddress: '',
      ...newCard,
      ccNumber: '1234',
      ccExpiration: '01/20',
      ccv: '12',
    });
    expect(result.status).toBe(400);
    const reply = result.body.result;
    expect(reply.error).toMatchObject({
      zip: ['Invalid zip code'],
      state: ['You must choose a state'],
      shipAddress: ['You must add a shipping address'],
      ccNumber: ['Card number must be at least 12 digits long'],
      ccExpiration: ['This card has expired'],
      ccv: ['CCV must be 3 digits long'],
    });
    const echoed = JSON.stringify(result.body);
    expect(echoed).not.toContain('"1234"');
    expect(echoed).toContain('9581');
    expect(await t.db().select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);
  });

  it('refuses the "saved card" choice when there is no card on file', async () => {
    const user = await shopUser();
    await fillCart(user);
    const result = await checkout(user, { ...billing, sameAddress: 'on', cardChoice: 'saved' });
    expect(result.status).toBe(409);
    expect(JSON.stringify(result.body)).toContain('Please add a card.');
  });
});

describe('review', () => {
  it('redirects to /checkout without a draft', async () => {
    const user = await shopUser();
    await fillCart(user);
    expect((await review(user)).location).toBe('/checkout');
  });

  it('prices the cart on the server and taxes it at the ship-to state, ignoring posted amounts', async () => {
    const user = await shopUser();
    await fillCart(user);
    const submitted = await checkout(user, {
      ...billing,
      ...shipping,
      ...newCard,
      subtotal: '1',
      tax: '0',
      total: '1',
      priceCents: '1',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ ready: true });
    const { body } = await review(user);
    const subtotal = 48500; // 2 x $45.00 + $395.00
    expect(body.quote).toMatchObject({
      subtotalCents: subtotal,
      taxState: 'Minnesota',
      taxRate: 6875,
      taxCents: 3334, // 48500 x 6.875% = 3334.375
      totalCents: subtotal + 3334,
      taxLabel: 'Tax (Minnesota, 6.875%)',
    });
    expect(body.shipping).toMatchObject({ firstName: 'Sam', state: 'Minnesota' });
    expect(body.card).toEqual({
      ccName: 'Jane Rider',
      last4Digits: '8302',
      ccExpiration: '08/39',
      masked: '**** **** 8302',
    });
  });

  it('taxes at the billing state when shipping is the same address', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, sameAddress: 'on', ...newCard });
    const { body } = await review(user);
    expect(body.shipping).toBeNull();
    expect(body.quote).toMatchObject({ taxState: 'California', taxCents: 3516 }); // 48500 x 7.25% = 3516.25
  });

  it('brings everything back to checkout, the card shown by its last 4 digits only', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard });
    const view = await checkoutView(user);
    expect(view?.defaults).toMatchObject({ ...billing, ...shipping, sameAddress: false });
    expect(view?.card).toEqual({ ccName: 'Jane Rider', last4Digits: '8302', ccExpiration: '08/39' });
    // Submitting again with the card on file keeps the draft (and its id) and the card.
    const { body: before } = await review(user);
    await checkout(user, { ...billing, sameAddress: 'on', cardChoice: 'saved' });
    const { body: after } = await review(user);
    expect(after.draftId).toBe(before.draftId);
    expect(after.card).toMatchObject({ last4Digits: '8302' });
    expect(after.shipping).toBeNull();
  });
});
