import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { invoices } from '../../app/invoices/invoices.tables';
import { loader } from '../../app/routes/admin-home';
import { booking, createdInvoice, post, world } from '../helpers/invoice-world';
import { call, present } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * Admin Home → Show Invoices (PRODUCT §16) through the real loader: every invoice as it stands
 * today, what is owed first. Three $500 invoices (a $150 deposit due the day each is sent, the
 * $350 balance 7 days before its session), sent on Friday 27 November 2026 and read on the 29th.
 */

const t = setupTestDatabase();

beforeEach(async () => {
  await t.db().delete(invoices);
});
afterEach(() => resetClock());

describe('Show Invoices (PRODUCT §16)', () => {
  it('lists what is owed first, soonest due first, then a void one; sums what is owed and overdue', async () => {
    const { admin, owner, bookingId } = await world();
    // The session on December 20: its balance is due on the 13th.
    const later = await createdInvoice(admin, bookingId);
    // A session on December 5: its balance is due on November 28.
    const sooner = await createdInvoice(admin, await booking(owner.email, '2026-12-05'));
    await post(admin, sooner, { intent: 'record', amount: '150', method: 'Cash', paidOn: '2026-11-27' });
    const voided = await createdInvoice(admin, bookingId);
    await post(admin, voided, { intent: 'void-invoice', reason: 'Sent twice' });

    setClock(new Date('2026-11-29T18:00:00Z'));
    const answer = await call(loader, '/adminHome?view=invoices', admin);
    const listed = present(answer.body.invoiceLedger, 'the invoice ledger');
    const numberOf = async (id: number) =>
      (await t.db().select().from(invoices).where(eq(invoices.id, id)))[0]?.number;
    expect(listed.rows.map((row) => row.number)).toEqual([
      await numberOf(later),
      await numberOf(sooner),
      await numberOf(voided),
    ]);
    expect(listed.rows.map((row) => [row.status, row.balanceCents, row.next?.dueOn ?? null])).toEqual([
      // The deposit, due the 27th, unpaid.
      ['Unpaid', 50000, '2026-11-27'],
      // The deposit paid; the balance, due the 28th, unpaid.
      ['Partially paid', 35000, '2026-11-28'],
      ['Void', 0, null],
    ]);
    // $500 + $350 owed; overdue: the first's $150 deposit and the second's $350 balance.
    expect([listed.owedCents, listed.owedCount, listed.overdueCents]).toEqual([85000, 2, 50000]);
  });
});
