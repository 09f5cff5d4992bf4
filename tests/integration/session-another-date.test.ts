import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { action as bookingInfoAction, loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { action, loader } from '../../app/routes/session-another-date';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { parseCalendar } from '../helpers/icalendar';
import { callRoute, replyErrors } from '../helpers/route-calls';
import {
  ownersBooking as ownersBookingOf,
  sentMail as sentMailOf,
  sessionChangeSetup,
  changeSessionDay as sessionDay,
} from '../helpers/session-change-people';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';

/**
 * PRODUCT §16 Request another date: the owner asks for two days outside the cutoff (7 days by
 * default), the business is told, and the admin accepts one (the session moves, with a new
 * invitation one SEQUENCE higher) or declines (the client is told). Inside the cutoff, and for
 * anyone but the owner, nothing changes. The clock is set: Monday 1 March 2027, 10:00 in
 * California; the session is on Saturday 20 March.
 */

const t = setupTestDatabase();

const change = sessionChangeSetup(t);
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let bookingId: number;

beforeEach(() => {
  ({ owner, stranger, admin, bookingId } = change);
});

const choices = {
  firstChoice: '2027-03-24',
  secondChoice: '2027-03-26',
  message: 'My mare is lame this week.',
};

/** Another booking of the owner's, scheduled on the session day. */
const ownersBooking = (values: { inviteSequence?: number } = {}) => ownersBookingOf(t, owner, values);

const path = () => `/sessions/${bookingId}/another-date`;
const params = () => ({ bookingId: String(bookingId) });
const ask = (user: TestUser | null, fields: Record<string, string>) =>
  callRoute(action, path(), params(), user, fields);
const answer = (fields: Record<string, string>) =>
  callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, fields);

const sentMail = () => sentMailOf(t);

const storedRequest = async () =>
  (await t.db().select().from(dateRequests).where(eq(dateRequests.bookingId, bookingId)))[0];
const storedDate = async () =>
  (await t.db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.dateScheduled;

function formErrors(body: unknown): unknown {
  return replyErrors(body);
}

describe('asking for another date', () => {
  it('stores the two days and the message, and tells the business with a link to Booking Info', async () => {
    const sent = await ask(owner, choices);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(`/sessions/${bookingId}`);
    expect(await storedRequest()).toMatchObject({ ...choices, state: 'open' });
    const mail = await sentMail();
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['hello@equine-photography.test', 'Request for another date from Owen Rider'],
    ]);
    expect(mail[0]?.text).toContain('First choice: Wednesday, March 24, 2027');
    expect(mail[0]?.text).toContain('Second choice: Friday, March 26, 2027');
    expect(mail[0]?.text).toContain('My mare is lame this week.');
    expect(mail[0]?.text).toContain(`/BookingInfo/${bookingId}`);
    // The session page says a request is waiting; Booking Info shows it with its answers.
    const detail = await callRoute(detailLoader, `/sessions/${bookingId}`, params(), owner);
    expect(detail.body).toMatchObject({ upcoming: true, dateRequest: 'open' });
    const info = await callRoute(
      bookingInfoLoader,
      `/BookingInfo/${bookingId}`,
      { id: String(bookingId) },
      admin,
    );
    expect(info.body).toMatchObject({ dateRequest: { ...choices, state: 'open' } });
  });

  it('refuses the same day twice, the session day, a holiday and a past day, each on its field, storing nothing', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { ...choices, secondChoice: choices.firstChoice },
        { secondChoice: ['Please choose two different dates'] },
      ],
      [
        { ...choices, firstChoice: sessionDay },
        { firstChoice: ['Your session is already on March 20, 2027.'] },
      ],
      [
        { ...choices, secondChoice: '2027-05-31' },
        { secondChoice: ['2027-05-31 is blocked (Memorial Day). Please choose another date.'] },
      ],
      [
        { ...choices, firstChoice: '2027-02-27' },
        { firstChoice: ['The date cannot be before today (2027-03-01).'] },
      ],
      [
        { firstChoice: '', secondChoice: '' },
        { firstChoice: ['Please choose a first date'], secondChoice: ['Please choose a second date'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const refused = await ask(owner, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(formErrors(refused.body)).toEqual(errors);
    }
    expect(await storedRequest()).toBeUndefined();
    expect(await sentMail()).toEqual([]);
  });

  it('inside the cutoff (a session 5 days away), the page and the post say to call, and nothing changes', async () => {
    await t.db().update(bookings).set({ dateScheduled: '2027-03-06' }).where(eq(bookings.id, bookingId));
    const text = 'Your session is less than 7 days away. Please call us at 555-010-0199 to change it.';
    const page = await callRoute(loader, path(), params(), owner);
    expect(page.body).toMatchObject({ closed: text });
    // The session's own page says it instead of offering Request another date and Cancel.
    const session = `/sessions/${bookingId}`;
    expect((await callRoute(detailLoader, session, params(), owner)).body).toMatchObject({ cutoff: text });
    const refused = await ask(owner, choices);
    expect(refused.status).toBe(409);
    expect(formErrors(refused.body)).toEqual({ '': [text] });
    expect(await storedRequest()).toBeUndefined();
    expect(await sentMail()).toEqual([]);
    // Seven days ahead is outside it.
    await t.db().update(bookings).set({ dateScheduled: '2027-03-08' }).where(eq(bookings.id, bookingId));
    expect((await callRoute(loader, path(), params(), owner)).body).toMatchObject({ closed: null });
    expect((await callRoute(detailLoader, session, params(), owner)).body).toMatchObject({ cutoff: null });
  });

  it('is the owner’s alone: another user and an admin who is not the owner get 404, a visitor the log-in page', async () => {
    for (const user of [stranger, admin, null]) {
      // Signed out without the email's key: "Please log in to see this page." (401, decision 057).
      const status = user ? 404 : 401;
      expect((await callRoute(loader, path(), params(), user)).status).toBe(status);
      expect((await ask(user, choices)).status).toBe(status);
    }
    expect(await storedRequest()).toBeUndefined();
  });
});

