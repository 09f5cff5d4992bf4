import { getBooking, type ScheduleResult, setScheduledDate } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import { checkScheduleDate } from '../bookings/schedule.server';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { queueScheduleInvitation } from '../calendar/invitation-mail.server';
import { type CancelRefusal, recordCancellation } from '../client-sessions/cancellation.server';
import { queueCancellationEmails } from '../client-sessions/cancellation-mail.server';
import { questionnaireEmpty } from '../client-sessions/client-sessions.server';
import {
  changeWindow,
  closeDateRequest,
  type DateDecisionRefusal,
  reopenDateRequest,
} from '../client-sessions/date-requests.server';
import type { Tx } from '../db/client.server';
import { recordHistory } from '../history/history.server';
import type { HistoryActor } from '../history/history-events';
import { cancelledInvoiceLines, movedInvoiceLines } from '../invoices/invoice-email.server';
import { cancelInvoicesWithSession, moveInvoicesWithSession } from '../invoices/invoice-settlement.server';
import { transactionWithMail } from '../mail/outbox.server';
import { remakeInvoiceReminders } from '../reminders/invoice-reminders.server';
import { cancelSessionReminders, remakeSessionReminders } from '../reminders/session-reminders.server';
import type { ServiceResult } from '../results/service-result';

/**
 * A session's date set, moved or taken away (PRODUCT §16, §18): each change and what it sets off
 * across the areas, in one transaction, with its line in the booking's history. The same date
 * again changes nothing (`changed: false`), so no new invitation goes out. The invoices follow:
 * a move counts their unpaid balance again from the new date, a cancellation cancels what is
 * unpaid; their reminders are made anew from where they then stand.
 */

/** The balances counted from the session follow it to `date`, with their reminders and history lines. */
async function moveInvoices(tx: Tx, id: number, date: IsoDate, by: HistoryActor, now: Date) {
  const moved = await moveInvoicesWithSession(tx, id, date, businessToday(now));
  for (const { invoice, unpaidCents } of moved) {
    await remakeInvoiceReminders(tx, invoice.id, { now });
    const event = {
      what: 'invoice-rescheduled',
      number: invoice.number,
      amountCents: unpaidCents,
      dueOn: invoice.balanceDueOn,
    } as const;
    await recordHistory(tx, id, event, by, now);
  }
  return movedInvoiceLines(moved);
}

async function moveSession(
  id: number,
  date: IsoDate,
  by: HistoryActor,
  now: Date,
  asked: boolean,
): Promise<ScheduleResult> {
  const check = await checkScheduleDate(date, now);
  if (!check.ok) return check;
  const row = await transactionWithMail(async (tx) => {
    const changed = await setScheduledDate(tx, id, date);
    if (!changed) return undefined;
    // A first date, or a new one (after a date or a cancellation: the invitation says "changed").
    const what = asked ? 'moved-as-asked' : changed.inviteSequence > 0 ? 'moved' : 'scheduled';
    await recordHistory(tx, id, { what, date }, by, now);
    const moneyLines = await moveInvoices(tx, id, date, by, now);
    // The invitation links the questionnaire while it has no answers (client-sessions' table).
    const unanswered = await questionnaireEmpty(tx, id);
    await queueScheduleInvitation(tx, changed, { questionnaireEmpty: unanswered, moneyLines });
    await remakeSessionReminders(tx, changed, now);
    return changed;
  });
  if (row) return { ok: true, booking: row, changed: true };
  const unchanged = await getBooking(id);
  return unchanged ? { ok: true, booking: unchanged, changed: false } : { ok: false, reason: 'not-found' };
}

/**
 * Schedules or moves the session: the booking's date (bookings), the client's invitation with its
 * .ics (calendar, decision 014) and the session's reminders made anew (decision 048).
 */
export function scheduleBooking(
  id: number,
  date: IsoDate,
  by: HistoryActor,
  now: Date = clock.now(),
): Promise<ScheduleResult> {
  return moveSession(id, date, by, now, false);
}

/**
 * The admin accepts a day the client asked for: the request is closed first, then the session
 * moves there as every move does (the new invitation, a higher SEQUENCE); if the day can no longer
 * be scheduled (blocked since the client asked), the request is opened again.
 */
export async function acceptDateRequest(
  bookingId: number,
  day: IsoDate,
  by: HistoryActor,
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, DateDecisionRefusal>> {
  const closed = await closeDateRequest(bookingId, day, now);
  if (!closed.ok) return closed;
  const moved = await moveSession(bookingId, day, by, now, true);
  if (moved.ok) return { ok: true, booking: moved.booking };
  await reopenDateRequest(bookingId);
  return moved.reason === 'not-found'
    ? { ok: false, reason: 'not-found' }
    : { ok: false, reason: 'date-refused', refusal: moved };
}

/**
 * Cancels a scheduled session: the client (by the session's page or its email's link) outside
 * the cutoff only, an admin at any time. The booking's cancellation (client-sessions); its
 * invoices cancelled with it, what was paid kept on record for the admin to settle (invoices);
 * the email saying what becomes of the money; the session's and the invoices' reminders at once,
 * so Show Reminders no longer lists them (the sender would also drop them at their time).
 */
export async function cancelSession(
  booking: Booking,
  by: 'client' | { userId: number },
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, CancelRefusal>> {
  if (by === 'client') {
    const window = changeWindow(booking, now);
    if (!window.ok) return window;
  }
  const cancelled = await transactionWithMail(async (tx) => {
    const row = await recordCancellation(tx, booking, now);
    if (!row?.cancelledDate) return undefined;
    const day = row.cancelledDate;
    await recordHistory(tx, row.id, { what: 'cancelled', date: day }, by, now);
    await cancelSessionReminders(tx, row.id, 'session cancelled');
    const invoices = await cancelInvoicesWithSession(tx, row.id, day);
    for (const { invoice, paidCents } of invoices) {
      await remakeInvoiceReminders(tx, invoice.id, { now, cancelReason: 'session cancelled' });
      const event = { what: 'invoice-cancelled', number: invoice.number, date: day, paidCents } as const;
      await recordHistory(tx, row.id, event, by, now);
    }
    const moneyLines = cancelledInvoiceLines(invoices);
    await queueCancellationEmails(tx, row, by === 'client' ? 'client' : 'admin', moneyLines);
    return row;
  });
  return cancelled ? { ok: true, booking: cancelled } : { ok: false, reason: 'not-scheduled' };
}
