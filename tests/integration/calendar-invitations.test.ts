import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action } from '../../app/routes/booking-info';
import { parseCalendar } from '../helpers/icalendar';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Scheduling a booking emails the requester an .ics invitation: SEQUENCE 0 for the first date,
 * one more for each move, the same UID throughout; the same date again sends nothing.
 */
const t = setupTestDatabase();

let admin: TestUser;
let bookingId: number;

function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
const today = todayIn('America/Los_Angeles');
const first = freeDateFrom(addDays(today, 20));
const second = freeDateFrom(addDays(first, 3));
const third = freeDateFrom(addDays(second, 3));

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
});

beforeEach(async () => {
  await t.clearMail();
  await t.db().delete(bookings);
  bookingId = (await insertTestBooking(t.db(), { dateBooked: today })).id;
});

async function schedule(date: string) {
  const request = siteRequest(`/BookingInfo/${bookingId}`, {
    cookie: admin.cookie,
    fields: { intent: 'schedule', dateScheduled: date },
  });
  const result = await settle(action(routeArgs<typeof action>(request, { id: String(bookingId) })));
  expect(result.status).toBe(302);
  await deliverDueMail();
}

const invitations = () =>
  t.outbox().map((mail) => {
    const ics = mail.attachments.find((a) => a.filename === 'invite.ics');
    return { mail, calendar: parseCalendar(ics?.content ?? '') };
  });

describe('invitation emails', () => {
  it('first date SEQUENCE 0, each move one more, same UID; the same date again sends nothing', async () => {
    await schedule(first);
    await schedule(first);
    await schedule(second);
    await schedule(third);
    const sent = invitations();
    expect(sent.map((s) => s.mail.to)).toEqual([
      'tyler@example.com',
      'tyler@example.com',
      'tyler@example.com',
    ]);
    expect(sent.map((s) => s.calendar.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);
    expect(sent.map((s) => s.calendar.events.map((e) => [e.uid, e.start, e.allDay, e.sequence]))).toEqual([
      [[`booking-${bookingId}@localhost`, first, true, 0]],
      [[`booking-${bookingId}@localhost`, second, true, 1]],
      [[`booking-${bookingId}@localhost`, third, true, 2]],
    ]);
    const [row] = await t.db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.inviteSequence).toBe(2);
  });

  it('a refused date sends nothing', async () => {
    const request = siteRequest(`/BookingInfo/${bookingId}`, {
      cookie: admin.cookie,
      fields: { intent: 'schedule', dateScheduled: addDays(today, -1) },
    });
    const result = await settle(action(routeArgs<typeof action>(request, { id: String(bookingId) })));
    expect(result.status).toBe(400);
    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(t.outbox()).toEqual([]);
  });
});
