import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin-home';
import { loader as orderLoader } from '../../app/routes/order-detail';
import { moveOrder, orderSteps } from '../../app/shop/order-status.server';
import { orderLines, orders } from '../../app/shop/shop.tables';
import { queuedMail } from '../helpers/mail-queue';
import { call, callRoute } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

const placedAt = new Date('2026-11-20T18:00:00Z');
beforeEach(() => setClock(new Date('2026-11-28T18:00:00Z')));
afterEach(() => resetClock());

const address = {
  firstName: 'Dana',
  lastName: 'Reyes',
  address: '1 Barn Road',
  address2: '',
  state: 'CA',
  zip: '95814',
  country: 'US',
};

let count = 0;
/** A placed order of its own, New (its public id is 15 upper-case hex characters). */
async function placedOrder() {
  count += 1;
  const client = await createSignedInUser({ isClient: true });
  const publicId = `ABCDEF${String(count).padStart(9, '0')}`;
  const [row] = await t
    .db()
    .insert(orders)
    .values({
      publicId,
      draftId: `draft-${publicId}`,
      userId: client.id,
      email: client.email,
      billing: address,
      shipping: address,
      ccName: 'Dana Reyes',
      last4Digits: '4242',
      ccExpiration: '12/30',
      taxState: 'CA',
      taxRate: 7250,
      subtotalCents: 2500,
      taxCents: 181,
      totalCents: 2681,
      createdAt: placedAt,
    })
    .returning();
  if (!row) throw new Error('no order');
  await t.clearMail();
  return { order: row, client };
}

describe('an order’s steps (PRODUCT §20)', () => {
  it('goes New → In production → Shipped → Delivered, each step emailed and dated', async () => {
    const { order, client } = await placedOrder();
    expect(await moveOrder(order.publicId, { to: 'in-production' })).toEqual({
      ok: true,
      status: 'in-production',
    });
    setClock(new Date('2026-11-29T18:00:00Z'));
    expect(
      await moveOrder(order.publicId, { to: 'shipped', carrier: 'UPS', tracking: '1Z999AA10123456784' }),
    ).toEqual({ ok: true, status: 'shipped' });
    setClock(new Date('2026-12-02T18:00:00Z'));
    expect((await moveOrder(order.publicId, { to: 'delivered' })).ok).toBe(true);
    const mail = await queuedMail();
    expect(mail.map((row) => [row.toAddress, row.subject])).toEqual([
      [`Dana Reyes <${client.email}>`, `Your order ${order.publicId} is in production`],
      [`Dana Reyes <${client.email}>`, `Your order ${order.publicId} has shipped: UPS 1Z999AA10123456784`],
      [`Dana Reyes <${client.email}>`, `Your order ${order.publicId} was delivered`],
    ]);
    expect(mail[1]?.textBody).toContain(`See your order: http://localhost:`);
    expect(mail[1]?.textBody).toContain(`/orders/${order.publicId}`);
    expect(await orderSteps(order)).toEqual([
      { status: 'new', at: placedAt, carrier: null, tracking: null, reason: null },
      {
        status: 'in-production',
        at: new Date('2026-11-28T18:00:00Z'),
        carrier: null,
        tracking: null,
        reason: null,
      },
      {
        status: 'shipped',
        at: new Date('2026-11-29T18:00:00Z'),
        carrier: 'UPS',
        tracking: '1Z999AA10123456784',
        reason: null,
      },
      {
        status: 'delivered',
        at: new Date('2026-12-02T18:00:00Z'),
        carrier: null,
        tracking: null,
        reason: null,
      },
    ]);
  });

  it('is cancelled with its reason before it ships, and then goes nowhere', async () => {
    const { order } = await placedOrder();
    expect(
      (await moveOrder(order.publicId, { to: 'cancelled', reason: 'The client asked to cancel' })).ok,
    ).toBe(true);
    const mail = await queuedMail();
    expect(mail.map((row) => row.subject)).toEqual([
      `Your order ${order.publicId} was cancelled: The client asked to cancel`,
    ]);
    const before = await t.snapshot();
    expect(await moveOrder(order.publicId, { to: 'in-production' })).toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'cancelled',
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a step out of order, a cancel once shipped and an unknown order, changing nothing', async () => {
    const { order } = await placedOrder();
    const before = await t.snapshot();
    expect(await moveOrder(order.publicId, { to: 'shipped', carrier: 'UPS', tracking: '1' })).toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'new',
    });
    expect(await moveOrder(order.publicId, { to: 'delivered' })).toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'new',
    });
    expect(await moveOrder('FFFFFFFFFFFFFFF', { to: 'in-production' })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await t.snapshot()).toEqual(before);

    await moveOrder(order.publicId, { to: 'in-production' });
    await moveOrder(order.publicId, { to: 'shipped', carrier: 'USPS', tracking: '9400' });
    const shipped = await t.snapshot();
    expect(await moveOrder(order.publicId, { to: 'cancelled', reason: 'Too late' })).toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'shipped',
    });
    expect(await t.snapshot()).toEqual(shipped);
  });

  it('records one step and sends one email when the same move is asked twice at once', async () => {
    const { order } = await placedOrder();
    const answers = await Promise.all([
      moveOrder(order.publicId, { to: 'in-production' }),
      moveOrder(order.publicId, { to: 'in-production' }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      { ok: false, reason: 'not-allowed', from: 'in-production' },
    ]);
    expect((await queuedMail()).map((row) => row.subject)).toEqual([
      `Your order ${order.publicId} is in production`,
    ]);
    expect((await orderSteps(order)).map((step) => step.status)).toEqual(['new', 'in-production']);
  });
});

