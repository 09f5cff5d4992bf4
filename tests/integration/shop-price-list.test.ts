import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin-home';
import { listProductsOnSale } from '../../app/shop/price-list.server';
import { priceListProducts } from '../../app/shop/price-list.tables';
import { seed } from '../../app/startup/seed.server';
import { call } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

/** 2026-11-28, 10:00 in Los Angeles (the business's zone). */
beforeEach(() => setClock(new Date('2026-11-28T18:00:00Z')));
afterEach(() => resetClock());

const path = '/adminHome?view=price-list';

async function post(who: TestUser | null, fields: Record<string, string>) {
  return call(adminAction, path, who, fields);
}

async function rows() {
  const db = t.db();
  const all = await db.select().from(priceListProducts).orderBy(asc(priceListProducts.id));
  return all.map(({ name, kind, size, priceCents, retiredAt }) => ({
    name,
    kind,
    size,
    priceCents,
    retired: retiredAt !== null,
  }));
}

const seeded = [
  { name: '8x10 Print', kind: 'print', size: '8x10', priceCents: 2500, retired: false },
  { name: '16x20 Gallery Print', kind: 'print', size: '16x20', priceCents: 8500, retired: false },
  { name: 'Canvas 20x30', kind: 'wall-art', size: null, priceCents: 24000, retired: false },
  { name: 'Digital download', kind: 'download', size: null, priceCents: 1500, retired: false },
];

describe('the price list (PRODUCT §20)', () => {
  it('is seeded with the four products on first start, and a second start adds none', async () => {
    expect(await rows()).toEqual(seeded);
    await seed(t.db());
    expect(await rows()).toEqual(seeded);
  });

  it('adds a product with its price in cents, and Show Price List lists it', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const answer = await post(admin, {
      intent: 'save-price-list-product',
      name: '11x14 Print',
      kind: 'print',
      size: '11x14',
      price: '45.50',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, message: '"11x14 Print" (Print) is saved.' });
    expect((await rows()).at(-1)).toEqual({
      name: '11x14 Print',
      kind: 'print',
      size: '11x14',
      priceCents: 4550,
      retired: false,
    });
    const page = await call(adminLoader, path, admin);
    const names = (page.body as { priceList: { name: string }[] }).priceList.map((row) => row.name);
    // Prints first, each kind by price, then wall art, then downloads.
    expect(names).toEqual([
      '8x10 Print',
      '11x14 Print',
      '16x20 Gallery Print',
      'Canvas 20x30',
      'Digital download',
    ]);
  });

  it('edits a product; a size given to a kind other than print is not kept', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const [canvas] = (await t.db().select().from(priceListProducts)).filter(
      (row) => row.name === 'Canvas 20x30',
    );
    const answer = await post(admin, {
      intent: 'save-price-list-product',
      productId: String(canvas?.id),
      name: 'Canvas 24x36',
      kind: 'wall-art',
      size: '24x36',
      price: '$310',
    });
    expect(answer.status).toBe(200);
    expect((await rows())[2]).toEqual({
      name: 'Canvas 24x36',
      kind: 'wall-art',
      size: null,
      priceCents: 31000,
      retired: false,
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const before = await t.snapshot();
    const cases: [Record<string, string>, string][] = [
      [{ name: '', kind: 'print', size: '5x7', price: '10' }, 'Name is required'],
      [{ name: '5x7 Print', kind: 'print', size: '', price: '10' }, 'A print needs its size, like 8x10'],
      [{ name: '5x7 Print', kind: 'poster', size: '5x7', price: '10' }, 'Please choose a kind'],
      [
        { name: '5x7 Print', kind: 'print', size: '5x7', price: 'ten' },
        'Price must be an amount in dollars, like 25.00',
      ],
      [{ name: '5x7 Print', kind: 'print', size: '5x7', price: '0.00' }, 'Price must be more than $0.00'],
      [
        { name: '5x7 Print', kind: 'print', size: '5x7', price: '100000.01' },
        'Price cannot exceed $100,000.00',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(admin, { intent: 'save-price-list-product', ...fields });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ ok: false, message });
    }
    const missing = await post(admin, {
      intent: 'save-price-list-product',
      productId: '99999',
      name: 'Ghost',
      kind: 'download',
      price: '1',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ ok: false, message: 'That product does not exist.' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('retires a product once: off sale, kept in the list, no longer changed', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const [print] = await t.db().select().from(priceListProducts).orderBy(asc(priceListProducts.id)).limit(1);
    const id = String(print?.id);
    const answer = await post(admin, { intent: 'retire-price-list-product', productId: id });
    expect(answer.body).toEqual({
      ok: true,
      message: '"8x10 Print" is retired; orders that have it keep it.',
    });
    // The earlier tests of this file added the 11x14 and renamed the canvas.
    expect((await listProductsOnSale()).map((row) => row.name)).toEqual([
      '11x14 Print',
      '16x20 Gallery Print',
      'Canvas 24x36',
      'Digital download',
    ]);
    const page = await call(adminLoader, path, admin);
    const listed = (page.body as { priceList: { name: string; retiredOn: string | null }[] }).priceList;
    expect(listed.at(-1)).toMatchObject({ name: '8x10 Print', retiredOn: '2026-11-28' });

    const before = await t.snapshot();
    const again = await post(admin, { intent: 'retire-price-list-product', productId: id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, message: 'That product is retired: add it again to sell it.' });
    const edit = await post(admin, {
      intent: 'save-price-list-product',
      productId: id,
      name: '8x10 Print',
      kind: 'print',
      size: '8x10',
      price: '20',
    });
    expect(edit.status).toBe(409);
    expect(await t.snapshot()).toEqual(before);
  });

  it('is the admin’s only', async () => {
    const client = await createSignedInUser({ isClient: true });
    const before = await t.snapshot();
    for (const who of [null, client]) {
      expect((await call(adminLoader, path, who)).status).toBe(403);
      const answer = await post(who, { intent: 'retire-price-list-product', productId: '1' });
      expect(answer.status).toBe(403);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  // Last: it retires every product of this file's database.
  it('a second start keeps the owner’s list as it is, even with every product retired', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    for (const row of await listProductsOnSale()) {
      expect(
        (await post(admin, { intent: 'retire-price-list-product', productId: String(row.id) })).status,
      ).toBe(200);
    }
    const before = await rows();
    expect(before.every((row) => row.retired)).toBe(true);
    await seed(t.db());
    expect(await rows()).toEqual(before);
  });
});
