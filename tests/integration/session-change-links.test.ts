import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock } from '../../app/business-time/clock';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import {
  action as anotherDateAction,
  loader as anotherDateLoader,
} from '../../app/routes/session-another-date';
import { action as cancelAction, loader as cancelLoader } from '../../app/routes/session-cancel';
import { callRoute } from '../helpers/route-calls';
import { freshChangeDay, sessionChangePeople } from '../helpers/session-change-people';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';

/**
 * PRODUCT §16, decision 053: the session email's links (Request another date, Cancel my session)
 * each do one thing, and a new date or a cancellation retires every link sent before it. A retired
 * link, or one used on the other page, answers 410 "This link is out of date. Please use the one in
 * your latest email, or call us at {phone}." whoever is signed in, and changes nothing. Clock:
 * Monday 1 March 2027; the admin schedules the session on Saturday 20 March.
 */

const t = setupTestDatabase();

let owner: TestUser;
let admin: TestUser;
let bookingId: number;

const outOfDate =
  'This link is out of date. Please use the one in your latest email, or call us at 555-010-0199.';
const choices = { firstChoice: '2027-03-24', secondChoice: '2027-03-26', message: '' };

beforeAll(async () => {
  ({ owner, admin } = await sessionChangePeople(t));
});

beforeEach(async () => {
  await freshChangeDay(t);
  const row = await insertTestBooking(t.db(), {
    name: 'Owen Rider',
    email: owner.email,
    dateBooked: '2027-02-20',
  });
  bookingId = row.id;
});

afterEach(() => resetClock());

const params = () => ({ bookingId: String(bookingId) });
const stored = async () => (await t.db().select().from(bookings).where(eq(bookings.id, bookingId)))[0];
const storedRequest = async () =>
  (await t.db().select().from(dateRequests).where(eq(dateRequests.bookingId, bookingId)))[0];

/** The admin sets the session's date on Booking Info; the links of the email it sends, as paths. */
async function scheduleAndReadLinks(date: string): Promise<{ anotherDate: string; cancel: string }> {
  const moved = await callRoute(
    bookingInfoAction,
    `/BookingInfo/${bookingId}`,
    { id: String(bookingId) },
    admin,
    {
      intent: 'schedule',
      dateScheduled: date,
    },
  );
  expect(moved.status).toBe(302);
  await deliverDueMail();
  const invitation = t
    .outbox()
    .find(
      (mail) => mail.to === owner.email && mail.attachments.some((file) => file.filename === 'invite.ics'),
    );
  t.clearOutbox();
  const path = (pattern: RegExp) => {
    const found = invitation?.text.match(pattern)?.[1];
    if (!found) throw new Error(`no link in: ${invitation?.text}`);
    return new URL(found).pathname + new URL(found).search;
  };
  return { anotherDate: path(/ask for another one: (\S+)/), cancel: path(/cancel your session: (\S+)/) };
}

/** The answer is the retired link's: 410 and the text, thrown by the guard. */
function expectOutOfDate(answered: { status: number; body: unknown }) {
  expect(answered.status).toBe(410);
  expect(answered.body).toBe(outOfDate);
}

describe('a new date retires the links sent before it', () => {
  it('a link from before a move answers 410, signed out or as the owner; the new email’s link works', async () => {
    const old = await scheduleAndReadLinks('2027-03-20');
    const fresh = await scheduleAndReadLinks('2027-03-22');
    expect(fresh.anotherDate).not.toBe(old.anotherDate);
    for (const user of [null, owner]) {
      expectOutOfDate(await callRoute(anotherDateLoader, old.anotherDate, params(), user));
      expectOutOfDate(await callRoute(anotherDateAction, old.anotherDate, params(), user, choices));
      expectOutOfDate(await callRoute(cancelLoader, old.cancel, params(), user));
      expectOutOfDate(await callRoute(cancelAction, old.cancel, params(), user, {}));
    }
    expect(await storedRequest()).toBeUndefined();
    expect(await stored()).toMatchObject({ dateScheduled: '2027-03-22', cancelledAt: null });

    const page = await callRoute(anotherDateLoader, fresh.anotherDate, params(), null);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ closed: null, dateScheduled: 'March 22, 2027' });
    expect((await callRoute(anotherDateAction, fresh.anotherDate, params(), null, choices)).status).toBe(302);
    expect(await storedRequest()).toMatchObject({ ...choices, state: 'open' });
  });

  it('moving back to the first day does not bring its old links back', async () => {
    const first = await scheduleAndReadLinks('2027-03-20');
    await scheduleAndReadLinks('2027-03-22');
    const back = await scheduleAndReadLinks('2027-03-20');
    expectOutOfDate(await callRoute(anotherDateLoader, first.anotherDate, params(), null));
    expect((await callRoute(anotherDateLoader, back.anotherDate, params(), null)).status).toBe(200);
  });

  it('a request for another date leaves the links as they are, so the page it returns to opens', async () => {
    const links = await scheduleAndReadLinks('2027-03-20');
    const sent = await callRoute(anotherDateAction, links.anotherDate, params(), null, choices);
    expect(sent.headers.get('Location')).toBe(links.anotherDate);
    expect((await callRoute(anotherDateLoader, links.anotherDate, params(), null)).status).toBe(200);
    expect((await callRoute(cancelLoader, links.cancel, params(), null)).status).toBe(200);
  });
});

