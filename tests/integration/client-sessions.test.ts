import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { firstOwnBookingQuery, hasOwnBookings } from '../../app/client-sessions/client-sessions.server';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { loader as detailLoader } from '../../app/routes/session-detail';
import {
  action as questionnaireAction,
  loader as questionnaireLoader,
} from '../../app/routes/session-questionnaire';
import { loader as sessionsLoader } from '../../app/routes/sessions';
import { booking, verified } from '../helpers/client-bookings';
import {
  call,
  callRoute,
  present,
  replyErrors,
  routeArgs,
  settle,
  siteRequest,
} from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

afterEach(() => resetClock());

/** `text` with its $1, $2 … replaced by the values as SQL literals, for EXPLAIN (which takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
const answers = {
  horseName: 'Daisy',
  breedAndColour: 'Quarter Horse, bay',
  discipline: 'Western pleasure',
  barnAddress: '12 Ranch Road, Carson City, NV',
  directions: 'Gate code 4321',
  notes: 'She is shy of umbrellas.',
  picturesMayBeShown: 'yes',
};

function pagePaths(id: number) {
  return {
    detail: { fn: detailLoader, path: `/sessions/${id}` },
    questionnaire: { fn: questionnaireLoader, path: `/sessions/${id}/questionnaire` },
  };
}

function open<F extends (args: never) => unknown>(
  fn: F,
  path: string,
  user: TestUser | null,
  bookingId: number,
) {
  return callRoute(fn, path, { bookingId: String(bookingId) }, user);
}

async function submit(user: TestUser | null, bookingId: number, form: Record<string, string>) {
  const request = siteRequest(`/sessions/${bookingId}/questionnaire`, { cookie: user?.cookie, fields: form });
  const settled = await settle(() =>
    questionnaireAction(routeArgs<typeof questionnaireAction>(request, { bookingId: String(bookingId) })),
  );
  return { ...settled, location: settled.headers.get('Location') };
}

const savedRows = async (bookingId: number) =>
  t.db().select().from(questionnaires).where(eq(questionnaires.bookingId, bookingId));

describe('whose booking it is (PRODUCT §16)', () => {
  it('lists the bookings sent with the verified address, whatever its case, and only those', async () => {
    const owner = await verified(await createSignedInUser());
    const mine = await booking(owner.email.toUpperCase());
    const theirs = await booking('someone.else@example.com');
    const listed = await call(sessionsLoader, '/sessions', owner);
    const ids = listed.body.sessions.map((session) => session.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(await hasOwnBookings({ id: owner.id, emailVerified: true })).toBe(true);
  });

  it('an unverified owner sees none and gets 404 on the session, as the booking is not yet theirs', async () => {
    const owner = await createSignedInUser();
    const id = await booking(owner.email);
    const listed = await call(sessionsLoader, '/sessions', owner);
    expect(listed.body).toEqual({ verified: false, sessions: [] });
    // The account's row decides: a caller that calls it verified changes nothing.
    expect(await hasOwnBookings({ id: owner.id, emailVerified: true })).toBe(false);
    for (const { fn, path } of Object.values(pagePaths(id))) {
      expect((await open(fn, path, owner, id)).status).toBe(404);
    }
  });

  it('asks whether a user owns a booking through the lower(email) index, as every signed-in page does', async () => {
    const owner = await verified(await createSignedInUser());
    const query = firstOwnBookingQuery({ id: owner.id, emailVerified: true }, t.db());
    if (!query) throw new Error('a signed-in user has a look-up');
    const { sql: text, params } = query.toSQL();
    // Told to avoid reading the whole table (a few test rows would make that the cheaper plan),
    // the database can only answer from the index; without it the plan is still a sequential scan.
    const plan = await t.db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${inline(text, params)}`));
    });
    const lines = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
      (row) => row['QUERY PLAN'],
    );
    expect(lines.join('\n')).toContain('bookings_email_lower_idx');
  });

  it('the list is for signed-in users: a visitor gets the 403 page', async () => {
    expect((await call(sessionsLoader, '/sessions', null)).status).toBe(403);
  });

  it('another user and an admin who is not the owner get 404, a visitor the log-in page; none can save answers', async () => {
    const owner = await verified(await createSignedInUser());
    const id = await booking(owner.email);
    const stranger = await verified(await createSignedInUser({ isClient: true }));
    const admin = await verified(await createSignedInUser({ isAdmin: true }));
    for (const who of [stranger, admin, null]) {
      // Signed out: "Please log in to see this page." (401), whatever the booking (decision 057).
      const status = who ? 404 : 401;
      for (const { fn, path } of Object.values(pagePaths(id))) {
        expect((await open(fn, path, who, id)).status, `${who?.email ?? 'visitor'} on ${path}`).toBe(status);
      }
      expect((await submit(who, id, answers)).status).toBe(status);
    }
    expect(await savedRows(id)).toEqual([]);
    // An id that is not a number is the same 404.
    const request = siteRequest('/sessions/abc', { cookie: owner.cookie });
    const settled = await settle(() =>
      detailLoader(routeArgs<typeof detailLoader>(request, { bookingId: 'abc' })),
    );
    expect(settled.status).toBe(404);
  });
});

describe('the questionnaire (PRODUCT §16)', () => {
  it('saves the answers, shows Done on the timeline and the answers on Booking Info', async () => {
    setClock(new Date('2026-11-26T18:00:00Z'));
    const owner = await verified(await createSignedInUser());
    const admin = await createSignedInUser({ isAdmin: true });
    const id = await booking(owner.email, '2026-12-05');

    const before = await open(detailLoader, `/sessions/${id}`, owner, id);
    const stepsBefore = before.body.steps;
    expect(stepsBefore.map((step) => [step.title, step.status])).toEqual([
      ['Request sent', 'Sent on November 20, 2026'],
      ['Scheduled for December 5, 2026', 'Done'],
      ['Questionnaire', 'Not filled in yet'],
      ['Invoice', 'Not sent yet'],
    ]);

    const saved = await submit(owner, id, answers);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/sessions/${id}`);
    const [row] = await savedRows(id);
    expect(row).toMatchObject({ ...answers, picturesMayBeShown: true });

    const after = await open(detailLoader, `/sessions/${id}`, owner, id);
    expect(after.body.steps[2]?.status).toBe('Done');

    const info = await settle(() =>
      bookingInfoLoader(
        routeArgs<typeof bookingInfoLoader>(siteRequest(`/BookingInfo/${id}`, { cookie: admin.cookie }), {
          id: String(id),
        }),
      ),
    );
    expect(present(info.body.answers, 'the answers').horseName).toBe('Daisy');
  });

  it('a second save replaces the answers: one questionnaire per booking', async () => {
    const owner = await verified(await createSignedInUser());
    const id = await booking(owner.email);
    await submit(owner, id, answers);
    await submit(owner, id, { ...answers, horseName: 'Duke', picturesMayBeShown: 'no', notes: '' });
    const rows = await savedRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ horseName: 'Duke', picturesMayBeShown: false, notes: '' });
  });

  it('bad input gets its messages and changes nothing', async () => {
    const owner = await verified(await createSignedInUser());
    const id = await booking(owner.email);
    await submit(owner, id, answers);
    const before = await t.snapshot();
    const refused = await submit(owner, id, {
      ...answers,
      horseName: '  ',
      notes: 'n'.repeat(1001),
      picturesMayBeShown: 'maybe',
    });
    expect(refused.status).toBe(400);
    expect(replyErrors(refused.body)).toMatchObject({
      horseName: ["Horse's name is required"],
      notes: ['Anything we should know cannot exceed 1,000 characters'],
      picturesMayBeShown: ['Please choose yes or no'],
    });
    expect(await t.snapshot()).toEqual(before);
  });

  it('can be changed until the day before the session, not on the day (business time zone)', async () => {
    // The user signs in the day before, so the session cookie is fresh at the times below.
    setClock(new Date('2026-12-04T18:00:00Z'));
    const owner = await verified(await createSignedInUser());
    const id = await booking(owner.email, '2026-12-05');
    // 07:30 UTC on 5 December is still 23:30 on the 4th in California (TZ_BUSINESS's default).
    setClock(new Date('2026-12-05T07:30:00Z'));
    expect((await submit(owner, id, answers)).status).toBe(302);
    // 08:30 UTC is 00:30 on the 5th there: the session's day.
    setClock(new Date('2026-12-05T08:30:00Z'));
    // The answers, not the whole database: the sign-in's last use moves with the clock.
    const before = await savedRows(id);
    const refused = await submit(owner, id, { ...answers, horseName: 'Duke' });
    expect(refused.status).toBe(409);
    expect(replyErrors(refused.body)['']).toEqual([
      'The questionnaire can no longer be changed: your session is on December 5, 2026.',
    ]);
    expect(await savedRows(id)).toEqual(before);
    const page = await open(questionnaireLoader, `/sessions/${id}/questionnaire`, owner, id);
    expect(page.body.closed).toBe(
      'The questionnaire can no longer be changed: your session is on December 5, 2026.',
    );
  });
});
