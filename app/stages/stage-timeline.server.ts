import { and, asc, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Booking } from '../bookings/bookings.tables';
import { lostReasonLabels } from '../bookings/lost-reasons';
import { businessDateAndTime } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { contracts } from '../contracts/contracts.tables';
import { getDb } from '../db/db.server';
import { bookingHistory } from '../history/history.tables';
import { invoicePayments, invoices } from '../invoices/invoices.tables';
import { type BookingStage, reachedBooked } from './booking-stage';
import type { BookingStageRow } from './booking-stages.server';

/** A step of Booking Info's stage history: the stage and when it was reached, in words. */
export interface StageStep {
  stage: BookingStage;
  /** "November 28, 2026, 9:04 AM"; the session's day for Shot; null when no row kept the moment. */
  when: string | null;
  /** Lost's reason. */
  detail?: string;
}

const firstOf = (...moments: (Date | null | undefined)[]) =>
  moments
    .filter((moment): moment is Date => moment instanceof Date)
    .sort((a, b) => a.getTime() - b.getTime())[0];

/**
 * When the booking reached each stage it reached (decision 061), in the stages' order, from the
 * rows that made each step: the request, the history's Contacted and dates, the first contract
 * or invoice sent, the first signature or the payment that covered a deposit, the session's day,
 * the first release, the cancellation and Lost.
 */
export async function stageTimeline(booking: Booking, row: BookingStageRow): Promise<StageStep[]> {
  const db = await getDb();
  const { facts } = row;
  const [history, contractTimes, invoiceTimes, payments] = await Promise.all([
    db
      .select({ what: bookingHistory.what, at: min(bookingHistory.at) })
      .from(bookingHistory)
      .where(
        and(
          eq(bookingHistory.bookingId, booking.id),
          inArray(bookingHistory.what, [
            'contacted',
            'scheduled',
            'moved',
            'moved-as-asked',
            'gallery-released',
          ]),
        ),
      )
      .groupBy(bookingHistory.what),
    db
      .select({ sent: min(contracts.sentAt), signed: min(contracts.signedAt) })
      .from(contracts)
      .where(eq(contracts.bookingId, booking.id)),
    db
      .select({ sent: min(invoices.createdAt) })
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), isNull(invoices.voidedAt))),
    db
      .select({
        invoiceId: invoices.id,
        depositCents: invoices.depositCents,
        amountCents: invoicePayments.amountCents,
        at: invoicePayments.createdAt,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(
        and(eq(invoices.bookingId, booking.id), isNull(invoices.voidedAt), isNull(invoicePayments.voidedAt)),
      )
      .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id)),
  ]);
  const historyAt = (...whats: string[]) =>
    firstOf(...history.filter((line) => whats.includes(line.what)).map((line) => line.at));
  // The payment that brought an invoice's payments up to its deposit.
  const paidSoFar = new Map<number, number>();
  let depositPaidAt: Date | undefined;
  for (const payment of payments) {
    const paid = (paidSoFar.get(payment.invoiceId) ?? 0) + payment.amountCents;
    paidSoFar.set(payment.invoiceId, paid);
    if (!depositPaidAt && paid >= Math.max(payment.depositCents, 1)) depositPaidAt = payment.at;
  }
  const moment = (at: Date | null | undefined) => (at ? businessDateAndTime(at) : null);
  const steps: StageStep[] = [{ stage: 'new', when: businessDateAndTime(booking.createdAt) }];
  const contactedAt = historyAt('contacted', 'scheduled', 'moved', 'moved-as-asked');
  if (facts.contacted || facts.sessionDay !== null || contactedAt) {
    steps.push({ stage: 'contacted', when: moment(contactedAt) });
  }
  if (facts.contractSent || facts.invoiceSent) {
    steps.push({
      stage: 'proposal-sent',
      when: moment(firstOf(contractTimes[0]?.sent, invoiceTimes[0]?.sent)),
    });
  }
  if (reachedBooked(facts)) {
    steps.push({ stage: 'booked', when: moment(firstOf(contractTimes[0]?.signed, depositPaidAt)) });
  }
  if (row.stage === 'shot' || (row.stage === 'delivered' && facts.sessionDay !== null)) {
    steps.push({ stage: 'shot', when: facts.sessionDay ? formatDay(facts.sessionDay) : null });
  }
  if (facts.galleryReleased) steps.push({ stage: 'delivered', when: moment(historyAt('gallery-released')) });
  if (facts.cancelled) steps.push({ stage: 'cancelled', when: moment(booking.cancelledAt) });
  if (booking.lostAt && booking.lostReason) {
    steps.push({ stage: 'lost', when: moment(booking.lostAt), detail: lostReasonLabels[booking.lostReason] });
  }
  return steps;
}
