import { z } from 'zod';
import { type LostReason, lostReasonLabels, lostReasons } from '../bookings/lost-reasons';
import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { formatUsd } from '../money/money';

/**
 * What happened to a booking, as its history keeps it (PRODUCT §2 Booking Info, decision 056):
 * a code and the facts its sentence needs, written by the flow that made the change. The facts
 * are kept as they were then (an invoice's number, a gallery's title), so a later change does not
 * rewrite the past.
 */
export type HistoryEvent =
  | { what: 'scheduled' | 'moved' | 'moved-as-asked' | 'cancelled'; date: IsoDate }
  | { what: 'invoice-sent'; number: string; totalCents: number }
  | { what: 'payment-recorded' | 'payment-voided'; number: string; amountCents: number }
  | { what: 'invoice-voided'; number: string }
  | { what: 'invoice-cancelled'; number: string; date: IsoDate; paidCents: number }
  | { what: 'invoice-rescheduled'; number: string; amountCents: number; dueOn: IsoDate }
  | { what: 'payment-kept' | 'refund-recorded'; number: string; amountCents: number }
  | { what: 'gallery-made' | 'gallery-released'; title: string }
  | { what: 'gallery-expiry'; title: string; expiresOn: IsoDate | null }
  | { what: 'pictures-uploaded'; title: string; count: number }
  | { what: 'contacted' | 'reopened' }
  | { what: 'lost'; reason: LostReason };

/** Who made the change: a signed-in user, the client by the session email's link, or the site itself. */
export type HistoryActor = { userId: number } | 'client' | 'system';

/** A line of Booking Info's History. */
export interface HistoryLine {
  id: number;
  /** "November 28, 2026, 9:04 AM", in the business's time zone. */
  when: string;
  /** "Scheduled for January 9, 2027 by Hannah Brooks". */
  text: string;
}

/** How a stored row's code and facts are read back; a row this code does not know reads as its code. */
const eventSchema = z.discriminatedUnion('what', [
  z.object({ what: z.enum(['scheduled', 'moved', 'moved-as-asked', 'cancelled']), date: z.string() }),
  z.object({ what: z.literal('invoice-sent'), number: z.string(), totalCents: z.number() }),
  z.object({
    what: z.enum(['payment-recorded', 'payment-voided']),
    number: z.string(),
    amountCents: z.number(),
  }),
  z.object({ what: z.literal('invoice-voided'), number: z.string() }),
  z.object({
    what: z.literal('invoice-cancelled'),
    number: z.string(),
    date: z.string(),
    paidCents: z.number(),
  }),
  z.object({
    what: z.literal('invoice-rescheduled'),
    number: z.string(),
    amountCents: z.number(),
    dueOn: z.string(),
  }),
  z.object({
    what: z.enum(['payment-kept', 'refund-recorded']),
    number: z.string(),
    amountCents: z.number(),
  }),
  z.object({ what: z.enum(['gallery-made', 'gallery-released']), title: z.string() }),
  z.object({ what: z.literal('gallery-expiry'), title: z.string(), expiresOn: z.string().nullable() }),
  z.object({ what: z.literal('pictures-uploaded'), title: z.string(), count: z.number() }),
  z.object({ what: z.enum(['contacted', 'reopened']) }),
  z.object({ what: z.literal('lost'), reason: z.enum(lostReasons) }),
]);

export function readEvent(what: string, facts: unknown): HistoryEvent | undefined {
  const parsed = eventSchema.safeParse({ ...(typeof facts === 'object' ? facts : {}), what });
  return parsed.success ? parsed.data : undefined;
}

/** The event in words, without who did it: "Scheduled for January 9, 2027". */
export function eventInWords(event: HistoryEvent): string {
  switch (event.what) {
    case 'scheduled':
      return `Scheduled for ${formatDay(event.date)}`;
    case 'moved':
      return `Moved to ${formatDay(event.date)}`;
    case 'moved-as-asked':
      return `Moved to ${formatDay(event.date)}, as the client asked,`;
    case 'cancelled':
      return `Cancelled (it was on ${formatDay(event.date)})`;
    case 'invoice-sent':
      return `Invoice ${event.number} of ${formatUsd(event.totalCents)} sent`;
    case 'payment-recorded':
      return `Payment of ${formatUsd(event.amountCents)} recorded on invoice ${event.number}`;
    case 'payment-voided':
      return `Payment of ${formatUsd(event.amountCents)} on invoice ${event.number} voided`;
    case 'invoice-voided':
      return `Invoice ${event.number} voided`;
    case 'invoice-cancelled':
      return event.paidCents > 0
        ? `Invoice ${event.number} cancelled with the session on ${formatDay(event.date)}, ${formatUsd(event.paidCents)} of it paid,`
        : `Invoice ${event.number} cancelled with the session on ${formatDay(event.date)}`;
    case 'invoice-rescheduled':
      return `Balance of ${formatUsd(event.amountCents)} on invoice ${event.number} now due ${formatDay(event.dueOn)}`;
    case 'payment-kept':
      return `${formatUsd(event.amountCents)} paid on invoice ${event.number} kept as a cancellation fee`;
    case 'refund-recorded':
      return `Refund of ${formatUsd(event.amountCents)} recorded on invoice ${event.number}`;
    case 'gallery-made':
      return `Gallery "${event.title}" made`;
    case 'gallery-released':
      return `Gallery "${event.title}" released`;
    case 'gallery-expiry':
      return event.expiresOn
        ? `Gallery "${event.title}" now expires on ${formatDay(event.expiresOn)}`
        : `Gallery "${event.title}" no longer expires`;
    case 'pictures-uploaded':
      return `${event.count === 1 ? '1 picture' : `${event.count} pictures`} uploaded to "${event.title}"`;
    case 'contacted':
      return 'Marked as contacted';
    case 'lost':
      return `Marked as lost (${lostReasonLabels[event.reason]})`;
    case 'reopened':
      return 'Reopened after it was lost';
  }
}

/**
 * One line of the history: "Scheduled for January 9, 2027 by Hannah Brooks". `userName` is the
 * acting user's name as it is now; undefined when their account is gone.
 */
export function historySentence(
  event: HistoryEvent | undefined,
  what: string,
  by: 'user' | 'client' | 'system',
  userName: string | undefined,
): string {
  const done = event ? eventInWords(event) : what;
  if (by === 'client') return `${done} by the client`;
  if (by === 'system') return done;
  return `${done} by ${userName ?? 'a former account'}`;
}
