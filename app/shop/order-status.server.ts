import { asc, desc, eq, sql } from 'drizzle-orm';
import { businessDate } from '../business-time/business-time.server';
import { getDb } from '../db/db.server';
import { outerColumn } from '../db/outer-column';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { canMove, type OrderStatus, type OrderStepView, orderStatusLabels } from './order-status';
import { orderStatusChanges } from './order-status.tables';
import { queueStatusMail } from './order-status-mail.server';
import { orderLines, orders } from './shop.tables';

/** One step an order reached, with when: New is the order's placing. */
export interface OrderStep {
  status: OrderStatus;
  at: Date;
  carrier: string | null;
  tracking: string | null;
  reason: string | null;
}

/** An order's status now: its latest change, else New. Usable in every query over `orders`. */
export const currentStatus = sql<OrderStatus>`coalesce((select ${orderStatusChanges.status} from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${outerColumn(orders.id)} order by ${orderStatusChanges.id} desc limit 1), 'new')`;

/** The steps of one order, oldest first, New among them (PRODUCT §20: `/orders/{id}` shows them). */
export async function orderSteps(order: { id: number; createdAt: Date }): Promise<OrderStep[]> {
  const db = await getDb();
  const changes = await db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, order.id))
    .orderBy(asc(orderStatusChanges.id));
  const placed: OrderStep = {
    status: 'new',
    at: order.createdAt,
    carrier: null,
    tracking: null,
    reason: null,
  };
  return [
    placed,
    ...changes.map(({ status, at, carrier, tracking, reason }) => ({
      status,
      at,
      carrier,
      tracking,
      reason,
    })),
  ];
}

/** What a move to a step carries: Shipped its carrier and tracking number, Cancelled its reason. */
export type StatusMove =
  | { to: 'in-production' | 'delivered' }
  | { to: 'shipped'; carrier: string; tracking: string }
  | { to: 'cancelled'; reason: string };

export type MoveOrderResult = ServiceResult<
  { status: OrderStatus },
  { reason: 'not-found' } | { reason: 'not-allowed'; from: OrderStatus }
>;

/**
 * Moves an order to its next step and emails the client, in one transaction under the order's
 * row lock, so two admins pressing at once record one step and send one email.
 */
export async function moveOrder(publicId: string, move: StatusMove): Promise<MoveOrderResult> {
  return transactionWithMail(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, publicId: orders.publicId, email: orders.email, billing: orders.billing })
      .from(orders)
      .where(eq(orders.publicId, publicId))
      .for('update');
    if (!order) return { ok: false, reason: 'not-found' };
    const [latest] = await tx
      .select({ status: orderStatusChanges.status })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(desc(orderStatusChanges.id))
      .limit(1);
    const from: OrderStatus = latest?.status ?? 'new';
    if (!canMove(from, move.to)) return { ok: false, reason: 'not-allowed', from };
    const details = {
      carrier: move.to === 'shipped' ? move.carrier : null,
      tracking: move.to === 'shipped' ? move.tracking : null,
      reason: move.to === 'cancelled' ? move.reason : null,
    };
    await tx.insert(orderStatusChanges).values({ orderId: order.id, status: move.to, ...details });
    await queueStatusMail(tx, { ...order, status: move.to, ...details });
    return { ok: true, status: move.to };
  });
}

/** A row of Admin Home's Show Orders. */
export interface AdminOrderRow {
  publicId: string;
  /** The day it was placed, in the business's zone: "November 20, 2026". */
  placedOn: string;
  email: string;
  name: string;
  totalCents: number;
  status: OrderStatus;
  /** It has lines made of pictures: Download for the lab (decision 071). */
  forLab: boolean;
}

/** Show Orders (PRODUCT §20): every order, newest first, only those at `status` when one is asked. */
export async function listAllOrders(status: OrderStatus | null): Promise<AdminOrderRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      publicId: orders.publicId,
      createdAt: orders.createdAt,
      email: orders.email,
      billing: orders.billing,
      totalCents: orders.totalCents,
      status: currentStatus,
      forLab: sql<boolean>`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${outerColumn(orders.id)} and ${orderLines.pictureFileName} is not null)`,
    })
    .from(orders)
    .where(status === null ? undefined : sql`${currentStatus} = ${status}`)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ billing, createdAt, ...row }) => ({
    ...row,
    placedOn: businessDate(createdAt),
    name: `${billing.firstName} ${billing.lastName}`,
  }));
}

export async function orderStepViews(order: { id: number; createdAt: Date }): Promise<OrderStepView[]> {
  return (await orderSteps(order)).map((step) => ({
    label: orderStatusLabels[step.status],
    on: businessDate(step.at),
    detail: step.carrier ? `${step.carrier} ${step.tracking ?? ''}`.trim() : step.reason,
  }));
}
