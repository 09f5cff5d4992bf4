import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { contracts } from '../../app/contracts/contracts.tables';
import { createInvoice, recordPayment, voidInvoice, voidPayment } from '../../app/flows/invoice-flows.server';
import { cancelSession, scheduleBooking } from '../../app/flows/session-flows.server';
import { galleries } from '../../app/galleries/galleries.tables';
import {
  getBookingStage,
  listBookingStages,
  tallyBookingStages,
} from '../../app/stages/booking-stages.server';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * A booking's stage read from the database as it is (PRODUCT §2 Booking Info, decision 061): each
 * change, made the way the site makes it, moves the stage, and one query gives many bookings'.
 */

const t = setupTestDatabase();

// Saturday 28 November 2026, 9:04 in California.
const morning = new Date('2026-11-28T17:04:00Z');

let admin: TestUser;
let client: TestUser;
let bookingId: number;

beforeAll(async () => {
  setClock(morning);
  admin = await createSignedInUser({ isAdmin: true }, 'Hannah Brooks');
  client = await createSignedInUser({ isClient: true }, 'Casey Client');
  await t.db().update(users).set({ emailVerifiedAt: morning }).where(eq(users.id, client.id));
  resetClock();
});

beforeEach(async () => {
  setClock(morning);
  bookingId = (await insertTestBooking(t.db(), { name: 'Casey Client', email: client.email })).id;
});

const by = () => ({ userId: admin.id });
const stageNow = async (id = bookingId, now = morning) => (await getBookingStage(id, { now }))?.stage;

const draft = {
  items: [{ description: 'Equine portrait session', quantity: 1, unitPriceCents: 50000 }],
  taxLabel: '',
  taxCents: 0,
  depositPercent: 30,
  balanceDaysBefore: 7,
};

