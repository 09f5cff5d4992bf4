import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import type { ServiceResult } from '../results/service-result';
import type { Settlement } from './invoice.forms';
import { sendSettlementMail } from './invoice-email.server';
import { invoiceStanding, movedBalanceDue } from './invoice-money';
import { paidCents } from './invoice-paid.server';
import { type Invoice, invoices } from './invoices.tables';

/**
 * An invoice follows its session (PRODUCT §16), in the caller's transaction (the session flow's):
 * cancelled with it, its balance counted again from a new date; and what was paid on a cancelled
 * or void invoice settled once, kept as a fee or refunded. Each locks the invoice's row
 * (FOR UPDATE) as recording a payment does, so a settlement, a payment and a void never cross.
 */

async function bookingOf(tx: Tx, invoice: Invoice) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, invoice.bookingId));
  if (!booking) throw new Error('An invoice without its booking');
  return booking;
}

/**
 * Cancels every invoice of the booking that is neither void nor cancelled with the session that
 * was on `sessionOn`: each unpaid instalment is cancelled, what was paid stays recorded. Answers
 * each with what was paid on it, for the cancellation email and the history.
 */
export async function cancelInvoicesWithSession(
  tx: Tx,
  bookingId: number,
  sessionOn: IsoDate,
): Promise<{ invoice: Invoice; paidCents: number }[]> {
  const cancelled = await tx
    .update(invoices)
    .set({ cancelledSessionOn: sessionOn })
    .where(
      and(eq(invoices.bookingId, bookingId), isNull(invoices.voidedAt), isNull(invoices.cancelledSessionOn)),
    )
    .returning();
  cancelled.sort((a, b) => a.id - b.id);
  return Promise.all(
    cancelled.map(async (invoice) => ({ invoice, paidCents: await paidCents(tx, invoice.id) })),
  );
}

/**
 * The session moved to `sessionOn` on `today`: each invoice whose balance was counted from the
 * session and is not paid in full has it counted again from the new date (a day already past is
 * `today`). The deposit, due the day the invoice was sent, and a paid balance stay. Answers the
 * invoices whose balance moved, with what is unpaid of it.
 */
export async function moveInvoicesWithSession(
  tx: Tx,
  bookingId: number,
  sessionOn: IsoDate,
  today: IsoDate,
): Promise<{ invoice: Invoice; unpaidCents: number }[]> {
  const rows = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        isNull(invoices.voidedAt),
        isNull(invoices.cancelledSessionOn),
        isNotNull(invoices.balanceDaysBefore),
      ),
    )
    .orderBy(invoices.id)
    .for('update');
  const moved: { invoice: Invoice; unpaidCents: number }[] = [];
  for (const row of rows) {
    const balance = invoiceStanding(row, await paidCents(tx, row.id), today).schedule.find(
      (state) => state.kind === 'balance',
    );
    if (!balance || balance.unpaidCents === 0 || row.balanceDaysBefore === null) continue;
    const dueOn = movedBalanceDue(sessionOn, row.balanceDaysBefore, today);
    if (dueOn === row.balanceDueOn) continue;
    const [invoice] = await tx
      .update(invoices)
      .set({ balanceDueOn: dueOn })
      .where(eq(invoices.id, row.id))
      .returning();
    if (invoice) moved.push({ invoice, unpaidCents: balance.unpaidCents });
  }
  return moved;
}

export type SettleRefusal =
  | { reason: 'not-found' }
  | { reason: 'not-cancelled' }
  | { reason: 'nothing-paid' }
  | { reason: 'already-settled' }
  | { reason: 'over-paid'; paidCents: number };

/**
 * Records what becomes of what was paid on `invoice` (its row locked by the caller), once: the
 * conditional UPDATE and the lock make a second press, in this process or another, a refusal.
 * The client is told: a refund's receipt, or that it is kept as a cancellation fee.
 */
export async function storeSettlement(
  tx: Tx,
  invoice: Invoice,
  settlement: Settlement,
): Promise<ServiceResult<{ invoice: Invoice; paidCents: number }, SettleRefusal>> {
  if (invoice.settlement !== null) return { ok: false, reason: 'already-settled' } as const;
  const paid = await paidCents(tx, invoice.id);
  if (paid === 0) return { ok: false, reason: 'nothing-paid' } as const;
  if (settlement.kind === 'refund' && settlement.amountCents > paid)
    return { ok: false, reason: 'over-paid', paidCents: paid } as const;
  const refund =
    settlement.kind === 'refund'
      ? {
          refundCents: settlement.amountCents,
          refundMethod: settlement.method,
          refundedOn: settlement.refundedOn,
        }
      : {};
  const [settled] = await tx
    .update(invoices)
    .set({ settlement: settlement.kind, settledAt: clock.now(), ...refund })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.settlement)))
    .returning();
  if (!settled) return { ok: false, reason: 'already-settled' } as const;
  await sendSettlementMail(tx, await bookingOf(tx, settled), settled, paid);
  return { ok: true, invoice: settled, paidCents: paid } as const;
}

/**
 * Keep as a cancellation fee or Record a refund, on an invoice cancelled with its session
 * (PRODUCT §16); a void invoice's payments are settled as it is voided (invoice-void.server.ts).
 */
export async function settleCancelledInvoice(
  tx: Tx,
  invoiceId: number,
  settlement: Settlement,
): Promise<ServiceResult<{ invoice: Invoice; paidCents: number }, SettleRefusal>> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) return { ok: false, reason: 'not-found' } as const;
  if (invoice.cancelledSessionOn === null) return { ok: false, reason: 'not-cancelled' } as const;
  return storeSettlement(tx, invoice, settlement);
}
