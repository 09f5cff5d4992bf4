import type { IsoDate } from '../business-time/calendar-dates';

/**
 * A booking's stage (PRODUCT §2 Booking Info, decision 061), read from what happened to it and
 * never stored, except Lost, which the admin sets by hand. Pure: the browser reads the labels, the
 * server and the reports compute the stage with `bookingStage`.
 */
export const bookingStages = [
  'new',
  'contacted',
  'proposal-sent',
  'booked',
  'shot',
  'delivered',
  'cancelled',
  'lost',
] as const;

export type BookingStage = (typeof bookingStages)[number];

export const stageLabels: Record<BookingStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'proposal-sent': 'Proposal sent',
  booked: 'Booked',
  shot: 'Shot',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  lost: 'Lost',
};

/** What happened to a booking, as far as its stage cares (read from the database as it is). */
export interface StageFacts {
  /** The admin pressed Contacted. */
  contacted: boolean;
  /** The session's day; null when it has none (never scheduled, or cancelled). */
  sessionDay: IsoDate | null;
  /** A contract was sent for it (signed or not). */
  contractSent: boolean;
  contractSigned: boolean;
  /** An invoice that is not void was sent for it. */
  invoiceSent: boolean;
  /** An invoice that is not void has payments (not voided) that cover its deposit. */
  depositPaid: boolean;
  /** A gallery of this session was released. */
  galleryReleased: boolean;
  /** The session was cancelled (and not scheduled again since). */
  cancelled: boolean;
  /** The admin marked it lost (and did not reopen it). */
  lost: boolean;
}

/** Contract signed or deposit paid: the client committed, whatever happened afterwards. */
export function reachedBooked(facts: StageFacts): boolean {
  return facts.contractSigned || facts.depositPaid;
}

/**
 * The stage, the furthest the booking went: Lost and Cancelled over everything (they end it),
 * then Delivered over Shot over Booked over Proposal sent over Contacted over New. A session
 * whose day is over is Shot from the next day on, whether or not a contract was signed: the day
 * on the calendar happened. `today` is the business's day.
 */
export function bookingStage(facts: StageFacts, today: IsoDate): BookingStage {
  if (facts.lost) return 'lost';
  if (facts.cancelled) return 'cancelled';
  if (facts.galleryReleased) return 'delivered';
  if (facts.sessionDay !== null && facts.sessionDay < today) return 'shot';
  if (reachedBooked(facts)) return 'booked';
  if (facts.contractSent || facts.invoiceSent) return 'proposal-sent';
  if (facts.contacted || facts.sessionDay !== null) return 'contacted';
  return 'new';
}

/**
 * Mark as lost is for a request that has not ended: not once the session was shot or delivered
 * (the work was done), nor when it was cancelled or is lost already.
 */
export function canMarkLost(stage: BookingStage): boolean {
  return stage === 'new' || stage === 'contacted' || stage === 'proposal-sent' || stage === 'booked';
}

export function parseStage(value: string | null): BookingStage | null {
  return bookingStages.find((stage) => stage === value) ?? null;
}
