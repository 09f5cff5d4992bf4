import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { getPictureStorage } from '../../app/pictures/storage.server';
import { action as orderPrintAction } from '../../app/routes/cart-picture';
import { loader as labLoader } from '../../app/routes/order-lab-zip';
import { orders } from '../../app/shop/shop.tables';
import { call, present, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { readZipEntries } from '../helpers/zip-entries';
import { jpegFile, setupPictureCast, signedInUser, upload } from './pictures-helpers';
import {
  billing,
  checkout,
  fillCart,
  newCard,
  priceListProductId,
  review,
  confirm as sendConfirm,
  shipping,
} from './shop-helpers';

/**
 * Download for the lab (PRODUCT §20, decision 071): an order's originals named
 * `{order}-{line}-{product}-{file name}` and a CSV of its picture lines, for admins only.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

/** The client's released gallery with the two uploaded pictures, in upload order. */
async function galleryOf(owner: TestUser) {
  const galleryId = crypto.randomUUID();
  await t
    .db()
    .insert(galleries)
    .values({ id: galleryId, userId: owner.id, title: 'Summer', state: 'released' });
  const sent = await upload(
    owner.id,
    cast.admin,
    [await jpegFile('bay horse.jpg'), await jpegFile('grey.jpg')],
    galleryId,
  );
  expect(sent.status).toBe(200);
  return t
    .db()
    .select()
    .from(pictures)
    .where(eq(pictures.galleryId, galleryId))
    .orderBy(pictures.createdAt, pictures.id);
}

async function placeOrder(owner: TestUser, withCatalogue: boolean) {
  const [bay, grey] = await galleryOf(owner);
  if (withCatalogue) await fillCart(owner); // two catalogue lines first: the pictures are lines 3 and 4
  const add = (pictureId: string, product: string, quantity: string, cropNote = '') =>
    call(orderPrintAction, '/cart/pictures', owner, {
      pictureId,
      priceListProductId: product,
      quantity,
      cropNote,
    });
  await add(
    present(bay, 'bay').id,
    await priceListProductId('16x20 Gallery Print'),
    '2',
    '=crop to the rider',
  );
  await add(present(grey, 'grey').id, await priceListProductId('Digital download'), '1');
  await checkout(owner, { ...billing, ...shipping, ...newCard, discountCode: '' });
  await sendConfirm(owner, (await review(owner)).body);
  const [order] = await t.db().select().from(orders).where(eq(orders.userId, owner.id));
  return {
    publicId: present(order, 'the order').publicId,
    bay: present(bay, 'bay'),
    grey: present(grey, 'grey'),
  };
}

/** The loader's answer as the browser gets it: the ZIP, or a refusal (a guard's is thrown). */
async function labZip(publicId: string, who: TestUser): Promise<Response> {
  const args = routeArgs<typeof labLoader>(
    siteRequest(`/orders/${publicId}/lab.zip`, { cookie: who.cookie }),
    {
      orderId: publicId,
    },
  );
  try {
    return await labLoader(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const refused = thrown as { init?: { status?: number } };
    return new Response(null, { status: refused.init?.status ?? 500 });
  }
}

async function stored(key: string): Promise<Buffer> {
  const file = present(await getPictureStorage().get(key), key);
  return Buffer.from(await new Response(file.body as unknown as ReadableStream).arrayBuffer());
}

describe('Download for the lab', () => {
  it("holds the order's originals under the lab's names, and the CSV of its lines", async () => {
    const { publicId, bay, grey } = await placeOrder(cast.owner, true);
    const answer = await labZip(publicId, cast.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Disposition')).toContain(`${publicId}-lab.zip`);
    const entries = readZipEntries(Buffer.from(await answer.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      `${publicId}-3-16x20-Gallery-Print-bay-horse.jpg`,
      `${publicId}-4-Digital-download-grey.jpg`,
      `${publicId}-lines.csv`,
    ]);
    expect(entries[0]?.bytes.equals(await stored(bay.originalKey))).toBe(true);
    expect(entries[1]?.bytes.equals(await stored(grey.originalKey))).toBe(true);
    expect(entries[2]?.bytes.toString('utf8')).toBe(
      '\uFEFFLine,Product,Size,Quantity,Crop note,Picture,File in this ZIP\r\n' +
        `3,16x20 Gallery Print,16x20,2,'=crop to the rider,bay horse.jpg,${publicId}-3-16x20-Gallery-Print-bay-horse.jpg\r\n` +
        `4,Digital download,,1,,grey.jpg,${publicId}-4-Digital-download-grey.jpg\r\n`,
    );
  });

  it('keeps a deleted picture in the CSV and leaves its file out', async () => {
    const owner = await signedInUser({ isClient: true });
    const { publicId, bay } = await placeOrder(owner, false);
    await t.db().delete(pictures).where(eq(pictures.id, bay.id));
    const answer = await labZip(publicId, cast.admin);
    const entries = readZipEntries(Buffer.from(await answer.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      `${publicId}-2-Digital-download-grey.jpg`,
      `${publicId}-lines.csv`,
    ]);
    expect(entries[1]?.bytes.toString('utf8')).toContain(
      "1,16x20 Gallery Print,16x20,2,'=crop to the rider,bay horse.jpg,None: the picture was deleted\r\n",
    );
  });

  it('is for admins only, and says so of an order without pictures', async () => {
    const { publicId } = await placeOrder(await signedInUser({ isClient: true }), false);
    const client = await labZip(publicId, cast.owner);
    expect(client.status).toBe(403);
    const unknown = await labZip('ABCDEF012345678', cast.admin);
    expect([unknown.status, await unknown.text()]).toEqual([
      404,
      'This order has no pictures to send to the lab.',
    ]);
  });
});
