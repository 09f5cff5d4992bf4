import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader as orderLoader } from '../../app/routes/order-detail';
import { loader as ordersLoader } from '../../app/routes/orders';
import { action as productsAction } from '../../app/routes/products';
import { orders } from '../../app/shop/shop.tables';
import { call, routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import {
  billing,
  checkout,
  confirm,
  fillCart,
  newCard,
  product,
  review,
  shipping,
  shopUser,
} from './shop-helpers';

const t = setupTestDatabase();

/** Places one order through the real checkout, review and confirm; returns its order ID. */
async function placeOrder(user: TestUser, fill: () => Promise<void>): Promise<string> {
  await fill();
  await checkout(user, { ...billing, ...shipping, ...newCard });
  const { body } = await review(user);
  const placed = await confirm(user, body);
  const id = new URL(placed.location ?? '', 'http://localhost').searchParams.get('order');
  if (!id) throw new Error(`no order placed: ${placed.status} ${placed.location}`);
  return id;
}

async function openOrder(user: TestUser | null, orderId: string) {
  const request = siteRequest(`/orders/${orderId}`, { cookie: user?.cookie });
  return settle(() => orderLoader(routeArgs<typeof orderLoader>(request, { orderId })));
}

describe('order history', () => {
  it('lists only the user’s own orders, newest first, with date, items and total', async () => {
    const user = await shopUser();
    const other = await shopUser();
    // Two 8x10 prints and a canvas: 3 items, $485.00 + Minnesota's 6.875 % = $518.34.
    const first = await placeOrder(user, () => fillCart(user));
    const print = await product('fine-art-print-8x10');
    // One print alone: 1 item, $45.00 + 6.875 % ($3.09375, so $3.09) = $48.09.
    const second = await placeOrder(user, async () => {
      await call(productsAction, '/products', user, { productId: String(print.id), quantity: '1' });
    });
    const othersOrder = await placeOrder(other, () => fillCart(other));
    // The first order is made a day older, so "newest first" does not hang on equal time stamps.
    await t
      .db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(orders.publicId, first));

    const listed = await call(ordersLoader, '/orders', user);
    expect(listed.status).toBe(200);
    const rows = listed.body.orders;
    expect(rows.map((row) => row.publicId)).toEqual([second, first]);
    expect(rows.map((row) => [row.itemCount, row.totalCents])).toEqual([
      [1, 4809],
      [3, 51834],
    ]);
    expect(rows[0]?.orderDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(rows.map((row) => row.publicId)).not.toContain(othersOrder);
  });

  it('opens the user’s own order and answers 404 for another user’s or an unknown one', async () => {
    const user = await shopUser();
    const other = await shopUser({ isAdmin: true });
    const orderId = await placeOrder(user, () => fillCart(user));

    const own = await openOrder(user, orderId);
    expect(own.status).toBe(200);
    const view = own.body.order;
    expect(view).toMatchObject({
      publicId: orderId,
      maskedCard: '**** **** 8302',
      subtotalCents: 48500,
      taxCents: 3334,
      totalCents: 51834,
    });

    // Another user (an admin too) and an unknown ID get the same 404.
    for (const [who, id] of [
      [other, orderId],
      [user, 'FFFFFFFFFFFFFFF'],
      [user, 'not-an-order'],
    ] as const) {
      const answer = await openOrder(who, id);
      expect(answer.status, `${who.id} ${id}`).toBe(404);
      expect(answer.thrown).toBe(true);
    }
    // Signed out: the guard's answer (a redirect to sign in or a 403), never the order.
    const anonymous = await openOrder(null, orderId);
    expect(anonymous.status).not.toBe(200);
  });

  it('is refused to a signed-in user with neither Client nor Admin role', async () => {
    const plain = await shopUser({});
    const listed = await call(ordersLoader, '/orders', plain);
    expect(listed.status).toBe(403);
  });
});
