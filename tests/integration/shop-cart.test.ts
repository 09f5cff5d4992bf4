import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as cartAction, loader as cartLoader } from '../../app/routes/cart';
import { loader as checkoutLoader } from '../../app/routes/checkout';
import { action as confirmAction, loader as confirmLoader } from '../../app/routes/confirm';
import { action as productsAction, loader as productsLoader } from '../../app/routes/products';
import { loader as reviewLoader } from '../../app/routes/review-order';
import { catalogueSeed } from '../../app/shop/catalogue';
import { cartItems, products } from '../../app/shop/shop.tables';
import { seed } from '../../app/startup/seed.server';
import { call, replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { product, shopUser } from './shop-helpers';

const t = setupTestDatabase();

let client: TestUser;
let admin: TestUser;
let print: { id: number; priceCents: number };
let canvas: { id: number; priceCents: number };

const cartOf = (user: TestUser) =>
  t.db().select().from(cartItems).where(eq(cartItems.userId, user.id)).orderBy(cartItems.productId);

const add = (user: TestUser, fields: Record<string, string>) =>
  call(productsAction, '/products', user, fields);
const step = (user: TestUser, intent: string, id: number, extra: Record<string, string> = {}) =>
  call(cartAction, '/cart', user, { intent, productId: String(id), ...extra });

beforeAll(async () => {
  client = await shopUser({ isClient: true });
  admin = await shopUser({ isAdmin: true });
  print = await product('fine-art-print-8x10');
  canvas = await product('canvas-wrap-24x36');
});

describe('the catalogue', () => {
  it('is seeded once, with names, descriptions, brief descriptions and prices in cents', async () => {
    const rows = await t.db().select().from(products);
    expect(rows).toHaveLength(catalogueSeed.length);
    for (const row of rows) {
      expect(row.name && row.description && row.briefDescription).toBeTruthy();
      expect(Number.isSafeInteger(row.priceCents) && row.priceCents > 0).toBe(true);
    }
    await seed(t.db());
    expect(await t.db().select().from(products)).toEqual(rows);
  });

  it('is listed on /products for a client and an admin', async () => {
    for (const user of [client, admin]) {
      const result = await call(productsLoader, '/products', user);
      expect(result.status).toBe(200);
      const body = result.body;
      expect(body.products.map((p) => p.name)).toEqual(catalogueSeed.map((p) => p.name));
    }
  });
});

describe('who may shop (PRODUCT §6: Client or Admin)', () => {
  const routes = [
    ['/products', productsLoader, productsAction],
    ['/cart', cartLoader, cartAction],
    ['/checkout', checkoutLoader, null],
    ['/ReviewOrder', reviewLoader, null],
    ['/confirm', confirmLoader, confirmAction],
  ] as const;

  it.each(routes)(
    '%s answers 403 to a signed-out visitor and to a user with neither role',
    async (path, loader, action) => {
      const plainUser = await shopUser({});
      for (const user of [null, plainUser]) {
        expect((await call(loader, path, user)).status).toBe(403);
        if (action)
          expect((await call(action, path, user, { productId: String(print.id) })).status).toBe(403);
      }
      expect(await cartOf(plainUser)).toEqual([]);
    },
  );
});

describe('Add to Cart', () => {
  it('adds a line, and adding again adds to its quantity', async () => {
    const user = await shopUser();
    expect((await add(user, { productId: String(print.id), quantity: '2' })).body).toMatchObject({
      added: true,
    });
    expect((await add(user, { productId: String(print.id), quantity: '3' })).status).toBe(200);
    expect((await cartOf(user)).map((row) => [row.productId, row.quantity])).toEqual([[print.id, 5]]);
  });

  it('never takes a price from the request', async () => {
    const user = await shopUser();
    await add(user, {
      productId: String(print.id),
      quantity: '1',
      price: '1',
      priceCents: '1',
      Price: '0.01',
    });
    const cart = await call(cartLoader, '/cart', user);
    expect(cart.body).toMatchObject({
      cart: {
        lines: [{ productId: print.id, unitPriceCents: print.priceCents }],
        subtotalCents: print.priceCents,
      },
    });
  });

  it.each([
    ['0', 'zero'],
    ['-3', 'negative'],
    ['100', 'above the maximum'],
    ['2.5', 'fractional'],
    ['abc', 'not a number'],
  ])('refuses a quantity of %s (%s) and changes nothing', async (quantity) => {
    const user = await shopUser();
    const result = await add(user, { productId: String(print.id), quantity });
    expect(result.status).toBe(400);
    expect(replyErrors(result.body).quantity).toEqual(['Quantity must be a whole number from 1 to 99']);
    expect(await cartOf(user)).toEqual([]);
  });

  it('refuses an unknown product id', async () => {
    const user = await shopUser();
    for (const productId of ['999999', '-1', 'abc', '']) {
      const result = await add(user, { productId, quantity: '1' });
      expect([400, 404]).toContain(result.status);
    }
    expect(await cartOf(user)).toEqual([]);
  });

  it('stops a line at 99, without losing what is there', async () => {
    const user = await shopUser();
    await add(user, { productId: String(print.id), quantity: '98' });
    const refused = await add(user, { productId: String(print.id), quantity: '2' });
    expect(refused.status).toBe(409);
    expect((await cartOf(user))[0]?.quantity).toBe(98);
    expect((await add(user, { productId: String(print.id), quantity: '1' })).status).toBe(200);
    expect((await cartOf(user))[0]?.quantity).toBe(99);
  });

  it('loses no add when many arrive at once', async () => {
    const user = await shopUser();
    await Promise.all(
      Array.from({ length: 10 }, () => add(user, { productId: String(canvas.id), quantity: '1' })),
    );
    expect((await cartOf(user))[0]?.quantity).toBe(10);
  });
});

describe('the cart page', () => {
  it('shows each line with its line price and the total; an empty cart has no lines', async () => {
    const user = await shopUser({ isAdmin: true });
    expect((await call(cartLoader, '/cart', user)).body).toEqual({ cart: { lines: [], subtotalCents: 0 } });
    await add(user, { productId: String(print.id), quantity: '2' });
    await add(user, { productId: String(canvas.id), quantity: '1' });
    const result = await call(cartLoader, '/cart', user);
    expect(result.body).toEqual({
      cart: {
        lines: [
          expect.objectContaining({ productId: print.id, quantity: 2, lineTotalCents: 2 * print.priceCents }),
          expect.objectContaining({ productId: canvas.id, quantity: 1, lineTotalCents: canvas.priceCents }),
        ],
        subtotalCents: 2 * print.priceCents + canvas.priceCents,
      },
    });
  });

  it('steps by one with plus and minus, whatever quantity is posted, and 0 removes the line', async () => {
    const user = await shopUser();
    await add(user, { productId: String(print.id), quantity: '2' });
    expect((await step(user, 'increment', print.id, { quantity: '50' })).status).toBe(200);
    expect((await cartOf(user))[0]?.quantity).toBe(3);
    await step(user, 'decrement', print.id, { quantity: '-40' });
    await step(user, 'decrement', print.id);
    expect((await cartOf(user))[0]?.quantity).toBe(1);
    await step(user, 'decrement', print.id);
    expect(await cartOf(user)).toEqual([]);
  });

  it('removes a line, and a second remove of it is harmless', async () => {
    const user = await shopUser();
    await add(user, { productId: String(print.id), quantity: '4' });
    await add(user, { productId: String(canvas.id), quantity: '1' });
    expect((await step(user, 'remove', print.id)).status).toBe(200);
    expect((await step(user, 'remove', print.id)).status).toBe(200);
    expect((await cartOf(user)).map((row) => row.productId)).toEqual([canvas.id]);
  });

  it('refuses plus at 99, a line not in the cart and an unknown intent', async () => {
    const user = await shopUser();
    await add(user, { productId: String(print.id), quantity: '99' });
    expect((await step(user, 'increment', print.id)).status).toBe(409);
    expect((await step(user, 'increment', canvas.id)).status).toBe(409);
    expect((await step(user, 'set', print.id, { quantity: '1' })).status).toBe(400);
    expect((await cartOf(user)).map((row) => [row.productId, row.quantity])).toEqual([[print.id, 99]]);
  });

  it("only touches the signed-in user's own cart", async () => {
    const owner = await shopUser();
    const other = await shopUser();
    await add(owner, { productId: String(print.id), quantity: '2' });
    await step(other, 'remove', print.id, { userId: String(owner.id) });
    await step(other, 'decrement', print.id, { userId: String(owner.id) });
    expect((await cartOf(owner))[0]?.quantity).toBe(2);
  });

  it("shows PRODUCT §8's message (not the error screen) when the cart cannot be loaded", async () => {
    const user = await shopUser();
    await t.db().execute(sql`alter table products rename to products_hidden`);
    try {
      const result = await call(cartLoader, '/cart', user);
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ cart: null });
    } finally {
      await t.db().execute(sql`alter table products_hidden rename to products`);
    }
    expect((await call(cartLoader, '/cart', user)).status).toBe(200);
    expect(
      await t
        .db()
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, user.id))),
    ).toEqual([]);
  });
});
