import { describe, expect, it } from 'vitest';
import { instalmentStates, invoiceStatus, paymentSchedule } from '../invoices/invoice-money';
import { invoiceStep, timelineInvoice } from './invoice-step';
import { sessionTimeline } from './session-timeline';

/** A $500 invoice sent on November 27 with a 30 % deposit, for a session on December 20. */
function invoiceAfter(paidCents: number, today: string) {
  const schedule = paymentSchedule(
    50000,
    { depositPercent: 30, balanceDaysBefore: 7 },
    '2026-11-27',
    '2026-12-20',
  );
  return {
    id: 7,
    status: invoiceStatus(50000, paidCents),
    schedule: instalmentStates(schedule, paidCents, today),
  };
}

function invoiceStepOn(paidCents: number, today: string) {
  const steps = sessionTimeline(
    {
      dateBooked: '2026-11-20',
      dateScheduled: '2026-12-20',
      answered: true,
      invoice: invoiceAfter(paidCents, today),
    },
    today,
  );
  return steps.map((step) => [step.title, step.state, step.status, step.action?.label]);
}

describe('the Invoice step of the timeline (PRODUCT §16)', () => {
  it('an invoice cancelled with the session says so, and what was paid', () => {
    const cancelled = (paidCents: number) => ({
      id: 7,
      status: 'Cancelled' as const,
      schedule: [],
      cancelledSessionOn: '2026-12-20',
      paidCents,
    });
    expect(invoiceStep(cancelled(15000))).toMatchObject({
      state: 'done',
      status: 'Cancelled with the session on December 20, 2026; $150.00 was paid',
      action: { label: 'View invoice', invoiceId: 7 },
    });
    expect(invoiceStep(cancelled(0)).status).toBe('Cancelled with the session on December 20, 2026');
  });

  it('comes after the questionnaire and shows the deposit due on the day it was sent', () => {
    const steps = invoiceStepOn(0, '2026-11-27');
    expect(steps.map(([title]) => title)).toEqual([
      'Request sent',
      'Scheduled for December 20, 2026',
      'Questionnaire',
      'Invoice',
    ]);
    expect(steps[3]).toEqual(['Invoice', 'your-turn', '$150.00 due November 27, 2026', 'View invoice']);
  });

  it('after the deposit shows the balance and its date, seven days before the session', () => {
    expect(invoiceStepOn(15000, '2026-11-28')[3]).toEqual([
      'Invoice',
      'your-turn',
      '$350.00 due December 13, 2026',
      'View invoice',
    ]);
  });

  it('says Overdue once the due day has passed unpaid, and marks the step overdue', () => {
    expect(invoiceStepOn(0, '2026-11-28')[3]?.[2]).toBe('$150.00 due November 27, 2026: Overdue');
    const overdue = (today: string) => invoiceStep(invoiceAfter(0, today)).overdue ?? false;
    expect(overdue('2026-11-28')).toBe(true);
    expect(overdue('2026-11-27')).toBe(false);
  });

  it('is done and says Paid once the whole total is paid', () => {
    expect(invoiceStepOn(50000, '2026-12-30')[3]).toEqual(['Invoice', 'done', 'Paid', 'View invoice']);
  });

  it('waits, as if none were sent, for a void invoice: it is not "Paid" for having nothing due', () => {
    expect(invoiceStep({ id: 7, status: 'Void', schedule: [] })).toEqual({
      key: 'invoice',
      title: 'Invoice',
      state: 'waiting',
      status: 'Not sent yet',
    });
  });
});

describe('the invoice the timeline follows', () => {
  const unpaid = { id: 7, status: 'Unpaid' as const, schedule: [] };
  const voided = { id: 8, status: 'Void' as const, schedule: [] };

  it('is the newest invoice, passing over a void one, and none when all are void', () => {
    expect(timelineInvoice([voided, unpaid])?.id).toBe(7);
    expect(timelineInvoice([{ ...unpaid, id: 9 }, unpaid])?.id).toBe(9);
    expect(timelineInvoice([voided])).toBeNull();
    expect(timelineInvoice([])).toBeNull();
  });
});
