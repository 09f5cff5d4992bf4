import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { loader as confirmLoader } from '../../app/routes/confirm';
import { action as productsAction } from '../../app/routes/products';
import {
  cartItems,
  checkoutInfo,
  orderDrafts,
  orderLines,
  orders,
  products,
} from '../../app/shop/shop.tables';
import { call } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import {
  billing,
  cardNumber,
  checkout,
  checkoutView,
  confirm,
  cvvAlone,
  fillCart,
  newCard,
  product,
  review,
  shipping,
  shopUser,
} from './shop-helpers';

const t = setupTestDatabase();

let print: { id: number; priceCents: number };
let canvas: { id: number; priceCents: number };

beforeAll(async () => {
  print = await product('fine-art-print-8x10');
  canvas = await product('canvas-wrap-24x36');
});

// Each test sees only its own mail.
beforeEach(async () => {
  await t.clearMail();
});

const ordersOf = (user: TestUser) => t.db().select().from(orders).where(eq(orders.userId, user.id));

describe('confirm', () => {
  it('places exactly one order and sends exactly one email for 20 parallel Confirms', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard });
    const { body } = await review(user);

    // Each Confirm followed by a run of the mail worker, all at once.
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const result = await confirm(user, body);
        await deliverDueMail();
        return result;
      }),
    );

    const placed = await ordersOf(user);
    expect(placed).toHaveLength(1);
    const [order] = placed;
    expect(order?.publicId).toMatch(/^[0-9A-F]{15}$/);
    for (const result of results) {
      expect(result.status).toBe(302);
      expect(result.location).toBe(`/confirm?order=${order?.publicId}`);
    }
    expect(
      await t
        .db()
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order?.id ?? 0)),
    ).toHaveLength(2);
    expect(t.outbox()).toHaveLength(1);
    expect((await t.db().select().from(mailOutbox)).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
    ]);
    expect(await t.db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
    expect(await t.db().select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);

    // A later retry of the same Confirm, and reloading /confirm, place nothing more.
    expect((await confirm(user, body)).location).toBe(`/confirm?order=${order?.publicId}`);
    const shown = await call(confirmLoader, `/confirm?order=${order?.publicId}`, user);
    expect(shown.status).toBe(200);
    expect(await ordersOf(user)).toHaveLength(1);
    await deliverDueMail();
    expect(t.outbox()).toHaveLength(1);
  });

  it('stores a snapshot and shows it on /confirm', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard });
    const { body } = await review(user);
    const result = await confirm(user, body, {
      priceCents: '1',
      productId: '1',
      quantity: '99',
      totalCents: '1',
    });
    const [order] = await ordersOf(user);
    expect(order).toMatchObject({
      email: billing.email,
      ccName: 'Jane Rider',
      last4Digits: '8302',
      ccExpiration: '08/39',
      taxState: 'Minnesota',
      subtotalCents: 48500,
      taxCents: 3334,
      totalCents: 51834,
    });
    expect(order?.shipping).toMatchObject({
      firstName: 'Sam',
      address: '9 Paddock Road',
      state: 'Minnesota',
    });
    const shown = await call(confirmLoader, result.location ?? '', user);
    expect(shown.body).toMatchObject({
      order: {
        publicId: order?.publicId,
        firstName: 'Jane',
        maskedCard: '**** **** 8302',
        totalCents: 51834,
        lines: [
          { name: '8x10 Fine Art Print', quantity: 2, unitPriceCents: 4500, lineTotalCents: 9000 },
          { name: '24x36 Canvas Wrap', quantity: 1, unitPriceCents: 39500, lineTotalCents: 39500 },
        ],
      },
    });
    // A later price change does not touch the placed order.
    await t.db().update(products).set({ priceCents: 1 }).where(eq(products.id, print.id));
    try {
      expect((await call(confirmLoader, result.location ?? '', user)).body).toMatchObject({
        order: { subtotalCents: 48500 },
      });
    } finally {
      await t.db().update(products).set({ priceCents: print.priceCents }).where(eq(products.id, print.id));
    }
  });

  it('sends the confirmation email of PRODUCT §7: shipping address, lines, not a real order, no card number', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard });
    await confirm(user, (await review(user)).body);
    await deliverDueMail();
    const [email, ...others] = t.outbox();
    expect(others).toEqual([]);
    const [order] = await ordersOf(user);
    expect(email?.to).toContain('Jane Rider');
    expect(email?.to).toContain(billing.email);
    expect(email?.from).toContain('Equine Photography');
    expect(email?.subject).toContain(order?.publicId);
    for (const part of [email?.text ?? '', email?.html ?? '']) {
      expect(part).toContain('not a real order');
      expect(part).toContain('Hello Jane');
      expect(part).toContain('9 Paddock Road');
      expect(part).toContain('Minnesota 55401');
      expect(part).toContain('8x10 Fine Art Print x 2 at $45.00: $90.00');
      expect(part).toContain('24x36 Canvas Wrap x 1 at $395.00: $395.00');
      expect(part).toContain('$518.34');
      expect(part).toContain('ending in 8302');
      expect(part).not.toContain(cardNumber);
    }
  });

  it('refuses when the cart changed after review, and places nothing', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, sameAddress: 'on', ...newCard });
    const { body } = await review(user);
    await call(productsAction, '/products', user, { productId: String(print.id), quantity: '1' });
    const result = await confirm(user, body);
    expect(result.location).toBe('/ReviewOrder');
    expect(result.headers.get('Set-Cookie')).toContain('__flash');
    expect(await ordersOf(user)).toEqual([]);
    // Review again: the new cart, a new version, and Confirm goes through.
    const fresh = await review(user);
    expect(fresh.body.cartVersion).not.toBe(body.cartVersion);
    expect((await confirm(user, fresh.body)).location).toMatch(/^\/confirm\?order=/);
    expect((await ordersOf(user))[0]?.subtotalCents).toBe(3 * print.priceCents + canvas.priceCents);
  });

  it("refuses a tampered cart version, another user's draft and an empty cart", async () => {
    const owner = await shopUser();
    const other = await shopUser();
    await fillCart(owner);
    await checkout(owner, { ...billing, sameAddress: 'on', ...newCard });
    const { body } = await review(owner);
    expect((await confirm(owner, { ...body, cartVersion: 'f'.repeat(32) })).location).toBe('/ReviewOrder');
    await fillCart(other);
    expect((await confirm(other, body)).location).toBe('/checkout');
    expect((await confirm(owner, { draftId: '', cartVersion: '' })).status).toBe(400);
    expect(await ordersOf(owner)).toEqual([]);
    expect(await ordersOf(other)).toEqual([]);
    await t.db().delete(cartItems).where(eq(cartItems.userId, owner.id));
    expect((await confirm(owner, body)).location).toBe('/checkout');
    expect(await t.db().select().from(mailOutbox)).toEqual([]);
    await deliverDueMail();
    expect(t.outbox()).toEqual([]);
  });

  it("redirects /confirm to /checkout without an order, or with someone else's", async () => {
    const owner = await shopUser();
    const other = await shopUser();
    await fillCart(owner);
    await checkout(owner, { ...billing, sameAddress: 'on', ...newCard });
    const { location } = await confirm(owner, (await review(owner)).body);
    expect((await call(confirmLoader, '/confirm', owner)).location).toBe('/checkout');
    expect((await call(confirmLoader, '/confirm?order=NOPE', owner)).location).toBe('/checkout');
    expect((await call(confirmLoader, location ?? '', other)).location).toBe('/checkout');
  });
});