describe('the admin’s answer', () => {
  it('Accept moves the session to that day and sends the invitation one SEQUENCE higher, once', async () => {
    await ask(owner, choices);
    await sentMail();
    t.clearOutbox();
    const accepted = await answer({ intent: 'accept-date', date: choices.secondChoice });
    expect(accepted.status).toBe(302);
    expect(await storedDate()).toBe(choices.secondChoice);
    expect(await storedRequest()).toMatchObject({ state: 'accepted' });
    const mail = await sentMail();
    expect(mail.map((m) => m.to)).toEqual([owner.email]);
    const ics = mail[0]?.attachments.find((a) => a.filename === 'invite.ics');
    const [event] = parseCalendar(ics?.content ?? '').events;
    expect(event?.sequence).toBe(1);
    expect(event?.start).toBe('2027-03-26');
    // A second answer (another tab, another admin) changes nothing.
    expect((await answer({ intent: 'accept-date', date: choices.firstChoice })).status).toBe(409);
    expect((await answer({ intent: 'decline-date' })).status).toBe(409);
    expect(await storedDate()).toBe(choices.secondChoice);
    expect(await sentMail()).toHaveLength(1);
  });

  it('Accept takes only a day the client asked for', async () => {
    await ask(owner, choices);
    const refused = await answer({ intent: 'accept-date', date: '2027-03-25' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      ok: false,
      message: 'Please accept one of the two dates the client asked for.',
    });
    expect(await storedDate()).toBe(sessionDay);
    expect(await storedRequest()).toMatchObject({ state: 'open' });
  });

  it('Decline keeps the date and tells the client, with the number to call', async () => {
    await ask(owner, choices);
    await sentMail();
    t.clearOutbox();
    expect((await answer({ intent: 'decline-date' })).status).toBe(302);
    expect(await storedDate()).toBe(sessionDay);
    expect(await storedRequest()).toMatchObject({ state: 'declined' });
    const mail = await sentMail();
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [owner.email, 'About your request for another date'],
    ]);
    expect(mail[0]?.text).toContain('It stays on Saturday, March 20, 2027.');
    expect(mail[0]?.text).toContain('Please call us at 555-010-0199');
  });
});

describe('the link in the session email, for a requester who is not signed in', () => {
  async function emailedLink(): Promise<string> {
    const moved = await answerSchedule('2027-03-22');
    expect(moved.status).toBe(302);
    const [mail] = await sentMail();
    const link = mail?.text.match(/ask for another one: (\S+)/)?.[1];
    if (!link) throw new Error(`no link in: ${mail?.text}`);
    t.clearOutbox();
    return new URL(link).pathname + new URL(link).search;
  }
  const answerSchedule = (date: string) => answer({ intent: 'schedule', dateScheduled: date });

  it('opens the form signed out and sends the request, back on the same page', async () => {
    const link = await emailedLink();
    expect(link).toMatch(new RegExp(`^/sessions/${bookingId}/another-date\\?key=[\\w-]{43}$`));
    const page = await callRoute(loader, link, params(), null);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ closed: null, pending: null });
    const sent = await callRoute(action, link, params(), null, choices);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(link);
    expect(await storedRequest()).toMatchObject({ ...choices, state: 'open' });
    expect((await callRoute(loader, link, params(), null)).body).toMatchObject({
      pending: { firstChoice: 'March 24, 2027', secondChoice: 'March 26, 2027' },
    });
  });

  it('opens nothing with a wrong key, another booking’s key, or once the booking’s address changed', async () => {
    const link = await emailedLink();
    const key = new URL(link, 'http://localhost').searchParams.get('key') ?? '';
    const wrong = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    expect((await callRoute(loader, wrong, params(), null)).status).toBe(404);
    const other = await ownersBooking();
    const otherPath = `/sessions/${other.id}/another-date?key=${key}`;
    expect((await callRoute(loader, otherPath, { bookingId: String(other.id) }, null)).status).toBe(404);
    await t.db().update(bookings).set({ email: 'someone.new@example.com' }).where(eq(bookings.id, bookingId));
    expect((await callRoute(loader, link, params(), null)).status).toBe(404);
    expect((await callRoute(action, link, params(), null, choices)).status).toBe(404);
    expect(await storedRequest()).toBeUndefined();
  });
});