describe('each link does one thing', () => {
  it('the another-date link cannot cancel, and the cancel link cannot ask for a date', async () => {
    const links = await scheduleAndReadLinks('2027-03-20');
    const key = (path: string) => new URL(path, 'http://localhost').searchParams.get('key');
    const cancelWithDateKey = `/sessions/${bookingId}/cancel?key=${key(links.anotherDate)}`;
    const dateWithCancelKey = `/sessions/${bookingId}/another-date?key=${key(links.cancel)}`;
    for (const user of [null, owner]) {
      expectOutOfDate(await callRoute(cancelLoader, cancelWithDateKey, params(), user));
      expectOutOfDate(await callRoute(cancelAction, cancelWithDateKey, params(), user, {}));
      expectOutOfDate(await callRoute(anotherDateLoader, dateWithCancelKey, params(), user));
      expectOutOfDate(await callRoute(anotherDateAction, dateWithCancelKey, params(), user, choices));
    }
    expect(await stored()).toMatchObject({ dateScheduled: '2027-03-20', cancelledAt: null });
    expect(await storedRequest()).toBeUndefined();
  });
});

describe('a cancellation retires the links too', () => {
  it('cancelled with its link: the page shows it cancelled; the emailed links answer 410', async () => {
    const links = await scheduleAndReadLinks('2027-03-20');
    const done = await callRoute(cancelAction, links.cancel, params(), null, {});
    expect(done.status).toBe(302);
    const shown = done.headers.get('Location') ?? '';
    expect(shown).toMatch(new RegExp(`^/sessions/${bookingId}/cancel\\?key=[\\w-]{43}$`));
    expect(shown).not.toBe(links.cancel);
    expect((await callRoute(cancelLoader, shown, params(), null)).body).toMatchObject({
      closed: 'Your session on March 20, 2027 is cancelled.',
    });
    expect((await stored())?.cancelledDate).toBe('2027-03-20');

    expectOutOfDate(await callRoute(cancelLoader, links.cancel, params(), null));
    expectOutOfDate(await callRoute(cancelAction, links.cancel, params(), owner, {}));
    expectOutOfDate(await callRoute(anotherDateLoader, links.anotherDate, params(), null));
    // The page the link's holder was sent to cannot ask for a date either.
    const keyOfShown = new URL(shown, 'http://localhost').searchParams.get('key');
    expectOutOfDate(
      await callRoute(
        anotherDateLoader,
        `/sessions/${bookingId}/another-date?key=${keyOfShown}`,
        params(),
        null,
      ),
    );
  });

  it('cancelled by the owner signed in, or by an admin: the emailed links answer 410', async () => {
    const links = await scheduleAndReadLinks('2027-03-20');
    expect((await callRoute(cancelAction, `/sessions/${bookingId}/cancel`, params(), owner, {})).status).toBe(
      302,
    );
    expectOutOfDate(await callRoute(cancelLoader, links.cancel, params(), null));
    expectOutOfDate(await callRoute(anotherDateAction, links.anotherDate, params(), null, choices));

    // Scheduled again: the new invitation's links work, and the cancelled ones stay retired.
    const again = await scheduleAndReadLinks('2027-03-27');
    expect((await callRoute(cancelLoader, again.cancel, params(), null)).status).toBe(200);
    expectOutOfDate(await callRoute(cancelLoader, links.cancel, params(), null));
    expect(
      (
        await callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, {
          intent: 'cancel-session',
        })
      ).status,
    ).toBe(302);
    expectOutOfDate(await callRoute(cancelAction, again.cancel, params(), null, {}));
    expect(await storedRequest()).toBeUndefined();
  });
});

describe('keys that are not this booking’s links', () => {
  it('a link signed the way links were before (the booking and its address alone) is out of date', async () => {
    await scheduleAndReadLinks('2027-03-20');
    // The key as decision 049 made it: HMAC-SHA256 of "{id}:{address}" under the key drawn from
    // the cookie secret (the tests' fixed one).
    const drawn = crypto
      .createHmac('sha256', 'development-only-session-secret')
      .update('session-change-links')
      .digest();
    const legacy = crypto
      .createHmac('sha256', drawn)
      .update(`${bookingId}:${owner.email}`)
      .digest('base64url');
    expectOutOfDate(
      await callRoute(anotherDateLoader, `/sessions/${bookingId}/another-date?key=${legacy}`, params(), null),
    );
    expectOutOfDate(
      await callRoute(cancelAction, `/sessions/${bookingId}/cancel?key=${legacy}`, params(), null, {}),
    );
    expect((await stored())?.cancelledAt).toBeNull();
  });

  it('a made-up key, or another booking’s, is still a 404', async () => {
    const links = await scheduleAndReadLinks('2027-03-20');
    const key = new URL(links.cancel, 'http://localhost').searchParams.get('key');
    const other = await insertTestBooking(t.db(), { email: owner.email, dateScheduled: '2027-03-20' });
    const answers = [
      await callRoute(
        cancelLoader,
        `/sessions/${other.id}/cancel?key=${key}`,
        { bookingId: String(other.id) },
        null,
      ),
      await callRoute(cancelLoader, `/sessions/${bookingId}/cancel?key=${'A'.repeat(43)}`, params(), null),
      await callRoute(cancelLoader, `/sessions/${bookingId}/cancel?key=short`, params(), owner),
    ];
    expect(answers.map((answered) => answered.status)).toEqual([404, 404, 404]);
  });
});
