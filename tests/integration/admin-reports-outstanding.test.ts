import { describe, expect, it } from 'vitest';
import { moneyByMonth } from '../../app/admin/reports-money.server';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * Show Reports' outstanding at each month's end (PRODUCT §2 Admin Home, Reports), as things stood
 * then: an invoice owes from the month it was made; a payment lowers what is owed once it is paid
 * and its invoice made, so one recorded with an earlier day than its invoice counts from the
 * invoice's month, never below zero before it. The months are the business's (Los Angeles).
 */

const t = setupTestDatabase();

async function invoice(
  bookingId: number,
  number: string,
  totalCents: number,
  createdAt: Date,
  voided = false,
) {
  const [row] = await t
    .db()
    .insert(invoices)
    .values({
      bookingId,
      number,
      totalCents,
      depositPercent: 0,
      depositCents: 0,
      depositDueOn: '2026-11-01',
      balanceCents: totalCents,
      balanceDueOn: '2026-12-01',
      createdAt,
      voidedAt: voided ? createdAt : null,
    })
    .returning();
  if (!row) throw new Error('no invoice');
  return row.id;
}

describe('outstanding at month end', () => {
  it('counts a payment from the later of its day and its invoice’s month', async () => {
    const { id: bookingId } = await insertTestBooking(t.db());
    // Made November 10; a $100 payment recorded as paid October 20, before it.
    const made = await invoice(bookingId, 'INV-2026-0101', 45000, new Date('2026-11-10T18:00:00Z'));
    // A void invoice owes nothing, and what was paid on it settles nothing.
    const voided = await invoice(bookingId, 'INV-2026-0102', 30000, new Date('2026-09-10T18:00:00Z'), true);
    await t
      .db()
      .insert(invoicePayments)
      .values([
        { invoiceId: made, amountCents: 10000, method: 'Cash', paidOn: '2026-10-20' },
        { invoiceId: voided, amountCents: 5000, method: 'Check', paidOn: '2026-09-12' },
        { invoiceId: made, amountCents: 7000, method: 'Check', paidOn: '2026-12-02' },
      ]);
    const money = await moneyByMonth(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(money.map((m) => [m.month, m.invoicedCents, m.outstandingCents])).toEqual([
      ['2026-09', 0, 0],
      // Nothing was owed yet at the end of October: the early payment waits for its invoice.
      ['2026-10', 0, 0],
      ['2026-11', 45000, 35000],
      ['2026-12', 0, 28000],
    ]);
    // Collected counts by the day paid, whatever the invoice's month: the money came in then.
    expect(money.map((m) => m.collected.Cash + m.collected.Check)).toEqual([5000, 10000, 0, 7000]);
  });
});
