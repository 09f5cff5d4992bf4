import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadToday, viewButtonCounts } from '../../app/admin/today.server';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { contracts } from '../../app/contracts/contracts.tables';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { loader } from '../../app/routes/admin-home';
import { action as bookingAction } from '../../app/routes/booking-form';
import { call, formReply, routeArgs, siteRequest } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/**
 * Admin Home's Today (PRODUCT §2 Admin Home) read from a real database. Today is Saturday
 * 28 November 2026, 10:00 in the business's zone (Los Angeles); "within 7 days" is from today to
 * Saturday 5 December, both included; a contract waits on the client from 3 days after it was sent.
 */

const t = setupTestDatabase();
const now = new Date('2026-11-28T18:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

beforeEach(async () => {
  const db = t.db();
  await db.delete(contracts);
  await db.delete(invoices);
  await db.delete(galleries);
  await db.delete(bookings);
  setClock(now);
});
afterEach(() => resetClock());

let invoiceCount = 0;
/** An invoice of $450 on `bookingId`, $135 deposit and $315 balance unless `values` says otherwise. */
async function storedInvoice(bookingId: number, values: Partial<typeof invoices.$inferInsert>) {
  invoiceCount += 1;
  const [row] = await t
    .db()
    .insert(invoices)
    .values({
      bookingId,
      number: `INV-2026-${String(invoiceCount).padStart(4, '0')}`,
      totalCents: 45000,
      depositPercent: 30,
      depositCents: 13500,
      depositDueOn: '2026-11-27',
      balanceCents: 31500,
      balanceDueOn: '2026-12-20',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no invoice');
  return row.id;
}

/** A $450 invoice, its 30 % deposit ($135) and the balance ($315) due on the days given. */
function invoice(bookingId: number, depositDueOn: string, balanceDueOn: string, voided = false) {
  return storedInvoice(bookingId, { depositDueOn, balanceDueOn, voidedAt: voided ? hoursAgo(1) : null });
}

async function gallery(userId: number, values: Partial<typeof galleries.$inferInsert>) {
  const id = crypto.randomUUID();
  await t
    .db()
    .insert(galleries)
    .values({ id, userId, title: 'Spring foal', state: 'proofing', ...values });
  return id;
}

async function picture(userId: number, galleryId: string, favourite: boolean) {
  const id = crypto.randomUUID();
  await t
    .db()
    .insert(pictures)
    .values({
      id,
      userId,
      galleryId,
      favourite,
      format: 'jpeg',
      width: 100,
      height: 100,
      byteSize: 1000,
      thumbWidth: 10,
      thumbHeight: 10,
      originalKey: `${id}/o`,
      displayKey: `${id}/d`,
      thumbKey: `${id}/t`,
    });
}

const answers = {
  horseName: 'Juniper',
  breedAndColour: 'Bay mare',
  discipline: 'Dressage',
  barnAddress: '1 Barn Road',
  picturesMayBeShown: true,
};

describe("Admin Home's Today", () => {
  it('lists what needs the owner, by the rules of each section', async () => {
    const db = t.db();
    const fresh = await insertTestBooking(db, {
      name: 'Nora New',
      session: 'Equine portrait',
      location: 'Lexington, KY',
      dateBooked: '2026-11-28',
      createdAt: hoursAgo(3),
    });
    // Contacted, or cancelled: no longer new.
    await insertTestBooking(db, { name: 'Carl Contacted', contacted: true });
    await insertTestBooking(db, {
      name: 'Cass Cancelled',
      cancelledAt: hoursAgo(2),
      cancelledDate: '2026-12-01',
    });
    // Tuesday: no questionnaire, the deposit due today (not overdue yet).
    const tuesday = await insertTestBooking(db, { name: 'Tess Tuesday', dateScheduled: '2026-12-01' });
    await invoice(tuesday.id, '2026-11-28', '2026-11-30');
    // Next Saturday, the last day of the week: the questionnaire filled, the deposit paid.
    const saturday = await insertTestBooking(db, { name: 'Sam Saturday', dateScheduled: '2026-12-05' });
    await db.insert(questionnaires).values({ bookingId: saturday.id, ...answers });
    const paid = await invoice(saturday.id, '2026-11-20', '2026-11-28');
    await db
      .insert(invoicePayments)
      .values({ invoiceId: paid, amountCents: 13500, method: 'Cash', paidOn: '2026-11-21' });
    // A day past the week, and yesterday: neither is this week's.
    const later = await insertTestBooking(db, { name: 'Lou Later', dateScheduled: '2026-12-06' });
    await insertTestBooking(db, { name: 'Yan Yesterday', dateScheduled: '2026-11-27' });
    // Overdue: Lou's $135 deposit, due November 25. A void invoice owes nothing.
    await invoice(later.id, '2026-11-25', '2026-11-29');
    await invoice(later.id, '2026-11-01', '2026-11-02', true);
    // Contracts: Tess's sent exactly 3 days ago waits; Sam's, 2 days ago, not yet; Lou's is signed.
    const sent = (bookingId: number, at: Date, signedAt: Date | null = null) =>
      db
        .insert(contracts)
        .values({ bookingId, title: 'Session agreement', text: 'x', textSha256: 'x', sentAt: at, signedAt });
    await sent(tuesday.id, hoursAgo(72));
    await sent(saturday.id, hoursAgo(48));
    await sent(later.id, hoursAgo(100), hoursAgo(90));

    const client = await createSignedInUser({ isClient: true }, 'Ana Ruiz');
    // A selection sent on Thursday 26th (12:00 in Los Angeles), two of three pictures chosen.
    const chosen = await gallery(client.id, { selectionSentAt: new Date('2026-11-26T20:00:00Z') });
    await picture(client.id, chosen, true);
    await picture(client.id, chosen, true);
    await picture(client.id, chosen, false);
    // Released: its selection was worked on.
    await gallery(client.id, { state: 'released', selectionSentAt: hoursAgo(200), title: 'Done' });
    // Expiring on the week's last day; expired yesterday; a day past the week.
    const expiring = await gallery(client.id, { title: 'Autumn show', expiresOn: '2026-12-05' });
    await gallery(client.id, { title: 'Gone', expiresOn: '2026-11-27' });
    await gallery(client.id, { title: 'Later', expiresOn: '2026-12-06' });

    const today = await loadToday();
    expect(today.newRequests).toEqual({
      count: 1,
      lines: [
        {
          bookingId: fresh.id,
          name: 'Nora New',
          session: 'Equine portrait',
          location: 'Lexington, KY',
          requestedOn: '2026-11-28',
          ago: '3 hours ago',
        },
      ],
    });
    expect(today.unsignedContracts).toEqual([
      { bookingId: tuesday.id, name: 'Tess Tuesday', title: 'Session agreement', sentOn: '2026-11-25' },
    ]);
    expect(today.emptyQuestionnaires).toEqual([
      { bookingId: tuesday.id, name: 'Tess Tuesday', sessionOn: '2026-12-01' },
    ]);
    expect(today.overdue).toEqual({ cents: 13500, count: 1 });
    expect(today.selections).toEqual([
      { galleryId: chosen, client: 'Ana Ruiz', title: 'Spring foal', chosen: 2, sentOn: '2026-11-26' },
    ]);
    expect(today.sessions.map((s) => [s.name, s.on, s.questionnaireFilled, s.deposit])).toEqual([
      ['Tess Tuesday', '2026-12-01', false, 'unpaid'],
      ['Sam Saturday', '2026-12-05', true, 'paid'],
    ]);
    expect(today.expiringGalleries).toEqual([
      {
        galleryId: expiring,
        userId: client.id,
        client: 'Ana Ruiz',
        title: 'Autumn show',
        expiresOn: '2026-12-05',
      },
    ]);
    expect(await viewButtonCounts()).toEqual({ newBookings: 1, overdueInvoices: 1 });
  });

  it('counts a request sent through the booking form: New booking requests (1), Show Bookings (1 new)', async () => {
    const sent = formReply(
      await bookingAction(
        routeArgs<typeof bookingAction>(
          siteRequest('/BookingForm', {
            fields: {
              name: 'Tyler Reed',
              email: 'tyler@example.com',
              phnumber: '916-555-0100',
              location: 'Elk Grove, CA',
              msg: 'A portrait of my mare',
              session: 'Equine portrait',
              hearAbout: 'instagram',
            },
          }),
          {},
          '198.51.100.41',
        ),
      ),
    );
    expect(sent.body.sent).toBe(true);
    const admin = await createSignedInUser({ isAdmin: true });
    const home = (await call(loader, '/adminHome', admin)).body as {
      todayList: { newRequests: { count: number; lines: { name: string; ago: string }[] } };
      counts: { newBookings: number };
    };
    expect(home.todayList.newRequests.count).toBe(1);
    expect(home.todayList.newRequests.lines.map((line) => [line.name, line.ago])).toEqual([
      ['Tyler Reed', 'just now'],
    ]);
    expect(home.counts.newBookings).toBe(1);
  });

  it('has nothing in any section on an empty day; the loader reads Today only with no view open', async () => {
    const today = await loadToday();
    expect(today).toEqual({
      newRequests: { count: 0, lines: [] },
      unsignedContracts: [],
      emptyQuestionnaires: [],
      overdue: { cents: 0, count: 0 },
      selections: [],
      sessions: [],
      expiringGalleries: [],
    });
    const admin = await createSignedInUser({ isAdmin: true });
    const home = await call(loader, '/adminHome', admin);
    expect(home.body.todayList).toEqual(today);
    const users = await call(loader, '/adminHome?view=users', admin);
    expect(users.body.todayList).toBeNull();
  });
});

describe("Admin Home's buttons' counts", () => {
  const pay = (invoiceId: number, amountCents: number, voidedAt: Date | null = null) =>
    t
      .db()
      .insert(invoicePayments)
      .values({ invoiceId, amountCents, method: 'Cash', paidOn: '2026-11-20', voidedAt });

  it('count what Today lists: New requests by the stage rule, overdue invoices by the instalments', async () => {
    const db = t.db();
    const client = await createSignedInUser({ isClient: true }, 'Ana Ruiz');
    // New: nothing happened; only a void invoice; only a gallery still in proofing.
    await insertTestBooking(db, { name: 'Nora New' });
    const voidOnly = await insertTestBooking(db, { name: 'Vic Void' });
    await storedInvoice(voidOnly.id, { voidedAt: hoursAgo(1), depositDueOn: '2026-12-20' });
    const proofing = await insertTestBooking(db, { name: 'Pat Proofing' });
    await gallery(client.id, { bookingId: proofing.id });
    // Not New: contacted, scheduled, cancelled, lost, a contract sent, an invoice sent, a gallery released.
    await insertTestBooking(db, { name: 'Carl Contacted', contacted: true });
    const scheduled = await insertTestBooking(db, { name: 'Sue Scheduled', dateScheduled: '2026-12-24' });
    await insertTestBooking(db, { name: 'Cass Cancelled', cancelledAt: hoursAgo(2) });
    await insertTestBooking(db, { name: 'Lee Lost', lostAt: hoursAgo(2), lostReason: 'price' });
    const contracted = await insertTestBooking(db, { name: 'Con Tract' });
    await db.insert(contracts).values({
      bookingId: contracted.id,
      title: 'Agreement',
      text: 'x',
      textSha256: 'x',
      sentAt: hoursAgo(1),
    });
    const invoiced = await insertTestBooking(db, { name: 'Ivy Invoiced' });
    await storedInvoice(invoiced.id, { depositDueOn: '2026-12-20' });
    const delivered = await insertTestBooking(db, { name: 'Del Ivered' });
    await gallery(client.id, { bookingId: delivered.id, state: 'released' });

    // Overdue: the deposit due yesterday, unpaid; paid in part; paid only by a voided payment; the
    // deposit paid and the balance due yesterday.
    await storedInvoice(scheduled.id, {});
    await pay(await storedInvoice(scheduled.id, {}), 10000);
    await pay(await storedInvoice(scheduled.id, {}), 13500, hoursAgo(1));
    await pay(await storedInvoice(scheduled.id, { balanceDueOn: '2026-11-27' }), 13500);
    // Not overdue: due today; paid in full; void; cancelled with its session; a 0 % deposit with
    // the balance not due yet.
    await storedInvoice(scheduled.id, { depositDueOn: '2026-11-28' });
    await pay(await storedInvoice(scheduled.id, { balanceDueOn: '2026-11-27' }), 45000);
    await storedInvoice(scheduled.id, { voidedAt: hoursAgo(1) });
    await storedInvoice(scheduled.id, { cancelledSessionOn: '2026-12-24' });
    await storedInvoice(scheduled.id, { depositPercent: 0, depositCents: 0, balanceCents: 45000 });

    expect(await viewButtonCounts()).toEqual({ newBookings: 3, overdueInvoices: 4 });
    const today = await loadToday();
    expect([today.newRequests.count, today.overdue.count]).toEqual([3, 4]);
  });
});
