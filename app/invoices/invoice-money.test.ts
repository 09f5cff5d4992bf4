import { describe, expect, it } from 'vitest';
import {
  cancelledWithSession,
  howToPayParagraphs,
  instalmentLabel,
  instalmentStanding,
  instalmentStates,
  invoiceNumber,
  invoiceStanding,
  invoiceStatus,
  invoiceTotalCents,
  movedBalanceDue,
  nextDue,
  overBalanceMessage,
  paymentSchedule,
  settlementSentence,
} from './invoice-money';

const terms = { depositPercent: 30, balanceDaysBefore: 7 };

describe('invoice money rules', () => {
  it('totals the items and the tax in cents', () => {
    const items = [
      { description: 'Session', quantity: 1, unitPriceCents: 45000 },
      { description: 'Prints', quantity: 2, unitPriceCents: 2500 },
    ];
    expect(invoiceTotalCents(items, 0)).toBe(50000);
    expect(invoiceTotalCents(items, 1234)).toBe(51234);
  });

  it('splits $500 into a $150 deposit due on sending and a $350 balance 7 days before', () => {
    expect(paymentSchedule(50000, terms, '2026-11-27', '2026-12-20')).toEqual([
      { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-27' },
      { kind: 'balance', amountCents: 35000, dueOn: '2026-12-13' },
    ]);
  });

  it('rounds the deposit to the cent and gives the rest to the balance, so they add up', () => {
    // 30 % of $333.35 is $100.005: the deposit is $100.01, the balance $233.34.
    const [deposit, balance] = paymentSchedule(33335, terms, '2026-11-27', '2026-12-20');
    expect(deposit?.amountCents).toBe(10001);
    expect(balance?.amountCents).toBe(23334);
    for (const total of [1, 7, 99, 101, 33333, 99999]) {
      for (const depositPercent of [0, 1, 15, 30, 33, 50, 99, 100]) {
        const parts = paymentSchedule(
          total,
          { depositPercent, balanceDaysBefore: 7 },
          '2026-01-01',
          '2026-02-01',
        );
        expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(total);
      }
    }
  });

  it('counts the balance date in calendar days, across months and a DST change', () => {
    expect(paymentSchedule(100, terms, '2026-02-20', '2026-03-05')[1]?.dueOn).toBe('2026-02-26');
    expect(paymentSchedule(100, terms, '2026-10-01', '2026-11-03')[1]?.dueOn).toBe('2026-10-27');
  });

  it('makes the balance due on sending when the session is fewer days away than the terms', () => {
    expect(paymentSchedule(100, terms, '2026-11-27', '2026-11-30')[1]?.dueOn).toBe('2026-11-27');
  });

  it('moves Unpaid → Partially paid → Paid', () => {
    expect(invoiceStatus(50000, 0)).toBe('Unpaid');
    expect(invoiceStatus(50000, 15000)).toBe('Partially paid');
    expect(invoiceStatus(50000, 50000)).toBe('Paid');
  });

  it('names each instalment and where it stands in the page’s and the PDF’s words', () => {
    expect(instalmentLabel('deposit', 30)).toBe('Deposit (30 %)');
    expect(instalmentLabel('balance', 30)).toBe('Balance');
    const [deposit, balance] = instalmentStates(
      paymentSchedule(50000, terms, '2026-11-27', '2026-12-20'),
      10000,
      '2026-11-28',
    );
    // $100 of the $150 deposit paid: $50 is left of it, and its day has passed.
    expect(deposit && instalmentStanding(deposit)).toBe('Overdue');
    expect(balance && instalmentStanding(balance)).toBe('$350.00 due');
    expect(
      instalmentStanding({
        kind: 'deposit',
        amountCents: 15000,
        dueOn: '2026-11-27',
        unpaidCents: 0,
        overdue: false,
      }),
    ).toBe('Paid');
  });

  it('stands with what is left and each instalment; a void invoice has nothing left and no schedule', () => {
    const terms500 = {
      totalCents: 50000,
      depositCents: 15000,
      depositDueOn: '2026-11-27',
      balanceCents: 35000,
      balanceDueOn: '2026-12-13',
      voidedAt: null,
    };
    const open = invoiceStanding(terms500, 15000, '2026-11-28');
    expect([open.status, open.balanceCents, open.schedule.map((state) => state.unpaidCents)]).toEqual([
      'Partially paid',
      35000,
      [0, 35000],
    ]);
    const voided = invoiceStanding(
      { ...terms500, voidedAt: new Date('2026-11-28T10:00:00Z') },
      0,
      '2026-11-28',
    );
    expect(voided).toEqual({ paidCents: 0, balanceCents: 0, status: 'Void', schedule: [] });
  });

  it('cancelled with its session: the unpaid instalments are cancelled, nothing is owed, what was paid stays', () => {
    const terms = {
      totalCents: 50000,
      depositCents: 15000,
      depositDueOn: '2026-11-27',
      balanceCents: 35000,
      balanceDueOn: '2026-12-13',
      voidedAt: null,
      cancelledSessionOn: '2026-12-20',
    };
    // $200 paid: the deposit paid, $50 of the balance; the rest of the balance is cancelled.
    const standing = invoiceStanding(terms, 20000, '2026-12-30');
    expect([standing.status, standing.paidCents, standing.balanceCents]).toEqual(['Cancelled', 20000, 0]);
    expect(
      standing.schedule.map((s) => [s.kind, s.unpaidCents, s.overdue, s.cancelled, instalmentStanding(s)]),
    ).toEqual([
      ['deposit', 0, false, false, 'Paid'],
      ['balance', 0, false, true, 'Cancelled'],
    ]);
    expect(nextDue(standing.schedule)).toBeUndefined();
    // Nothing paid: both instalments cancelled; all paid: nothing to cancel, still Cancelled.
    expect(invoiceStanding(terms, 0, '2026-12-30').schedule.map((s) => s.cancelled)).toEqual([true, true]);
    expect(invoiceStanding(terms, 50000, '2026-12-30').status).toBe('Cancelled');
    expect(cancelledWithSession('2026-12-20')).toBe('Cancelled with the session on December 20, 2026');
  });

  it('counts a moved balance from the new date, or the day of the move when that day has passed', () => {
    expect(movedBalanceDue('2027-01-16', 7, '2026-12-01')).toBe('2027-01-09');
    expect(movedBalanceDue('2026-12-05', 7, '2026-12-01')).toBe('2026-12-01');
    expect(movedBalanceDue('2026-12-08', 7, '2026-12-01')).toBe('2026-12-01');
    expect(movedBalanceDue('2026-12-09', 7, '2026-12-01')).toBe('2026-12-02');
  });

  it('says what became of what was paid: kept, or refunded', () => {
    const none = { settlement: null, refundCents: null, refundMethod: null, refundedOn: null };
    expect(settlementSentence(none)).toBeNull();
    expect(settlementSentence({ ...none, settlement: 'fee' })).toBe(
      'What was paid is kept as a cancellation fee.',
    );
    expect(
      settlementSentence({
        settlement: 'refund',
        refundCents: 10000,
        refundMethod: 'Check',
        refundedOn: '2026-12-02',
      }),
    ).toBe('Refunded $100.00 (Check, December 2, 2026).');
  });

  it('reads How to pay as paragraphs at blank lines, a single line break as a space', () => {
    expect(
      howToPayParagraphs('Cash or check\nat the session.\n\n  \nBank transfer: reply to the email.\n'),
    ).toEqual(['Cash or check at the session.', 'Bank transfer: reply to the email.']);
  });

  it('is Void once voided, whatever its sums say', () => {
    expect(invoiceStatus(50000, 0, true)).toBe('Void');
    expect(invoiceStatus(50000, 50000, true)).toBe('Void');
  });

  it('shows an unpaid instalment Overdue from the day after its due date', () => {
    const schedule = paymentSchedule(50000, terms, '2026-11-27', '2026-12-20');
    expect(instalmentStates(schedule, 0, '2026-11-27').map((s) => s.overdue)).toEqual([false, false]);
    expect(instalmentStates(schedule, 0, '2026-11-28').map((s) => s.overdue)).toEqual([true, false]);
    // Payments fill the deposit first; a paid deposit is never overdue.
    const partly = instalmentStates(schedule, 20000, '2026-12-14');
    expect(partly.map((s) => [s.unpaidCents, s.overdue])).toEqual([
      [0, false],
      [30000, true],
    ]);
    expect(nextDue(partly)?.kind).toBe('balance');
    expect(nextDue(instalmentStates(schedule, 50000, '2026-12-14'))).toBeUndefined();
  });

  it('words the over-balance refusal as the product does', () => {
    expect(overBalanceMessage(35000)).toBe('That is more than the balance of $350.00.');
  });

  it('numbers invoices INV-{year}-{0001}', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumber(2027, 12345)).toBe('INV-2027-12345');
  });
});
