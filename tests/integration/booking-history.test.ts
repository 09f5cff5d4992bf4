import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { createGallery, releaseGallery, setExpiry } from '../../app/flows/gallery-flows.server';
import { createInvoice, recordPayment, voidInvoice, voidPayment } from '../../app/flows/invoice-flows.server';
import { acceptDateRequest, cancelSession, scheduleBooking } from '../../app/flows/session-flows.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { bookingHistory } from '../../app/history/history.tables';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { mailOutbox } from '../../app/mail/mail.tables';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { action as bookingInfoAction, loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { usePictureBackend } from '../helpers/picture-backends';
import { callRoute } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';
import { jpegFile, upload } from './pictures-helpers';

/**
 * A booking's history (decision 056): each flow writes one line, in its own transaction, with
 * what happened, who did it and when (the clock); Booking Info shows them newest first in the
 * business's time (America/Los_Angeles here). A refused change writes none, and when any step of
 * the change fails, the change and its line roll back together.
 */

const t = setupTestDatabase();

// Saturday 28 November 2026, 9:04 in California.
const morning = new Date('2026-11-28T17:04:00Z');
const later = new Date('2026-11-28T18:30:00Z');

let admin: TestUser;
let client: TestUser;
let bookingId: number;

beforeAll(async () => {
  setClock(morning);
  admin = await createSignedInUser({ isAdmin: true }, 'Hannah Brooks');
  client = await createSignedInUser({ isClient: true }, 'Casey Client');
  // A session's gallery is its client's by a verified address only (decision 045).
  await t.db().update(users).set({ emailVerifiedAt: morning }).where(eq(users.id, client.id));
});

beforeEach(async () => {
  setClock(morning);
  await t.db().delete(bookingHistory);
  await t.db().delete(scheduledMessages);
  await t.clearMail();
  bookingId = (await insertTestBooking(t.db(), { name: 'Casey Client', email: client.email })).id;
});

afterEach(async () => {
  resetClock();
  await t.db().execute(sql`alter table booking_history drop constraint if exists refuses_every_row`);
  await t.db().execute(sql`alter table scheduled_messages drop constraint if exists refuses_every_row`);
});

const by = () => ({ userId: admin.id });

/** Booking Info's History, as its loader gives it to the page. */
async function historyOnThePage(id = bookingId) {
  const answer = await callRoute(bookingInfoLoader, `/BookingInfo/${id}`, { id: String(id) }, admin);
  return answer.body.history.map(({ when, text }) => `${when} — ${text}`);
}

/** The rows of the booking's history as stored: what, who, when. */
async function rows(id = bookingId) {
  const stored = await t.db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, id));
  return stored.map((row) => ({
    what: row.what,
    by: row.by,
    byUserId: row.byUserId,
    at: row.at.toISOString(),
  }));
}

/** A step of every change fails from now on: a table that takes no new row. */
async function refuseRowsOf(table: 'booking_history' | 'scheduled_messages') {
  await t
    .db()
    .execute(sql.raw(`alter table ${table} add constraint refuses_every_row check (false) not valid`));
}

async function dateOf(id = bookingId) {
  const [row] = await t
    .db()
    .select({ date: bookings.dateScheduled })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.date;
}

