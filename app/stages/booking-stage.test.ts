import { describe, expect, it } from 'vitest';
import {
  type BookingStage,
  bookingStage,
  canMarkLost,
  parseStage,
  reachedBooked,
  type StageFacts,
} from './booking-stage';

/** PRODUCT §2 Booking Info: a booking's stage from what happened to it (decision 061). */
const today = '2027-01-10';
const nothing: StageFacts = {
  contacted: false,
  sessionDay: null,
  contractSent: false,
  contractSigned: false,
  invoiceSent: false,
  depositPaid: false,
  galleryReleased: false,
  cancelled: false,
  lost: false,
};
const stage = (facts: Partial<StageFacts>) => bookingStage({ ...nothing, ...facts }, today);

describe('a booking’s stage', () => {
  it('is New while nothing has happened', () => {
    expect(stage({})).toBe('new');
  });

  it('is New only while nothing has happened: each fact, whatever the others, ends it', () => {
    // Admin Home's count of New bookings asks the database for bookings with none of these.
    const happened: Partial<StageFacts>[] = [
      { contacted: true },
      { sessionDay: '2027-02-01' },
      { sessionDay: '2027-01-02' },
      { contractSent: true },
      { contractSigned: true },
      { invoiceSent: true },
      { depositPaid: true },
      { galleryReleased: true },
      { cancelled: true },
      { lost: true },
    ];
    for (let set = 1; set < 2 ** happened.length; set++) {
      const facts = Object.assign({}, ...happened.filter((_, i) => set & (2 ** i)));
      expect(stage(facts), JSON.stringify(facts)).not.toBe('new');
    }
  });

  it('is Contacted once the admin marked it, or scheduled it', () => {
    expect(stage({ contacted: true })).toBe('contacted');
    expect(stage({ sessionDay: '2027-02-01' })).toBe('contacted');
  });

  it('is Proposal sent once a contract or an invoice was sent, contacted or not', () => {
    expect(stage({ contractSent: true })).toBe('proposal-sent');
    expect(stage({ invoiceSent: true })).toBe('proposal-sent');
    expect(stage({ contacted: true, sessionDay: '2027-02-01', invoiceSent: true })).toBe('proposal-sent');
  });

  it('is Booked once the contract is signed or the deposit paid', () => {
    expect(stage({ contractSent: true, contractSigned: true })).toBe('booked');
    expect(stage({ invoiceSent: true, depositPaid: true })).toBe('booked');
    expect(stage({ contractSent: true, contractSigned: true, sessionDay: '2027-02-01' })).toBe('booked');
  });

  it('is Shot from the day after the session, not on its day', () => {
    const booked = { contractSent: true, contractSigned: true };
    expect(stage({ ...booked, sessionDay: '2027-01-10' })).toBe('booked');
    expect(stage({ ...booked, sessionDay: '2027-01-09' })).toBe('shot');
    // The day on the calendar happened even without a signed contract.
    expect(stage({ contacted: true, sessionDay: '2027-01-09' })).toBe('shot');
  });

  it('is Delivered once a gallery of it is released, over Shot and everything before', () => {
    expect(stage({ contractSigned: true, sessionDay: '2027-01-02', galleryReleased: true })).toBe(
      'delivered',
    );
    expect(stage({ galleryReleased: true })).toBe('delivered');
  });

  it('is Cancelled over every stage it reached, Lost over Cancelled and every other', () => {
    const everything = {
      contacted: true,
      contractSent: true,
      contractSigned: true,
      invoiceSent: true,
      depositPaid: true,
      galleryReleased: true,
    };
    expect(stage({ ...everything, cancelled: true })).toBe('cancelled');
    expect(stage({ cancelled: true })).toBe('cancelled');
    expect(stage({ ...everything, cancelled: true, lost: true })).toBe('lost');
    expect(stage({ lost: true })).toBe('lost');
    expect(stage({ lost: true, sessionDay: '2027-01-02' })).toBe('lost');
  });
});

describe('reaching Booked', () => {
  it('counts a signed contract or a paid deposit, even when the booking ended afterwards', () => {
    expect(reachedBooked({ ...nothing, contractSigned: true, cancelled: true })).toBe(true);
    expect(reachedBooked({ ...nothing, depositPaid: true, lost: true })).toBe(true);
    expect(reachedBooked({ ...nothing, contractSent: true, invoiceSent: true, contacted: true })).toBe(false);
  });
});

describe('Mark as lost', () => {
  it('is offered until the session is shot, and not again once it ended', () => {
    const offered: BookingStage[] = ['new', 'contacted', 'proposal-sent', 'booked'];
    const notOffered: BookingStage[] = ['shot', 'delivered', 'cancelled', 'lost'];
    for (const each of offered) expect(canMarkLost(each), each).toBe(true);
    for (const each of notOffered) expect(canMarkLost(each), each).toBe(false);
  });
});

describe('a stage in an address', () => {
  it('reads the stages and nothing else', () => {
    expect(parseStage('proposal-sent')).toBe('proposal-sent');
    expect(parseStage('Booked')).toBeNull();
    expect(parseStage(null)).toBeNull();
  });
});