describe('Show Orders and the order’s page (PRODUCT §20)', () => {
  let admin: TestUser;
  beforeEach(async () => {
    admin = await createSignedInUser({ isAdmin: true });
  });
  const move = (fields: Record<string, string>) =>
    call(adminAction, '/adminHome?view=orders', admin, { intent: 'move-order', ...fields });
  const listed = async (query: string) =>
    (
      (await call(adminLoader, `/adminHome?view=orders${query}`, admin)).body as {
        orders: { publicId: string; status: string }[];
      }
    ).orders;

  it('ships an order with its carrier and tracking number, and the client sees the step with its date', async () => {
    const { order, client } = await placedOrder();
    expect((await move({ orderId: order.publicId, to: 'in-production' })).body).toEqual({
      ok: true,
      message: `Order ${order.publicId} is In production; the client was emailed.`,
    });
    setClock(new Date('2026-11-29T18:00:00Z'));
    const shipped = await move({ orderId: order.publicId, to: 'shipped', carrier: 'UPS', tracking: '1Z999' });
    expect(shipped.body).toEqual({
      ok: true,
      message: `Order ${order.publicId} is Shipped; the client was emailed.`,
    });
    const page = await callRoute(
      orderLoader,
      `/orders/${order.publicId}`,
      { orderId: order.publicId },
      client,
    );
    expect((page.body as { steps: unknown }).steps).toEqual([
      { label: 'New', on: 'November 20, 2026', detail: null },
      { label: 'In production', on: 'November 28, 2026', detail: null },
      { label: 'Shipped', on: 'November 29, 2026', detail: 'UPS 1Z999' },
    ]);
    const shippedOnes = await listed('&status=shipped');
    expect(shippedOnes.map((row) => row.publicId)).toContain(order.publicId);
    expect((await listed('&status=new')).map((row) => row.publicId)).not.toContain(order.publicId);
  });

  it('lists every order newest first', async () => {
    const older = await placedOrder();
    const newer = await placedOrder();
    await t
      .db()
      .update(orders)
      .set({ createdAt: new Date('2026-11-21T18:00:00Z') })
      .where(eq(orders.id, newer.order.id));
    const ids = (await listed('')).map((row) => row.publicId);
    expect(ids.indexOf(newer.order.publicId)).toBeLessThan(ids.indexOf(older.order.publicId));
  });

  it('shows each order at its own step, and Download for the lab only where a line is a picture', async () => {
    const [fresh, made, cancelled] = [await placedOrder(), await placedOrder(), await placedOrder()];
    await move({ orderId: made.order.publicId, to: 'in-production' });
    await move({ orderId: cancelled.order.publicId, to: 'cancelled', reason: 'Paid twice' });
    const line = {
      name: '8x10 Print',
      briefDescription: '',
      unitPriceCents: 2500,
      quantity: 1,
      lineTotalCents: 2500,
    };
    await t
      .db()
      .insert(orderLines)
      .values([
        { ...line, orderId: fresh.order.id },
        { ...line, orderId: made.order.id, kind: 'print', size: '8x10', pictureFileName: 'IMG_0412.jpg' },
        { ...line, orderId: cancelled.order.id },
      ]);
    const rows = (await call(adminLoader, '/adminHome?view=orders', admin)).body as {
      orders: { publicId: string; status: string; forLab: boolean }[];
    };
    const row = (publicId: string) => rows.orders.find((listed) => listed.publicId === publicId);
    expect(row(fresh.order.publicId)).toMatchObject({ status: 'new', forLab: false });
    expect(row(made.order.publicId)).toMatchObject({ status: 'in-production', forLab: true });
    expect(row(cancelled.order.publicId)).toMatchObject({ status: 'cancelled', forLab: false });
  });

  it('refuses a move with what is missing, or one the order cannot make, and changes nothing', async () => {
    const { order } = await placedOrder();
    const client = await createSignedInUser({ isClient: true });
    const before = await t.snapshot();
    expect((await move({ orderId: order.publicId, to: 'cancelled' })).body).toEqual({
      ok: false,
      message: 'Reason is required',
    });
    expect(await t.snapshot()).toEqual(before);
    await move({ orderId: order.publicId, to: 'in-production' });
    const inProduction = await t.snapshot();
    expect((await move({ orderId: order.publicId, to: 'shipped', carrier: 'UPS' })).body).toEqual({
      ok: false,
      message: 'Tracking number is required',
    });
    const late = await move({ orderId: order.publicId, to: 'delivered' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      ok: false,
      message: `Order ${order.publicId} is In production: it cannot be moved to Delivered.`,
    });
    expect(await t.snapshot()).toEqual(inProduction);
    expect(before).not.toEqual(inProduction);
    for (const who of [null, client]) {
      const answer = await call(adminAction, '/adminHome?view=orders', who, {
        intent: 'move-order',
        orderId: order.publicId,
        to: 'shipped',
        carrier: 'UPS',
        tracking: '1',
      });
      expect(answer.status).toBe(403);
    }
    expect(await t.snapshot()).toEqual(inProduction);
  });
});
