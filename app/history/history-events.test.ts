import { describe, expect, it } from 'vitest';
import { historySentence, readEvent } from './history-events';

/** The history's sentences (PRODUCT §2 Booking Info), from each stored code and its facts. */
const said = (
  what: string,
  facts: object,
  by: 'user' | 'client' | 'system' = 'user',
  name = 'Hannah Brooks',
) => historySentence(readEvent(what, facts), what, by, name);

describe('a history line', () => {
  it('words each change of a session, with the days as the site writes them', () => {
    expect(said('scheduled', { date: '2027-01-09' })).toBe('Scheduled for January 9, 2027 by Hannah Brooks');
    expect(said('moved', { date: '2027-01-16' })).toBe('Moved to January 16, 2027 by Hannah Brooks');
    expect(said('moved-as-asked', { date: '2027-01-23' })).toBe(
      'Moved to January 23, 2027, as the client asked, by Hannah Brooks',
    );
    expect(said('cancelled', { date: '2027-01-23' }, 'client')).toBe(
      'Cancelled (it was on January 23, 2027) by the client',
    );
  });

  it('words an invoice’s changes with its number and the amounts in dollars', () => {
    expect(said('invoice-sent', { number: 'INV-2026-0007', totalCents: 50000 })).toBe(
      'Invoice INV-2026-0007 of $500.00 sent by Hannah Brooks',
    );
    expect(said('payment-recorded', { number: 'INV-2026-0007', amountCents: 15050 })).toBe(
      'Payment of $150.50 recorded on invoice INV-2026-0007 by Hannah Brooks',
    );
    expect(said('payment-voided', { number: 'INV-2026-0007', amountCents: 15050 })).toBe(
      'Payment of $150.50 on invoice INV-2026-0007 voided by Hannah Brooks',
    );
    expect(said('invoice-voided', { number: 'INV-2026-0007' })).toBe(
      'Invoice INV-2026-0007 voided by Hannah Brooks',
    );
  });

  it('words what a change of plan does to an invoice: cancelled, its balance moved, what was paid settled', () => {
    expect(
      said('invoice-cancelled', { number: 'INV-2026-0007', date: '2027-01-16', paidCents: 0 }, 'client'),
    ).toBe('Invoice INV-2026-0007 cancelled with the session on January 16, 2027 by the client');
    expect(said('invoice-cancelled', { number: 'INV-2026-0007', date: '2027-01-16', paidCents: 15000 })).toBe(
      'Invoice INV-2026-0007 cancelled with the session on January 16, 2027, $150.00 of it paid, by Hannah Brooks',
    );
    expect(
      said('invoice-rescheduled', { number: 'INV-2026-0007', amountCents: 35000, dueOn: '2027-01-09' }),
    ).toBe('Balance of $350.00 on invoice INV-2026-0007 now due January 9, 2027 by Hannah Brooks');
    expect(said('payment-kept', { number: 'INV-2026-0007', amountCents: 15000 })).toBe(
      '$150.00 paid on invoice INV-2026-0007 kept as a cancellation fee by Hannah Brooks',
    );
    expect(said('refund-recorded', { number: 'INV-2026-0007', amountCents: 10000 })).toBe(
      'Refund of $100.00 recorded on invoice INV-2026-0007 by Hannah Brooks',
    );
  });

  it('words a gallery’s changes with its title, one picture or several', () => {
    expect(said('gallery-made', { title: 'Spring show' })).toBe(
      'Gallery "Spring show" made by Hannah Brooks',
    );
    expect(said('gallery-expiry', { title: 'Spring show', expiresOn: '2027-04-30' })).toBe(
      'Gallery "Spring show" now expires on April 30, 2027 by Hannah Brooks',
    );
    expect(said('gallery-expiry', { title: 'Spring show', expiresOn: null })).toBe(
      'Gallery "Spring show" no longer expires by Hannah Brooks',
    );
    expect(said('pictures-uploaded', { title: 'Spring show', count: 1 })).toBe(
      '1 picture uploaded to "Spring show" by Hannah Brooks',
    );
    expect(said('pictures-uploaded', { title: 'Spring show', count: 12 })).toBe(
      '12 pictures uploaded to "Spring show" by Hannah Brooks',
    );
    expect(said('gallery-released', { title: 'Spring show' })).toBe(
      'Gallery "Spring show" released by Hannah Brooks',
    );
  });

  it('words the stage the admin sets by hand: contacted, lost with its reason, reopened', () => {
    expect(said('contacted', {})).toBe('Marked as contacted by Hannah Brooks');
    expect(said('lost', { reason: 'date-taken' })).toBe('Marked as lost (Date taken) by Hannah Brooks');
    expect(said('lost', { reason: 'no-reply' })).toBe('Marked as lost (No reply) by Hannah Brooks');
    expect(said('reopened', {})).toBe('Reopened after it was lost by Hannah Brooks');
  });

  it('says who: a user by name, the client, the site by no one, and an account that is gone', () => {
    expect(said('scheduled', { date: '2027-01-09' }, 'system')).toBe('Scheduled for January 9, 2027');
    expect(
      historySentence(readEvent('scheduled', { date: '2027-01-09' }), 'scheduled', 'user', undefined),
    ).toBe('Scheduled for January 9, 2027 by a former account');
  });

  it('reads a code it does not know, or facts that do not fit, as the code itself', () => {
    expect(said('contract-signed', {})).toBe('contract-signed by Hannah Brooks');
    expect(said('scheduled', { day: '2027-01-09' })).toBe('scheduled by Hannah Brooks');
  });
});
