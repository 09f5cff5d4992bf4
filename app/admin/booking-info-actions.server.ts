import { href } from 'react-router';
import { inviteToCreateAccount } from '../bookings/account-invite.server';
import { getBooking, markApproved } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import type { LostReason } from '../bookings/lost-reasons';
import { dateRefusalMessage } from '../bookings/schedule.server';
import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { declineDateRequest } from '../client-sessions/date-requests.server';
import { sendContractRefusalMessages } from '../contracts/booking-contracts.server';
import { sendContract } from '../contracts/contracts.server';
import { redirectWithFlash } from '../flash/flash.server';
import { acceptDateRequest, cancelSession, scheduleBooking } from '../flows/session-flows.server';
import { markContacted, markLost, reopenLost, type StageRefusal } from '../flows/stage-flows.server';
import type { HistoryActor } from '../history/history-events';
import { done, refused } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { stageLabels } from '../stages/booking-stage';

/**
 * Booking Info's changes (PRODUCT §2, §16; decision 061): each calls its service or flow and says
 * what happened in the page's words, a success or a refusal with its status. The route parses and
 * authorises the post, then picks one by its intent.
 */

const bookingPage = (id: number) => href('/BookingInfo/:id', { id: String(id) });
const gone = () => refused('That booking does not exist.', 404);

export async function loadBooking(id: number): Promise<Booking> {
  const booking = await getBooking(id);
  if (!booking) throw notFound();
  return booking;
}

/** Send contract: the previewed contract is made and its email queued, or why not. */
export async function send(id: number, templateId: number, textSha256: string) {
  const sent = await sendContract(id, templateId, textSha256);
  if (!sent.ok)
    return refused(sendContractRefusalMessages[sent.reason], sent.reason === 'booking-not-found' ? 404 : 409);
  return done(`"${sent.contract.title}" was sent to the client to sign.`);
}

export async function schedule(id: number, date: IsoDate, by: HistoryActor) {
  const result = await scheduleBooking(id, date, by);
  if (!result.ok && result.reason === 'not-found') return gone();
  if (!result.ok) return refused(dateRefusalMessage(result));
  // A successful date update returns to view mode (PRODUCT §4), the day in words as the client's
  // pages write it; a new date after an earlier one (or a cancellation) is a move.
  const said = result.changed && result.booking.inviteSequence > 0 ? 'Moved to' : 'Scheduled for';
  return redirectWithFlash(bookingPage(id), `${said} ${formatDay(date)}.`);
}

export async function acceptDate(id: number, date: IsoDate, by: HistoryActor) {
  const accepted = await acceptDateRequest(id, date, by);
  if (accepted.ok)
    return redirectWithFlash(
      bookingPage(id),
      `Moved to ${formatDay(date)}. The client gets the new invitation.`,
    );
  switch (accepted.reason) {
    case 'not-found':
      return gone();
    case 'not-open':
      return refused('That request was already answered.', 409);
    case 'not-asked':
      return refused('Please accept one of the two dates the client asked for.');
    case 'date-refused':
      return refused(dateRefusalMessage(accepted.refusal));
  }
}

export async function declineDate(booking: Booking) {
  const declined = await declineDateRequest(booking);
  if (!declined.ok) return refused('That request was already answered.', 409);
  return redirectWithFlash(
    bookingPage(booking.id),
    'Declined. The client was told by email that the date stays.',
  );
}

export async function cancel(booking: Booking, by: { userId: number }) {
  const cancelled = await cancelSession(booking, by);
  if (!cancelled.ok) return refused('That session has no date to cancel.', 409);
  return redirectWithFlash(
    bookingPage(booking.id),
    'Cancelled. The client was sent a cancellation for their calendar.',
  );
}

export async function approve(id: number) {
  if (!(await markApproved(id))) throw notFound();
  return done(null);
}

export async function contacted(id: number, by: HistoryActor) {
  if (!(await markContacted(id, by)).ok) throw notFound();
  return done(null);
}

function stageRefusal(refusal: StageRefusal) {
  if (refusal.reason === 'not-found') return gone();
  return refused(`This booking is ${stageLabels[refusal.stage]}: that no longer applies.`, 409);
}

export async function lost(id: number, reason: LostReason, by: HistoryActor) {
  const marked = await markLost(id, reason, by);
  if (!marked.ok) return stageRefusal(marked);
  return done('Marked as lost.');
}

export async function reopen(id: number, by: HistoryActor) {
  const reopened = await reopenLost(id, by);
  if (!reopened.ok) return stageRefusal(reopened);
  return done('Reopened: the booking is back at the stage its facts give it.');
}

export async function invite(id: number) {
  const invited = await inviteToCreateAccount(id);
  if (invited.ok) return done(`Invitation sent to ${invited.email}.`);
  switch (invited.reason) {
    case 'not-found':
      return gone();
    case 'has-account':
      return refused('An account with this address exists already.', 409);
    case 'sent-recently':
      // The same press again (a double click, a second admin): the first email is on its way.
      return done('The invitation was sent a moment ago; it is on its way.');
  }
}
