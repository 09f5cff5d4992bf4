import { describe, expect, it } from 'vitest';
import { invoiceLedger } from './invoice-ledger';
import type { InvoiceSummary } from './invoice-views';

/**
 * Show Invoices' order and sums (PRODUCT §16), on the morning of December 1, 2026. Four $500
 * invoices of a 30 % deposit ($150) and a $350 balance, newest first as the database lists them.
 */
const booking = { id: 1, name: 'Hannah Wells', session: 'Equine portrait', dateScheduled: '2026-12-20' };

function invoice(id: number, fields: Partial<InvoiceSummary>): InvoiceSummary {
  return {
    id,
    number: `INV-2026-000${id}`,
    totalCents: 50000,
    paidCents: 0,
    balanceCents: 50000,
    status: 'Unpaid',
    schedule: [],
    booking,
    ...fields,
  };
}

// Sent today: the deposit due today, on time; the balance on the 13th.
const sentToday = invoice(4, {
  schedule: [
    { kind: 'deposit', amountCents: 15000, dueOn: '2026-12-01', unpaidCents: 15000, overdue: false },
    { kind: 'balance', amountCents: 35000, dueOn: '2026-12-13', unpaidCents: 35000, overdue: false },
  ],
});
const voided = invoice(3, { status: 'Void', balanceCents: 0 });
// Its deposit was due on November 20 and is unpaid: $150 overdue, $350 still to come.
const overdue = invoice(2, {
  schedule: [
    { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-20', unpaidCents: 15000, overdue: true },
    { kind: 'balance', amountCents: 35000, dueOn: '2026-12-06', unpaidCents: 35000, overdue: false },
  ],
});
const paid = invoice(1, {
  status: 'Paid',
  paidCents: 50000,
  balanceCents: 0,
  schedule: [
    { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-02', unpaidCents: 0, overdue: false },
    { kind: 'balance', amountCents: 35000, dueOn: '2026-11-20', unpaidCents: 0, overdue: false },
  ],
});

describe('Show Invoices (PRODUCT §16)', () => {
  it('lists what is owed first, soonest due first, then the paid and void ones newest first', () => {
    const ledger = invoiceLedger([sentToday, voided, overdue, paid]);
    expect(ledger.rows.map((row) => row.number)).toEqual([
      'INV-2026-0002',
      'INV-2026-0004',
      'INV-2026-0003',
      'INV-2026-0001',
    ]);
    expect(ledger.rows.map((row) => row.next?.dueOn ?? null)).toEqual([
      '2026-11-20',
      '2026-12-01',
      null,
      null,
    ]);
  });

  it('sums what is owed on the invoices that are not void, and the overdue part of it', () => {
    expect(invoiceLedger([sentToday, voided, overdue, paid])).toMatchObject({
      owedCents: 100000,
      owedCount: 2,
      overdueCents: 15000,
    });
  });

  it('owes nothing with no invoice, or only paid and void ones', () => {
    expect(invoiceLedger([])).toEqual({ rows: [], owedCents: 0, owedCount: 0, overdueCents: 0 });
    expect(invoiceLedger([voided, paid])).toMatchObject({ owedCents: 0, owedCount: 0, overdueCents: 0 });
  });
});
