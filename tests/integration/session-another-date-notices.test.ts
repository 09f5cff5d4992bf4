import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { action } from '../../app/routes/session-another-date';
import { callRoute } from '../helpers/route-calls';
import {
  freshChangeDay,
  sessionChangePeople,
  changeSessionDay as sessionDay,
} from '../helpers/session-change-people';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';

/**
 * PRODUCT §16, decision 049: the business hears of a request for another date only when it is new
 * or its days changed, at most 3 emails a booking a business day (America/Los_Angeles); a repeat
 * is answered as a request sent and changes nothing. The clock: Monday 1 March 2027, 10:00 in
 * California (PST, UTC-8); the session is on Saturday 20 March.
 */

const t = setupTestDatabase();

let owner: TestUser;
let admin: TestUser;
let bookingId: number;

beforeAll(async () => {
  ({ owner, admin } = await sessionChangePeople(t));
});

beforeEach(async () => {
  await freshChangeDay(t);
  bookingId = (await ownersBooking()).id;
});

afterEach(() => resetClock());

const ownersBooking = () =>
  insertTestBooking(t.db(), {
    name: 'Owen Rider',
    email: owner.email,
    dateBooked: '2027-02-20',
    dateScheduled: sessionDay,
  });

const path = () => `/sessions/${bookingId}/another-date`;
const params = () => ({ bookingId: String(bookingId) });
const ask = (fields: Record<string, string>, user: TestUser | null = owner, at = path()) =>
  callRoute(action, at, params(), user, fields);
const days = (firstChoice: string, secondChoice: string) => ({ firstChoice, secondChoice, message: '' });
const answer = (fields: Record<string, string>) =>
  callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, fields);

/** The subjects of the emails the business got since the last look, delivered first. */
async function businessMail(): Promise<string[]> {
  await deliverDueMail();
  const subjects = t
    .outbox()
    .filter((mail) => mail.to === 'hello@equine-photography.test')
    .map((mail) => mail.subject);
  t.clearOutbox();
  return subjects;
}

const storedRequest = async () =>
  (await t.db().select().from(dateRequests).where(eq(dateRequests.bookingId, bookingId)))[0];

const notice = 'Request for another date from Owen Rider';

/** Each answer is the usual one: back to the session's page with "Your request … was sent". */
function expectSent(answers: { status: number; headers: Headers }[], location = `/sessions/${bookingId}`) {
  for (const answered of answers) {
    expect(answered.status).toBe(302);
    expect(answered.headers.get('Location')).toBe(location);
    expect(answered.headers.get('Set-Cookie')).toContain('flash');
  }
}

describe('the business’s emails about requests for another date', () => {
  it('25 posts of the same request, signed in or with the email’s link, send one email', async () => {
    // The emailed link: the admin moves the session, and the invitation carries it.
    expect((await answer({ intent: 'schedule', dateScheduled: '2027-03-22' })).status).toBe(302);
    await deliverDueMail();
    const invitation = t.outbox().find((mail) => mail.to === owner.email);
    const link = new URL(invitation?.text.match(/ask for another one: (\S+)/)?.[1] ?? 'http://x/none');
    const keyed = link.pathname + link.search;
    t.clearOutbox();

    const request = { ...days('2027-03-24', '2027-03-26'), message: 'My mare is lame this week.' };
    const signedIn = [];
    const withLink = [];
    for (let post = 0; post < 25; post += 1) {
      if (post % 2 === 0) signedIn.push(await ask(request));
      else withLink.push(await ask(request, null, keyed));
    }
    expectSent(signedIn);
    expectSent(withLink, keyed);
    expect(await businessMail()).toEqual([notice]);
    expect(await storedRequest()).toMatchObject({ ...request, state: 'open', noticesSent: 1 });
  });

  it('a repeat changes nothing, not even the message; a request after an answer is new again', async () => {
    expectSent([await ask({ ...days('2027-03-24', '2027-03-26'), message: 'First words.' })]);
    const first = await storedRequest();
    setClock(new Date('2027-03-01T19:00:00Z'));
    expectSent([await ask({ ...days('2027-03-24', '2027-03-26'), message: 'Other words.' })]);
    expect(await storedRequest()).toEqual(first);
    expect(await businessMail()).toEqual([notice]);

    // Declined, then asked again for the same two days: a new request, so the business is told.
    expect((await answer({ intent: 'decline-date' })).status).toBe(302);
    expectSent([await ask(days('2027-03-24', '2027-03-26'))]);
    expect(await storedRequest()).toMatchObject({ state: 'open', noticesSent: 2 });
    expect(await businessMail()).toEqual([notice]);
  });

  it('changed days are emailed up to 3 times a business day; the 4th is stored without one, the next day emails again', async () => {
    expectSent([await ask(days('2027-03-22', '2027-03-23'))]);
    expectSent([await ask(days('2027-03-22', '2027-03-24'))]);
    // The same days in the other order are other wishes: a change.
    expectSent([await ask(days('2027-03-24', '2027-03-22'))]);
    expect(await businessMail()).toEqual([notice, notice, notice]);

    // 23:59 in California is still Monday: the 4th change is kept, for Booking Info, unmailed.
    setClock(new Date('2027-03-02T07:59:00Z'));
    expectSent([await ask(days('2027-03-25', '2027-03-26'))]);
    expect(await storedRequest()).toMatchObject({ ...days('2027-03-25', '2027-03-26'), state: 'open' });
    expect(await businessMail()).toEqual([]);

    // Tuesday from midnight in California (08:00 UTC): a change is emailed again, 3 times.
    setClock(new Date('2027-03-02T08:00:00Z'));
    expectSent([await ask(days('2027-03-25', '2027-03-29'))]);
    expectSent([await ask(days('2027-03-25', '2027-03-30'))]);
    expectSent([await ask(days('2027-03-25', '2027-03-31'))]);
    expectSent([await ask(days('2027-03-26', '2027-03-31'))]);
    expect(await businessMail()).toEqual([notice, notice, notice]);
    expect(await storedRequest()).toMatchObject(days('2027-03-26', '2027-03-31'));
  });

  it('posted at once, several changed requests send at most the day’s 3', async () => {
    const requests = [
      days('2027-03-22', '2027-03-23'),
      days('2027-03-22', '2027-03-24'),
      days('2027-03-22', '2027-03-25'),
      days('2027-03-22', '2027-03-26'),
      days('2027-03-22', '2027-03-29'),
      days('2027-03-22', '2027-03-30'),
    ];
    expectSent(await Promise.all(requests.map((request) => ask(request))));
    expect(await businessMail()).toEqual([notice, notice, notice]);
    const stored = await storedRequest();
    expect(requests.map((request) => request.secondChoice)).toContain(stored?.secondChoice);
    expect(stored?.noticesSent).toBe(3);
  });

  it('counts each booking on its own', async () => {
    for (const second of ['2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26'])
      expectSent([await ask(days('2027-03-22', second))]);
    expect(await businessMail()).toEqual([notice, notice, notice]);
    bookingId = (await ownersBooking()).id;
    expectSent([await ask(days('2027-03-22', '2027-03-23'))]);
    expect(await businessMail()).toEqual([notice]);
  });
});
