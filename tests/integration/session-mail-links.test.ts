import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookingRequest, getBooking } from '../../app/bookings/bookings.server';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { declineDateRequest } from '../../app/client-sessions/date-requests.server';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { cancelSession, scheduleBooking } from '../../app/flows/session-flows.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { booking } from '../helpers/client-bookings';
import { sentContract } from '../helpers/contract-flow';
import { createdInvoice, world } from '../helpers/invoice-world';
import { type OutboxEmail, setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/**
 * PRODUCT §16: every email to a client about a session carries "Open your session", its page; the
 * scheduling email adds "Tell us about your horse" while the questionnaire is empty; the booking
 * request's acknowledgement invites its sender to sign up with the request's address, and says
 * "an" before a vowel.
 */
const t = setupTestDatabase();

const site = 'http://localhost:3000';

beforeEach(async () => {
  await resetRateLimits();
  await t.clearMail();
  // Sunday 1 November 2026, 10:00 in California: a date a month ahead is open to schedule.
  setClock(new Date('2026-11-01T18:00:00Z'));
});
afterEach(() => resetClock());

async function sent(subject: string | RegExp): Promise<OutboxEmail> {
  await deliverDueMail();
  const mail = t
    .outbox()
    .find((email) => (typeof subject === 'string' ? email.subject === subject : subject.test(email.subject)));
  if (!mail) throw new Error(`no email "${subject}" in ${t.outbox().map((email) => email.subject)}`);
  return mail;
}

/** The link with these words in the email's text ("Words: https://…") and in its HTML. */
function expectLink(mail: OutboxEmail, words: string, url: string) {
  expect(mail.text).toContain(`${words}: ${url}`);
  // The layout styles each link inline (app/mail/email-layout.ts): the address and words are what count.
  const anchors = [...mail.html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  expect(anchors.map(([, href, label]) => ({ href, label }))).toContainEqual({
    href: url.replaceAll('&', '&amp;'),
    label: words,
  });
}

describe('the booking request’s acknowledgement', () => {
  it('says "an" before a vowel, and links the session and Sign Up with the address filled in', async () => {
    const request = await createBookingRequest({
      name: 'Hannah Wells',
      email: 'hannah.wells@example.com',
      phnumber: '775-555-0101',
      location: 'Carson City, Nevada',
      msg: '',
      session: 'Equine portrait',
      hearAbout: undefined,
    });
    const ack = await sent('We received your booking request');
    expect(ack.text).toContain(
      'Thank you for your booking request for an Equine portrait session. We will be in touch soon',
    );
    expectLink(ack, 'Open your session', `${site}/sessions/${request.id}`);
    expectLink(
      ack,
      'Create an account with this address to follow your session',
      `${site}/signup?email=hannah.wells%40example.com`,
    );
    // The site's one layout (PRODUCT §19): the business's name first in both parts, and the one
    // thing to do, opening the session, as the email's only button.
    expect(ack.text.startsWith('Sierra Equine Photography\n\nHello Hannah Wells,')).toBe(true);
    expect(ack.html).toMatch(/<title>Sierra Equine Photography<\/title>.*>Sierra Equine Photography<\/h1>/s);
    const buttons = ack.html.match(/<a [^>]*display:inline-block[^>]*>[^<]*<\/a>/g) ?? [];
    expect(buttons).toEqual([expect.stringContaining('>Open your session</a>')]);
  });

  it('says "a" before a consonant', async () => {
    await createBookingRequest({
      name: 'Tyler Reed',
      email: 'tyler.reed@example.com',
      phnumber: '916-555-0100',
      location: 'Elk Grove, CA',
      msg: '',
      session: 'Fine art photography',
      hearAbout: undefined,
    });
    expect((await sent('We received your booking request')).text).toContain(
      'Thank you for your booking request for a Fine art photography session.',
    );
  });

  it('writes the day asked for in words, to the client and to the business', async () => {
    await createBookingRequest({
      name: 'Tyler Reed',
      email: 'tyler.reed@example.com',
      phnumber: '916-555-0100',
      location: 'Elk Grove, CA',
      msg: '',
      session: 'Fine art photography',
      hearAbout: undefined,
    });
    // The request is made on Sunday 1 November 2026 in the business's time zone.
    expect((await sent('We received your booking request')).text).toContain(
      'Date requested: November 1, 2026',
    );
    expect((await sent('New booking request from Tyler Reed')).text).toContain(
      'Date requested: November 1, 2026',
    );
  });
});

describe('the scheduling email', () => {
  it('links the session, and the questionnaire while it is empty', async () => {
    const id = await booking('hannah.wells@example.com');
    expect((await scheduleBooking(id, '2026-12-05', 'system')).ok).toBe(true);
    const first = await sent('Your session is scheduled for Saturday, December 5, 2026');
    expectLink(first, 'Open your session', `${site}/sessions/${id}`);
    expectLink(first, 'Tell us about your horse', `${site}/sessions/${id}/questionnaire`);

    await t.db().insert(questionnaires).values({
      bookingId: id,
      horseName: 'Juniper',
      breedAndColour: 'Appaloosa',
      discipline: 'Trail riding',
      barnAddress: '4 Sagebrush Lane, Reno, NV',
      picturesMayBeShown: true,
    });
    t.clearOutbox();
    expect((await scheduleBooking(id, '2026-12-12', 'system')).ok).toBe(true);
    const moved = await sent(/^New date for your session/);
    expectLink(moved, 'Open your session', `${site}/sessions/${id}`);
    expect(moved.text).not.toContain('Tell us about your horse');
    expect(moved.html).not.toContain('Tell us about your horse');
  });
});

describe('the other emails about a session', () => {
  it('a cancellation and a declined request for another date link the session', async () => {
    const id = await booking('hannah.wells@example.com', '2026-12-05');
    await t
      .db()
      .insert(dateRequests)
      .values({ bookingId: id, firstChoice: '2026-12-10', secondChoice: '2026-12-11' });
    const before = await getBooking(id);
    if (!before) throw new Error('no booking');
    expect((await declineDateRequest(before)).ok).toBe(true);
    expectLink(
      await sent('About your request for another date'),
      'Open your session',
      `${site}/sessions/${id}`,
    );

    const admin = await createSignedInUser({ isAdmin: true });
    expect((await cancelSession(before, { userId: admin.id })).ok).toBe(true);
    expectLink(await sent(/is cancelled$/), 'Open your session', `${site}/sessions/${id}`);
    const [row] = await t.db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.dateScheduled).toBeNull();
  });

  it('the contract to sign and the invoice link the session', async () => {
    const { bookingId } = await sentContract();
    expectLink(await sent('Please sign your contract'), 'Open your session', `${site}/sessions/${bookingId}`);

    t.clearOutbox();
    const invoiced = await world();
    await createdInvoice(invoiced.admin, invoiced.bookingId);
    expect((await sent(/^Your invoice /)).text).toContain(
      `Open your session: ${site}/sessions/${invoiced.bookingId}`,
    );
  });
});
