import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPaidFor } from '../../app/galleries/download-credits.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictureDownload } from '../../app/galleries/gallery-view';
import { pictures } from '../../app/galleries/pictures.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as cartAction, loader as cartLoader } from '../../app/routes/cart';
import { action as orderPrintAction } from '../../app/routes/cart-picture';
import { loader as galleryLoader } from '../../app/routes/gallery';
import { discountCodes } from '../../app/shop/discount-codes.tables';
import { listAllOrders } from '../../app/shop/order-status.server';
import { toOrderView } from '../../app/shop/order-view.server';
import { getOrder } from '../../app/shop/orders.server';
import { priceListProducts } from '../../app/shop/price-list.tables';
import { orderLines, orders } from '../../app/shop/shop.tables';
import { call, callRoute, present } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { insertTestPictures } from '../helpers/test-pictures';
import type { TestUser } from '../helpers/test-users';
import {
  billing,
  checkout,
  fillCart,
  newCard,
  priceListProductId,
  review,
  confirm as sendConfirm,
  shipping,
  shopUser,
} from './shop-helpers';

const t = setupTestDatabase();

beforeEach(async () => {
  await t.clearMail();
});

/** A client's gallery with two pictures uploaded as IMG_0412.jpg and IMG_0413.jpg. */
async function clientGallery(state: 'proofing' | 'released' = 'released') {
  const client = await shopUser();
  const galleryId = crypto.randomUUID();
  await t.db().insert(galleries).values({ id: galleryId, userId: client.id, title: 'Spring ride', state });
  const [first, second] = await insertTestPictures(t.db(), { userId: client.id, galleryId }, 2, [
    'IMG_0412.jpg',
    'IMG_0413.jpg',
  ]);
  const ids = [present(first, 'a picture'), present(second, 'a picture')] as const;
  return { client, galleryId, ids };
}

async function orderPrint(who: TestUser, fields: Record<string, string>) {
  return call(orderPrintAction, '/cart/pictures', who, fields);
}

async function place(user: TestUser, discountCode = '') {
  await checkout(user, { ...billing, ...shipping, ...newCard, discountCode });
  const { body } = await review(user);
  const placed = await sendConfirm(user, body);
  expect(placed.status).toBe(302);
  const [order] = await t.db().select().from(orders).where(eq(orders.userId, user.id));
  return present(order, 'the order');
}

