import { getBooking, type ScheduleResult, setScheduledDate } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import { checkScheduleDate } from '../bookings/schedule.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { queueScheduleInvitation } from '../calendar/invitation-mail.server';
import { type CancelRefusal, recordCancellation } from '../client-sessions/cancellation.server';
import { questionnaireEmpty } from '../client-sessions/client-sessions.server';
import {
  changeWindow,
  closeDateRequest,
  type DateDecisionRefusal,
  reopenDateRequest,
} from '../client-sessions/date-requests.server';
import { recordHistory } from '../history/history.server';
import type { HistoryActor } from '../history/history-events';
import { transactionWithMail } from '../mail/outbox.server';
import { cancelSessionReminders, remakeSessionReminders } from '../reminders/session-reminders.server';
import type { ServiceResult } from '../results/service-result';

/**
 * A session's date set, moved or taken away (PRODUCT §16, §18): each change and what it sets off
 * across the areas, in one transaction, with its line in the booking's history. The same date
 * again changes nothing (`changed: false`), so no new invitation goes out.
 */

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
    // The invitation links the questionnaire while it has no answers (client-sessions' table).
    const unanswered = await questionnaireEmpty(tx, id);
    await queueScheduleInvitation(tx, changed, { questionnaireEmpty: unanswered });
    await remakeSessionReminders(tx, changed, now);
    // A first date, or a new one (after a date or a cancellation: the invitation says "changed").
    const what = asked ? 'moved-as-asked' : changed.inviteSequence > 0 ? 'moved' : 'scheduled';
    await recordHistory(tx, id, { what, date }, by, now);
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
 * Cancels a scheduled session (issue 26): the client (by the session's page or its email's link)
 * outside the cutoff only, an admin at any time. The booking's cancellation with its emails
 * (client-sessions), and its reminders at once, so Show Reminders no longer lists them (the sender
 * would also drop them at their time, the session no longer being on that day).
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
    const row = await recordCancellation(tx, booking, by === 'client' ? 'client' : 'admin', now);
    if (!row) return undefined;
    await cancelSessionReminders(tx, row.id, 'session cancelled');
    if (row.cancelledDate)
      await recordHistory(tx, row.id, { what: 'cancelled', date: row.cancelledDate }, by, now);
    return row;
  });
  return cancelled ? { ok: true, booking: cancelled } : { ok: false, reason: 'not-scheduled' };
}
