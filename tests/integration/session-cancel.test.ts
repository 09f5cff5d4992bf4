import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { listPublicEventsBetween } from '../../app/bookings/events.server';
import { calendarFeed, makeNewFeedToken } from '../../app/calendar/feed.server';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { action, loader } from '../../app/routes/session-cancel';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { parseCalendar } from '../helpers/icalendar';
import { callRoute } from '../helpers/route-calls';
import {
  changeMonday as monday,
  sentMail as sentMailOf,
  sessionChangeSetup,
  changeSessionDay as sessionDay,
} from '../helpers/session-change-people';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';

/**
 * Cancel my session: outside the cutoff the owner cancels; the booking leaves the
 * public month at once, the client gets a cancellation (.ics METHOD:CANCEL, the invitation's UID,
 * SEQUENCE one higher) and the business a notice; an admin can cancel at any time; inside the
 * cutoff, and for anyone else, nothing changes. Clock: Monday 1 March 2027, session on the 20th.
 */

const t = setupTestDatabase();

const change = sessionChangeSetup(t, { inviteSequence: 2 });
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let bookingId: number;

beforeEach(() => {
  ({ owner, stranger, admin, bookingId } = change);
});

const path = () => `/sessions/${bookingId}/cancel`;
const params = () => ({ bookingId: String(bookingId) });
const stored = async () => (await t.db().select().from(bookings).where(eq(bookings.id, bookingId)))[0];

const sentMail = () => sentMailOf(t);

describe('Cancel my session', () => {
  it('cancels: off the public month, a cancellation to the client, a notice to the business', async () => {
    expect((await listPublicEventsBetween('2027-03-01', '2027-03-31')).map((e) => e.id)).toContain(bookingId);
    const page = await callRoute(loader, path(), params(), owner);
    expect(page.body).toMatchObject({ closed: null, day: 'March 20, 2027' });
    const done = await callRoute(action, path(), params(), owner, {});
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe(`/sessions/${bookingId}`);
    expect(await stored()).toMatchObject({
      dateScheduled: null,
      cancelledDate: sessionDay,
      cancelledAt: monday,
      inviteSequence: 3,
    });
    expect((await listPublicEventsBetween('2027-03-01', '2027-03-31')).map((e) => e.id)).not.toContain(
      bookingId,
    );

    const mail = await sentMail();
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [owner.email, 'Your session on Saturday, March 20, 2027 is cancelled'],
      ['hello@equine-photography.test', 'Session cancelled by Owen Rider'],
    ]);
    const ics = mail[0]?.attachments.find((a) => a.filename === 'cancel.ics');
    expect(ics?.contentType).toMatch(/method=CANCEL/i);
    const calendar = parseCalendar(ics?.content ?? '');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events).toEqual([
      expect.objectContaining({
        uid: `booking-${bookingId}@localhost`,
        start: sessionDay,
        sequence: 3,
        status: 'CANCELLED',
      }),
    ]);

    // The session's page says so; a second cancel changes nothing and sends nothing.
    const detail = await callRoute(detailLoader, `/sessions/${bookingId}`, params(), owner);
    expect(detail.body).toMatchObject({ upcoming: false });
    expect(JSON.stringify(detail.body)).toContain('Cancelled: it was on March 20, 2027');
    t.clearOutbox();
    const again = await callRoute(action, path(), params(), owner, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ refused: 'Your session on March 20, 2027 is cancelled.' });
    expect((await stored())?.inviteSequence).toBe(3);
    expect(await sentMail()).toEqual([]);
  });

  it('inside the cutoff says to call and changes nothing', async () => {
    await t.db().update(bookings).set({ dateScheduled: '2027-03-05' }).where(eq(bookings.id, bookingId));
    const text = 'Your session is less than 7 days away. Please call us at 555-010-0199 to change it.';
    expect((await callRoute(loader, path(), params(), owner)).body).toMatchObject({ closed: text });
    const refused = await callRoute(action, path(), params(), owner, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ refused: text });
    expect(await stored()).toMatchObject({ dateScheduled: '2027-03-05', cancelledAt: null });
    expect(await sentMail()).toEqual([]);
  });

  it('is the owner’s alone: another user and an admin who is not the owner get 404, a visitor the log-in page', async () => {
    for (const user of [stranger, admin, null]) {
      // Signed out without the email's key: "Please log in to see this page." (401, decision 057).
      const status = user ? 404 : 401;
      expect((await callRoute(loader, path(), params(), user)).status).toBe(status);
      expect((await callRoute(action, path(), params(), user, {})).status).toBe(status);
    }
    expect((await stored())?.dateScheduled).toBe(sessionDay);
  });
});

