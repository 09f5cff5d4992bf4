import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../app/business-time/business-time.server';
import { addDays } from '../../app/business-time/calendar-dates';
import { action, loader } from '../../app/routes/admin-home';
import { discountCodes } from '../../app/shop/discount-codes.tables';
import { call } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';
import { billing, checkout, confirm, fillCart, newCard, review, shipping, shopUser } from './shop-helpers';

const t = setupTestDatabase();

let admin: TestUser;
beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true });
});

const horse10 = {
  intent: 'save-discount-code',
  code: 'horse10',
  kind: 'percent',
  value: '10',
  minOrder: '50',
  startsOn: '',
  endsOn: '',
  totalUses: '3',
  oncePerClient: 'on',
  galleryId: '',
};

const codeRow = async (code: string) => {
  const [row] = await t.db().select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
};

describe("Admin Home's Codes", () => {
  it('adds a code in capitals, with its minimum in cents and its limits', async () => {
    const added = await call(action, '/adminHome?view=codes', admin, horse10);
    expect(added.body).toMatchObject({ ok: true, message: 'The code HORSE10 is saved.' });
    expect(await codeRow('HORSE10')).toMatchObject({
      kind: 'percent',
      value: 10,
      minOrderCents: 5000,
      startsOn: null,
      endsOn: null,
      totalUses: 3,
      oncePerClient: true,
      galleryId: null,
    });
  });

  it('refuses a code that exists already, in capitals or not, and bad amounts, changing nothing', async () => {
    await call(action, '/adminHome?view=codes', admin, { ...horse10, code: 'TWIN' });
    const before = await t.snapshot();
    const twice = await call(action, '/adminHome?view=codes', admin, { ...horse10, code: 'twin' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ ok: false, message: 'There is already a code TWIN.' });
    const tooMuch = await call(action, '/adminHome?view=codes', admin, {
      ...horse10,
      code: 'NEW1',
      value: '150',
    });
    expect(tooMuch.status).toBe(400);
    const backwards = await call(action, '/adminHome?view=codes', admin, {
      ...horse10,
      code: 'NEW2',
      startsOn: '2026-12-10',
      endsOn: '2026-12-01',
    });
    expect(backwards.status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });

  it('edits a code, and End makes checkout say it has expired', async () => {
    await call(action, '/adminHome?view=codes', admin, { ...horse10, code: 'EDITME' });
    const row = await codeRow('EDITME');
    await call(action, '/adminHome?view=codes', admin, {
      ...horse10,
      codeId: String(row?.id),
      code: 'EDITME',
      kind: 'amount',
      value: '8.50',
    });
    expect(await codeRow('EDITME')).toMatchObject({ kind: 'amount', value: 850 });

    const ended = await call(action, '/adminHome?view=codes', admin, {
      intent: 'end-discount-code',
      codeId: String(row?.id),
    });
    expect(ended.body).toMatchObject({ ok: true, message: 'The code EDITME has ended.' });
    expect((await codeRow('EDITME'))?.endsOn).toBe(addDays(businessToday(), -1));
    const user = await shopUser();
    await fillCart(user);
    const refused = await checkout(user, { ...billing, ...shipping, ...newCard, discountCode: 'EDITME' });
    expect((refused.body as { result: { error: object } }).result.error).toEqual({
      discountCode: ['This code has expired.'],
    });
  });

  it('lists each code with its uses', async () => {
    await call(action, '/adminHome?view=codes', admin, { ...horse10, code: 'COUNTED' });
    const user = await shopUser();
    await fillCart(user);
    await checkout(user, { ...billing, ...shipping, ...newCard, discountCode: 'COUNTED' });
    await confirm(user, (await review(user)).body);

    const page = await call(loader, '/adminHome?view=codes', admin);
    const codes = (page.body as { codes: { codes: { code: string; uses: number }[] } }).codes.codes;
    expect(codes.find((code) => code.code === 'COUNTED')).toMatchObject({ uses: 1 });
  });

  it('is for admins only', async () => {
    const client = await shopUser();
    const refused = await call(action, '/adminHome?view=codes', client, { ...horse10, code: 'SNEAKY' });
    expect(refused.status).toBe(403);
    expect(await codeRow('SNEAKY')).toBeUndefined();
  });
});