async function sendContract(id = bookingId) {
  const text = 'The photographer will photograph the horse.';
  const [row] = await t
    .db()
    .insert(contracts)
    .values({
      bookingId: id,
      title: 'Session agreement',
      text,
      textSha256: crypto.createHash('sha256').update(text).digest('hex'),
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('no contract');
  return row.id;
}

const signContract = (contractId: number) =>
  t
    .db()
    .update(contracts)
    .set({ signedAt: morning, signerName: 'Casey Client' })
    .where(eq(contracts.id, contractId));

async function gallery(state: 'proofing' | 'released', id: number | null = bookingId) {
  await t.db().insert(galleries).values({
    id: crypto.randomUUID(),
    userId: client.id,
    title: 'Spring show',
    bookingId: id,
    state,
  });
}

describe('a booking’s stage', () => {
  it('moves New → Contacted → Proposal sent → Booked → Shot → Delivered as things happen', async () => {
    expect(await stageNow()).toBe('new');
    await t.db().update(bookings).set({ contacted: true }).where(eq(bookings.id, bookingId));
    expect(await stageNow()).toBe('contacted');
    const contractId = await sendContract();
    expect(await stageNow()).toBe('proposal-sent');
    await signContract(contractId);
    expect(await stageNow()).toBe('booked');
    expect((await scheduleBooking(bookingId, '2026-12-10', by(), morning)).ok).toBe(true);
    expect(await stageNow()).toBe('booked');
    // The session's own day is still Booked; the next morning it is Shot.
    expect(await stageNow(bookingId, new Date('2026-12-10T20:00:00Z'))).toBe('booked');
    expect(await stageNow(bookingId, new Date('2026-12-11T17:00:00Z'))).toBe('shot');
    // A gallery in proofing delivers nothing; its release does.
    await gallery('proofing');
    expect(await stageNow(bookingId, new Date('2026-12-11T17:00:00Z'))).toBe('shot');
    await gallery('released');
    expect(await stageNow(bookingId, new Date('2026-12-11T17:00:00Z'))).toBe('delivered');
    expect(await stageNow()).toBe('delivered');
  });

  it('is Contacted once scheduled, without the Contacted mark', async () => {
    expect((await scheduleBooking(bookingId, '2026-12-10', by(), morning)).ok).toBe(true);
    expect(await stageNow()).toBe('contacted');
  });

  it('is Proposal sent with an invoice, Booked once its deposit is paid, not by less', async () => {
    // An invoice's balance falls due before the session: it needs the day.
    await t.db().update(bookings).set({ dateScheduled: '2026-12-20' }).where(eq(bookings.id, bookingId));
    const created = await createInvoice(bookingId, draft, by());
    if (!created.ok) throw new Error('no invoice');
    expect(await stageNow()).toBe('proposal-sent');
    // The deposit is 30 % of $500: $150. $100 is not it, $50 more is.
    const first = await recordPayment(
      created.invoice.id,
      { amount: '100', method: 'Check', paidOn: '2026-11-28' },
      by(),
    );
    expect(first.ok).toBe(true);
    expect(await stageNow()).toBe('proposal-sent');
    const second = await recordPayment(
      created.invoice.id,
      { amount: '50', method: 'Cash', paidOn: '2026-11-28' },
      by(),
    );
    if (!second.ok) throw new Error('no payment');
    expect(await stageNow()).toBe('booked');
    // A voided payment no longer counts.
    expect((await voidPayment(created.invoice.id, second.payment.id, 'Entered twice', by())).ok).toBe(true);
    expect(await stageNow()).toBe('proposal-sent');
  });

  it('counts an invoice that is not void only', async () => {
    await t.db().update(bookings).set({ dateScheduled: '2026-12-20' }).where(eq(bookings.id, bookingId));
    const created = await createInvoice(bookingId, draft, by());
    if (!created.ok) throw new Error('no invoice');
    expect((await voidInvoice(created.invoice.id, 'Sent by mistake', by())).ok).toBe(true);
    expect(await stageNow()).toBe('contacted');
  });

  it('is Cancelled over Booked once the session is cancelled, and Booked again once rescheduled', async () => {
    await signContract(await sendContract());
    expect((await scheduleBooking(bookingId, '2026-12-10', by(), morning)).ok).toBe(true);
    const [row] = await t.db().select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row) throw new Error('no booking');
    expect((await cancelSession(row, by(), morning)).ok).toBe(true);
    const cancelled = await getBookingStage(bookingId, { now: morning });
    expect(cancelled?.stage).toBe('cancelled');
    expect(cancelled?.reachedBooked).toBe(true);
    expect((await scheduleBooking(bookingId, '2026-12-17', by(), morning)).ok).toBe(true);
    expect(await stageNow()).toBe('booked');
  });

  it('is Lost over everything while it is marked lost', async () => {
    await gallery('released');
    await t
      .db()
      .update(bookings)
      .set({ lostAt: morning, lostReason: 'price' })
      .where(eq(bookings.id, bookingId));
    expect(await stageNow()).toBe('lost');
  });
});

describe('many bookings at once', () => {
  it('gives each booking its own stage in one query, for the bookings asked', async () => {
    const fresh = bookingId;
    const proposed = (await insertTestBooking(t.db(), { contacted: true })).id;
    await sendContract(proposed);
    // Two contracts, one signed: Booked, and one row for the booking.
    const booked = (await insertTestBooking(t.db())).id;
    await sendContract(booked);
    await signContract(await sendContract(booked));
    const delivered = (await insertTestBooking(t.db())).id;
    await gallery('released', delivered);
    await gallery('released', delivered);
    const asked = [fresh, proposed, booked, delivered];
    const rows = await listBookingStages(inArray(bookings.id, asked), { now: morning });
    expect(
      rows
        .map((row) => [row.bookingId, row.stage, row.reachedBooked])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [fresh, 'new', false],
      [proposed, 'proposal-sent', false],
      [booked, 'booked', true],
      [delivered, 'delivered', false],
    ]);
  });

  it('counts bookings by the keys asked and by stage, the session day passed or not', async () => {
    const session = 'Tally session';
    const made = async (values: Partial<typeof bookings.$inferInsert>) =>
      (await insertTestBooking(t.db(), { session, ...values })).id;
    await made({});
    await made({});
    // Signed: Booked, as the two signed with a session later this week.
    await signContract(await sendContract(await made({})));
    await signContract(await sendContract(await made({ dateScheduled: '2026-12-02' })));
    // Given a day: Contacted on the day itself, Shot the day after (today is 28 November).
    await made({ dateScheduled: '2026-11-28' });
    await made({ dateScheduled: '2026-11-27' });
    await made({ dateScheduled: '2026-11-27', name: 'Other' });
    const tally = await tallyBookingStages(
      { name: sql<string>`${bookings.name}` },
      eq(bookings.session, session),
      { now: morning },
    );
    const counts = tally
      .map((row) => [row.key.name, row.stage, row.reachedBooked, row.count])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(counts).toEqual([
      ['Other', 'shot', false, 1],
      ['Tyler Reed', 'booked', true, 2],
      ['Tyler Reed', 'contacted', false, 1],
      ['Tyler Reed', 'new', false, 2],
      ['Tyler Reed', 'shot', false, 1],
    ]);
    // A key named as one of the facts keeps its own value.
    const named = await tallyBookingStages(
      { lost: sql<string>`${bookings.name}` },
      eq(bookings.session, session),
      { now: morning },
    );
    expect(new Set(named.map((row) => row.key.lost))).toEqual(new Set(['Tyler Reed', 'Other']));
  });

  it('is undefined for a booking that does not exist', async () => {
    expect(await getBookingStage(2_000_000_000)).toBeUndefined();
  });
});