describe('Cancel session on Booking Info', () => {
  const cancelAsAdmin = () =>
    callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, {
      intent: 'cancel-session',
    });

  it('cancels inside the cutoff too, closes an open request for another date, and tells only the client', async () => {
    await t.db().update(bookings).set({ dateScheduled: '2027-03-03' }).where(eq(bookings.id, bookingId));
    await t
      .db()
      .insert(dateRequests)
      .values({ bookingId, firstChoice: '2027-03-24', secondChoice: '2027-03-26' });
    expect((await cancelAsAdmin()).status).toBe(302);
    expect(await stored()).toMatchObject({ dateScheduled: null, cancelledDate: '2027-03-03' });
    const [request] = await t.db().select().from(dateRequests).where(eq(dateRequests.bookingId, bookingId));
    expect(request?.state).toBe('declined');
    const mail = await sentMail();
    expect(mail.map((m) => m.to)).toEqual([owner.email]);
    expect(mail[0]?.text).toContain(
      'We are sorry: your Equine portrait session on Wednesday, March 3, 2027 is cancelled.',
    );
    expect((await cancelAsAdmin()).status).toBe(409);
  });

  it('a new date after a cancellation continues the SEQUENCE, so calendar apps take the new invitation', async () => {
    expect((await cancelAsAdmin()).status).toBe(302);
    await sentMail();
    t.clearOutbox();
    const scheduled = await callRoute(
      bookingInfoAction,
      `/BookingInfo/${bookingId}`,
      { id: String(bookingId) },
      admin,
      {
        intent: 'schedule',
        dateScheduled: '2027-03-27',
      },
    );
    expect(scheduled.status).toBe(302);
    expect(await stored()).toMatchObject({
      dateScheduled: '2027-03-27',
      cancelledDate: null,
      cancelledAt: null,
      inviteSequence: 4,
    });
    const [invitation] = await sentMail();
    const ics = invitation?.attachments.find((a) => a.filename === 'invite.ics');
    expect(parseCalendar(ics?.content ?? '').events[0]?.sequence).toBe(4);
  });

  it('cancels the session’s reminders at once, so Show Reminders no longer lists them', async () => {
    // Scheduled through Booking Info, which makes the 7-day and 1-day reminders (PRODUCT §18).
    await t.db().update(bookings).set({ dateScheduled: null }).where(eq(bookings.id, bookingId));
    const scheduled = await callRoute(
      bookingInfoAction,
      `/BookingInfo/${bookingId}`,
      { id: String(bookingId) },
      admin,
      { intent: 'schedule', dateScheduled: '2027-03-27' },
    );
    expect(scheduled.status).toBe(302);
    const states = async () =>
      (await t.db().select().from(scheduledMessages).where(eq(scheduledMessages.bookingId, bookingId)))
        .map((row) => row.state)
        .sort();
    expect(await states()).toEqual(['scheduled', 'scheduled']);
    expect((await cancelAsAdmin()).status).toBe(302);
    expect(await states()).toEqual(['cancelled', 'cancelled']);
  });

  it('the admins’ feed no longer lists a cancelled session', async () => {
    const token = await makeNewFeedToken(admin.id);
    // The feed's own UIDs, apart from the invitations' (decision 014).
    const uid = `feed-booking-${bookingId}@localhost`;
    const feedUids = async () => {
      const feed = await calendarFeed(token);
      if (!feed.ok) throw new Error('the feed token was refused');
      return parseCalendar(feed.ics).events.map((event) => event.uid);
    };
    expect(await feedUids()).toContain(uid);
    expect((await cancelAsAdmin()).status).toBe(302);
    expect(await feedUids()).not.toContain(uid);
  });
});