describe('Order prints from a gallery picture', () => {
  it('adds the picture made into a product; again adds to its quantity; the cart names the picture', async () => {
    const { client, ids } = await clientGallery();
    const print = await priceListProductId('8x10 Print');
    const first = await orderPrint(client, { pictureId: ids[0], priceListProductId: print, quantity: '2' });
    expect(first.body).toEqual({ ok: true, message: 'Added to your cart' });
    await orderPrint(client, {
      pictureId: ids[0],
      priceListProductId: print,
      quantity: '1',
      cropNote: 'Keep the ears',
    });
    const cart = present((await call(cartLoader, '/cart', client)).body.cart, 'the cart');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      name: '8x10 Print',
      quantity: 3,
      unitPriceCents: 2500,
      lineTotalCents: 7500,
      briefDescription: 'IMG_0412.jpg · Crop note: Keep the ears',
      picture: { fileName: 'IMG_0412.jpg', thumbUrl: `/pictures/${ids[0]}/thumb`, cropNote: 'Keep the ears' },
    });
    expect(cart.subtotalCents).toBe(7500);
  });

  it('plus, minus and remove work on a picture line', async () => {
    const { client, ids } = await clientGallery();
    await orderPrint(client, {
      pictureId: ids[0],
      priceListProductId: await priceListProductId('8x10 Print'),
      quantity: '1',
    });
    const lineId = () =>
      call(cartLoader, '/cart', client).then((r) => String(r.body.cart?.lines[0]?.picture?.lineId));
    const id = await lineId();
    await call(cartAction, '/cart', client, { intent: 'increment', pictureLineId: id });
    expect((await call(cartLoader, '/cart', client)).body.cart?.lines[0]?.quantity).toBe(2);
    await call(cartAction, '/cart', client, { intent: 'remove', pictureLineId: id });
    expect((await call(cartLoader, '/cart', client)).body.cart?.lines).toEqual([]);
  });

  it('refuses what cannot be ordered, with a message, and changes nothing', async () => {
    const { client, ids } = await clientGallery();
    const other = await clientGallery();
    const print = await priceListProductId('8x10 Print');
    const retired = await priceListProductId('Canvas 20x30');
    await t
      .db()
      .update(priceListProducts)
      .set({ retiredAt: new Date() })
      .where(eq(priceListProducts.id, Number(retired)));
    const before = await t.snapshot();
    const cases: [Record<string, string>, number, string][] = [
      [
        { pictureId: other.ids[0], priceListProductId: print, quantity: '1' },
        404,
        'That picture can no longer be ordered.',
      ],
      [
        { pictureId: ids[0], priceListProductId: retired, quantity: '1' },
        409,
        'That product is no longer available.',
      ],
      [
        { pictureId: ids[0], priceListProductId: print, quantity: '0' },
        400,
        'Quantity must be a whole number from 1 to 99',
      ],
      [
        { pictureId: ids[0], priceListProductId: print, quantity: '100' },
        400,
        'Quantity must be a whole number from 1 to 99',
      ],
      [
        { pictureId: ids[0], priceListProductId: print, quantity: '1', cropNote: 'x'.repeat(501) },
        400,
        'A crop note can be at most 500 characters.',
      ],
      [
        { pictureId: 'not-a-picture', priceListProductId: print, quantity: '1' },
        400,
        'That request was not understood.',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const result = await orderPrint(client, fields);
      expect([result.status, result.body]).toEqual([status, { ok: false, message }]);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('an order of two prints and a download with a one-gallery code keeps each picture on its line', async () => {
    const { client, galleryId, ids } = await clientGallery('proofing');
    await t.db().insert(discountCodes).values({ code: 'SPRING10', kind: 'percent', value: 10, galleryId });
    await fillCart(client); // $485.00 of the catalogue, which a one-gallery code does not touch
    await orderPrint(client, {
      pictureId: ids[0],
      priceListProductId: await priceListProductId('8x10 Print'),
      quantity: '2',
    });
    await orderPrint(client, {
      pictureId: ids[1],
      priceListProductId: await priceListProductId('Digital download'),
      quantity: '1',
    });
    expect(await isPaidFor(galleryId, ids[1])).toBe(false);
    const order = await place(client, 'SPRING10');
    // 10% of the gallery's $65.00 (2 x $25.00 + $15.00), before tax.
    expect([order.subtotalCents, order.discountCode, order.discountCents]).toEqual([
      48500 + 6500,
      'SPRING10',
      650,
    ]);
    const lines = await t.db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(
      lines
        .filter((line) => line.pictureId !== null)
        .map((line) => [line.name, line.kind, line.size, line.pictureFileName, line.quantity]),
    ).toEqual([
      ['8x10 Print', 'print', '8x10', 'IMG_0412.jpg', 2],
      ['Digital download', 'download', null, 'IMG_0413.jpg', 1],
    ]);
    // The download's original is the client's now, though the gallery is still in proofs.
    expect(await isPaidFor(galleryId, ids[1])).toBe(true);
    expect(await isPaidFor(galleryId, ids[0])).toBe(false);
    const page = await callRoute(galleryLoader, `/galleries/${galleryId}`, { galleryId }, client);
    expect(pictureDownload(page.body.gallery, ids[1])).toBe('link');
    expect(pictureDownload(page.body.gallery, ids[0])).toBe(null);
    // Prints are made and shipped: the order starts at New.
    expect((await listAllOrders(null)).find((row) => row.publicId === order.publicId)?.status).toBe('new');
    // The confirmation email names each picture.
    await deliverDueMail();
    const [email] = t.outbox();
    expect(email?.text).toContain('- 8x10 Print of IMG_0412.jpg x 2 at $25.00: $50.00');
    expect(email?.text).toContain('- Digital download of IMG_0413.jpg x 1 at $15.00: $15.00');
    // Ordered lines left the cart.
    expect((await call(cartLoader, '/cart', client)).body.cart?.lines).toEqual([]);
  });

  it('an order of digital downloads only is Delivered at once', async () => {
    const { client, ids } = await clientGallery();
    await orderPrint(client, {
      pictureId: ids[0],
      priceListProductId: await priceListProductId('Digital download'),
      quantity: '1',
    });
    const order = await place(client);
    expect((await listAllOrders('delivered')).map((row) => row.publicId)).toContain(order.publicId);
  });

  it('a deleted picture leaves its order line readable', async () => {
    const { client, ids } = await clientGallery();
    await orderPrint(client, {
      pictureId: ids[0],
      priceListProductId: await priceListProductId('8x10 Print'),
      quantity: '1',
    });
    const order = await place(client);
    await t.db().delete(pictures).where(eq(pictures.id, ids[0]));
    const view = toOrderView(present(await getOrder(client.id, order.publicId), 'the order'));
    expect(view.lines).toEqual([
      {
        name: '8x10 Print',
        quantity: 1,
        unitPriceCents: 2500,
        lineTotalCents: 2500,
        picture: { thumbUrl: null, fileName: 'IMG_0412.jpg', cropNote: '' },
      },
    ]);
  });
});