describe('a session', () => {
  it('scheduled and moved from Booking Info: one line each, by the admin, newest first', async () => {
    const post = (date: string) =>
      callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, {
        intent: 'schedule',
        dateScheduled: date,
      });
    expect((await post('2027-01-09')).status).toBe(302);
    setClock(later);
    expect((await post('2027-01-16')).status).toBe(302);
    // The same date again changes nothing, and says nothing.
    expect((await post('2027-01-16')).status).toBe(302);
    expect(await historyOnThePage()).toEqual([
      'November 28, 2026, 10:30 AM — Moved to January 16, 2027 by Hannah Brooks',
      'November 28, 2026, 9:04 AM — Scheduled for January 9, 2027 by Hannah Brooks',
    ]);
    expect(await rows()).toEqual([
      { what: 'scheduled', by: 'user', byUserId: admin.id, at: morning.toISOString() },
      { what: 'moved', by: 'user', byUserId: admin.id, at: later.toISOString() },
    ]);
  });

  it('moved to a day the client asked for, then cancelled by the client', async () => {
    await t.db().update(bookings).set({ dateScheduled: '2027-01-09' }).where(eq(bookings.id, bookingId));
    await t.db().insert(dateRequests).values({
      bookingId,
      firstChoice: '2027-01-16',
      secondChoice: '2027-01-23',
      requestedAt: morning,
    });
    expect((await acceptDateRequest(bookingId, '2027-01-23', by(), morning)).ok).toBe(true);
    const [moved] = await t.db().select().from(bookings).where(eq(bookings.id, bookingId));
    if (!moved) throw new Error('no booking');
    setClock(later);
    expect((await cancelSession(moved, 'client', later)).ok).toBe(true);
    expect(await historyOnThePage()).toEqual([
      'November 28, 2026, 10:30 AM — Cancelled (it was on January 23, 2027) by the client',
      'November 28, 2026, 9:04 AM — Moved to January 23, 2027, as the client asked, by Hannah Brooks',
    ]);
  });

  it('refused (a federal holiday) writes nothing', async () => {
    const refused = await scheduleBooking(bookingId, '2027-01-01', by(), morning);
    expect(refused.ok).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('rolls back with its line: no line when the reminders fail, no move when the line fails', async () => {
    await refuseRowsOf('scheduled_messages');
    await expect(scheduleBooking(bookingId, '2027-01-09', by(), morning)).rejects.toThrow();
    expect(await rows()).toEqual([]);
    expect(await dateOf()).toBeNull();

    await t.db().execute(sql`alter table scheduled_messages drop constraint refuses_every_row`);
    await refuseRowsOf('booking_history');
    await expect(scheduleBooking(bookingId, '2027-01-09', by(), morning)).rejects.toThrow();
    expect(await dateOf()).toBeNull();
    expect(await t.db().select().from(scheduledMessages)).toEqual([]);
    expect(await t.db().select().from(mailOutbox)).toEqual([]);
  });
});

describe('an invoice', () => {
  beforeEach(async () => {
    await t.db().update(bookings).set({ dateScheduled: '2027-01-09' }).where(eq(bookings.id, bookingId));
  });

  const draft = {
    items: [{ description: 'Equine portrait session', quantity: 1, unitPriceCents: 50000 }],
    taxLabel: '',
    taxCents: 0,
    depositPercent: 30,
    balanceDaysBefore: 7,
  };
  const payment = { amount: '150', method: 'Check' as const, paidOn: '2026-11-28' };

  it('sent, paid, a payment voided, then voided: one line each, with its number and amount', async () => {
    const created = await createInvoice(bookingId, draft, by());
    if (!created.ok) throw new Error('no invoice');
    const { id, number } = created.invoice;
    const paid = await recordPayment(id, payment, by());
    if (!paid.ok) throw new Error('no payment');
    expect((await voidPayment(id, paid.payment.id, 'Entered twice', by())).ok).toBe(true);
    expect((await voidInvoice(id, 'Sent by mistake', by())).ok).toBe(true);
    const at = 'November 28, 2026, 9:04 AM';
    // Written in one minute: the newest first all the same.
    expect(await historyOnThePage()).toEqual([
      `${at} — Invoice ${number} voided by Hannah Brooks`,
      `${at} — Payment of $150.00 on invoice ${number} voided by Hannah Brooks`,
      `${at} — Payment of $150.00 recorded on invoice ${number} by Hannah Brooks`,
      `${at} — Invoice ${number} of $500.00 sent by Hannah Brooks`,
    ]);
  });

  it('a refused payment writes nothing; a payment whose line fails is not recorded', async () => {
    const created = await createInvoice(bookingId, draft, by());
    if (!created.ok) throw new Error('no invoice');
    const { id } = created.invoice;
    expect((await recordPayment(id, { ...payment, amount: '600' }, by())).ok).toBe(false);
    expect((await rows()).map((row) => row.what)).toEqual(['invoice-sent']);

    await refuseRowsOf('booking_history');
    await expect(recordPayment(id, payment, by())).rejects.toThrow();
    expect(await t.db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))).toEqual([]);
    await expect(createInvoice(bookingId, draft, by())).rejects.toThrow();
    expect(
      await t.db().select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId)),
    ).toEqual([{ id }]);
  });
});

describe("a session's gallery", () => {
  usePictureBackend('local');

  it('made, re-dated, filled and released: one line each; a gallery of no session writes none', async () => {
    const input = { title: 'Spring show', bookingId, proofs: true, expiresOn: '2027-03-31' };
    const made = await createGallery(client.id, input, by());
    if (!made.ok) throw new Error('no gallery');
    const { galleryId } = made;
    expect(await setExpiry(client.id, galleryId, '2027-04-30', by())).toBe(true);
    expect(await setExpiry(client.id, galleryId, null, by())).toBe(true);
    expect(
      (await upload(client.id, admin, [await jpegFile('a.jpg'), await jpegFile('b.jpg')], galleryId)).status,
    ).toBe(200);
    expect((await releaseGallery(client.id, galleryId, by())).ok).toBe(true);
    const at = 'November 28, 2026, 9:04 AM';
    expect(await historyOnThePage()).toEqual([
      `${at} — Gallery "Spring show" released by Hannah Brooks`,
      `${at} — 2 pictures uploaded to "Spring show" by Hannah Brooks`,
      `${at} — Gallery "Spring show" no longer expires by Hannah Brooks`,
      `${at} — Gallery "Spring show" now expires on April 30, 2027 by Hannah Brooks`,
      `${at} — Gallery "Spring show" made by Hannah Brooks`,
    ]);

    const before = await t.db().select().from(bookingHistory);
    const loose = await createGallery(client.id, { title: 'Loose prints', proofs: false }, by());
    if (!loose.ok) throw new Error('no gallery');
    expect(await setExpiry(client.id, loose.galleryId, '2027-04-30', by())).toBe(true);
    expect(await t.db().select().from(bookingHistory)).toEqual(before);
  });

  it('is not released when its line fails', async () => {
    const made = await createGallery(client.id, { title: 'Autumn', bookingId, proofs: true }, by());
    if (!made.ok) throw new Error('no gallery');
    expect((await upload(client.id, admin, [await jpegFile('c.jpg')], made.galleryId)).status).toBe(200);
    await refuseRowsOf('booking_history');
    await expect(releaseGallery(client.id, made.galleryId, by())).rejects.toThrow();
    const [gallery] = await t.db().select().from(galleries).where(eq(galleries.id, made.galleryId));
    expect(gallery?.state).toBe('proofing');
    expect(
      await t.db().select().from(mailOutbox).where(sql`${mailOutbox.subject} like 'Your pictures%'`),
    ).toEqual([]);
  });
});