describe('saved checkout info', () => {
  it('prefills the next checkout when "save" was ticked, and is forgotten when it is not', async () => {
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard, saveInfo: 'on' });
    await confirm(user, (await review(user)).body);

    await fillCart(user);
    const view = await checkoutView(user);
    expect(view?.defaults).toMatchObject({ ...billing, ...shipping, sameAddress: false, saveInfo: true });
    expect(view?.card).toEqual({ ccName: 'Jane Rider', last4Digits: '8302', ccExpiration: '08/39' });
    const [saved] = await t.db().select().from(checkoutInfo).where(eq(checkoutInfo.userId, user.id));
    expect(Object.keys(saved?.details.card ?? {}).sort()).toEqual(['ccExpiration', 'ccName', 'last4Digits']);

    // The saved card pays for the second order; unticking "save" forgets the info afterwards.
    await checkout(user, { ...billing, sameAddress: 'on', cardChoice: 'saved' });
    await confirm(user, (await review(user)).body);
    expect((await ordersOf(user)).map((order) => order.last4Digits)).toEqual(['8302', '8302']);
    expect(await t.db().select().from(checkoutInfo).where(eq(checkoutInfo.userId, user.id))).toEqual([]);
  });
});

describe('card data (PRODUCT §10)', () => {
  const logged: string[] = [];
  beforeEach(() => {
    logged.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
        original(...args);
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the card number and CVV nowhere: database, mail queue, outbox or log output', async () => {
    const user = await shopUser();
    await fillCart(user);
    // A failed submit first, then a good one, both carrying the card.
    await checkout(user, { ...billing, zip: 'bad', ...newCard, saveInfo: 'on' });
    await checkout(user, { ...billing, ...shipping, ...newCard, saveInfo: 'on' });
    const { body } = await review(user);
    await confirm(user, body);
    expect(await ordersOf(user)).toHaveLength(1);

    const snapshot = await t.snapshot();
    expect(Object.keys(snapshot)).toEqual(
      expect.arrayContaining(['orders', 'order_lines', 'order_drafts', 'checkout_info', 'mail_outbox']),
    );
    // Taken before delivery, so the queued confirmation, with its whole text, is part of it.
    expect(snapshot.mail_outbox?.join('\n')).toContain('ending in 8302');
    const rows = Object.values(snapshot).flat();
    // The snapshot does hold the checkout (last 4 digits, addresses), so the search below means something.
    expect(rows.join('\n')).toContain('"8302"');
    expect(rows.join('\n')).toContain('9 Paddock Road');
    for (const row of rows) {
      expect(row).not.toContain(cardNumber);
      expect(row).not.toMatch(cvvAlone);
      expect(row).not.toMatch(/"(cc_?number|card_?number|ccv|cvv)"/i);
    }

    await deliverDueMail();
    const outboxFolder = path.join(t.dataDir(), 'outbox');
    const rawMail = fs
      .readdirSync(outboxFolder, { recursive: true })
      .map((name) => path.join(outboxFolder, String(name)))
      .filter((file) => fs.statSync(file).isFile())
      .map((file) => fs.readFileSync(file, 'utf8'));
    expect(rawMail).toHaveLength(1);
    const mails = [...rawMail, ...t.outbox().flatMap((mail) => [mail.text, mail.html])];
    for (const text of mails) {
      expect(text).not.toContain(cardNumber);
      expect(text).not.toMatch(cvvAlone);
    }

    expect(logged.join('\n')).not.toContain(cardNumber);
    expect(logged.join('\n')).not.toMatch(cvvAlone);
  });
});
