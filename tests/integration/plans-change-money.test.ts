import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock } from '../../app/business-time/clock';
import { dateRequests } from '../../app/client-sessions/date-requests.tables';
import { createGallery } from '../../app/flows/gallery-flows.server';
import { settleInvoice } from '../../app/flows/invoice-flows.server';
import { acceptDateRequest, cancelSession } from '../../app/flows/session-flows.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { listBookingHistory } from '../../app/history/history.server';
import type { InvoiceLedger } from '../../app/invoices/invoice-ledger';
import { invoices } from '../../app/invoices/invoices.tables';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { listUpcomingReminders } from '../../app/reminders/reminders-admin.server';
import { loader as adminHomeLoader } from '../../app/routes/admin-home';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { action as cancelAction } from '../../app/routes/session-cancel';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { booking, verified } from '../helpers/client-bookings';
import { createdInvoice, openInvoice, post, world } from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { callRoute, present, replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * When plans change, the money and the reminders follow (PRODUCT §16), in the change's own
 * transaction. The issue's $500 invoice (a $150 deposit due the day it is sent, the $350 balance
 * 7 days before the session), sent on Friday November 27, 2026 (California) for a session on
 * December 20; $200 paid covers the deposit and $50 of the balance.
 */

const t = setupTestDatabase();

afterEach(() => resetClock());
beforeEach(async () => {
  await t.db().delete(scheduledMessages);
});

const pay = (admin: TestUser, invoiceId: number, amount: string) =>
  post(admin, invoiceId, { intent: 'record', amount, method: 'Check', paidOn: '2026-11-27', note: '' });

const cancelAsClient = (owner: TestUser, bookingId: number) =>
  callRoute(cancelAction, `/sessions/${bookingId}/cancel`, { bookingId: String(bookingId) }, owner, {});

const moveAsAdmin = (admin: TestUser, bookingId: number, date: string) =>
  callRoute(bookingInfoAction, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin, {
    intent: 'schedule',
    dateScheduled: date,
  });

async function waiting(invoiceId: number) {
  const rows = await t
    .db()
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.invoiceId, invoiceId), eq(scheduledMessages.state, 'scheduled')))
    .orderBy(asc(scheduledMessages.dueAt));
  return rows.map((row) => [row.purpose, row.aboutDate, row.dueAt.toISOString()]);
}

async function showInvoices(admin: TestUser): Promise<InvoiceLedger> {
  const page = await callRoute(adminHomeLoader, '/adminHome?view=invoices', {}, admin);
  return present(page.body.invoiceLedger, 'the invoice ledger');
}

const historyOf = async (bookingId: number) => (await listBookingHistory(bookingId)).map((line) => line.text);

const storedInvoice = async (invoiceId: number) =>
  (await t.db().select().from(invoices).where(eq(invoices.id, invoiceId)))[0];

/** A client with a partly paid invoice ($200 of $500) cancels their session. */
async function cancelledPartlyPaid() {
  const people = await world();
  const { admin, owner, bookingId } = people;
  const invoiceId = await createdInvoice(admin, bookingId);
  expect((await pay(admin, invoiceId, '200')).status).toBe(302);
  const mailBefore = (await queuedMail()).length;
  expect((await cancelAsClient(owner, bookingId)).status).toBe(302);
  const number = (await storedInvoice(invoiceId))?.number ?? '';
  return { ...people, invoiceId, number, mail: (await queuedMail()).slice(mailBefore) };
}

describe('a session cancelled with a partly paid invoice', () => {
  it('cancels what is unpaid: the invoice, the session page, Show Invoices and Show Reminders say so', async () => {
    const { admin, owner, bookingId, invoiceId, number, mail } = await cancelledPartlyPaid();

    const page = (await openInvoice(owner, invoiceId)).body;
    expect([page.status, page.paidCents, page.balanceCents]).toEqual(['Cancelled', 20000, 0]);
    expect(page.invoice.cancelledSessionOn).toBe('2026-12-20');
    expect(
      page.schedule.map((s) => [s.kind, s.unpaidCents, (s as { cancelled?: boolean }).cancelled]),
    ).toEqual([
      ['deposit', 0, false],
      ['balance', 0, true],
    ]);

    const detail = (
      await callRoute(detailLoader, `/sessions/${bookingId}`, { bookingId: String(bookingId) }, owner)
    ).body;
    expect(detail.steps.find((step) => step.title === 'Invoice')?.status).toBe(
      'Cancelled with the session on December 20, 2026; $200.00 was paid',
    );

    const ledger = await showInvoices(admin);
    expect(ledger.rows.map((row) => row.id)).not.toContain(invoiceId);
    // Each test's booking has its own invoices: read this one's rows.
    const own = ledger.cancelledWithPayments.filter((row) => row.booking.id === bookingId);
    expect(own.map((row) => [row.id, row.paidCents, row.settlement])).toEqual([[invoiceId, 20000, null]]);
    expect(ledger.owedCents).toBe(0);

    expect(await waiting(invoiceId)).toEqual([]);
    const upcoming = await listUpcomingReminders();
    expect(upcoming.filter((reminder) => reminder.booking?.id === bookingId)).toEqual([]);

    // The client's email says what becomes of what they paid, in the owner's words (the default).
    const cancellation = mail.find(
      (m) => m.subject === 'Your session on Sunday, December 20, 2026 is cancelled',
    );
    expect(cancellation?.textBody).toContain(
      `Invoice ${number}: nothing more is due on it. You paid $200.00. Your deposit is kept as a cancellation fee, as your contract says.`,
    );

    expect((await historyOf(bookingId)).slice(0, 2)).toEqual([
      `Invoice ${number} cancelled with the session on December 20, 2026, $200.00 of it paid, by the client`,
      'Cancelled (it was on December 20, 2026) by the client',
    ]);

    // Nothing more can be paid on it.
    const before = await t.snapshot();
    const refused = await pay(admin, invoiceId, '50');
    expect(refused.status).toBe(409);
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps what was paid as a cancellation fee once, however often it is pressed', async () => {
    const { admin, bookingId, invoiceId, number } = await cancelledPartlyPaid();
    const mailBefore = (await queuedMail()).length;
    expect((await post(admin, invoiceId, { intent: 'keep-fee' })).status).toBe(302);
    const before = await t.snapshot();
    expect((await post(admin, invoiceId, { intent: 'keep-fee' })).status).toBe(302);
    const refund = await post(admin, invoiceId, {
      intent: 'refund',
      amount: '200',
      method: 'Cash',
      refundedOn: '2026-11-28',
    });
    expect(refund.status).toBe(409);
    expect(await t.snapshot()).toEqual(before);

    expect(await storedInvoice(invoiceId)).toMatchObject({ settlement: 'fee', refundCents: null });
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail.map((m) => m.subject)).toEqual([`What you paid on ${number}`]);
    expect(mail[0]?.textBody).toContain(
      `The $200.00 you paid on invoice ${number} is kept as a cancellation fee.`,
    );
    const history = await historyOf(bookingId);
    expect(history.filter((line) => line.includes('kept as a cancellation fee'))).toHaveLength(1);
    expect(history[0]).toMatch(
      new RegExp(`^\\$200\\.00 paid on invoice ${number} kept as a cancellation fee by `),
    );
    const ledger = await showInvoices(admin);
    const own = ledger.cancelledWithPayments.filter((row) => row.booking.id === bookingId);
    expect(own.map((row) => [row.id, row.settlement])).toEqual([[invoiceId, 'fee']]);
  });

  it('records a refund of at most what was paid, with its receipt, once', async () => {
    const { admin, bookingId, invoiceId, number } = await cancelledPartlyPaid();
    const refund = (amount: string) =>
      post(admin, invoiceId, { intent: 'refund', amount, method: 'Check', refundedOn: '2026-11-30' });
    const before = await t.snapshot();
    const tooMuch = await refund('200.01');
    expect(tooMuch.status).toBe(409);
    expect(replyErrors(tooMuch.body).amount).toEqual(['That is more than the $200.00 paid.']);
    expect(await t.snapshot()).toEqual(before);

    const mailBefore = (await queuedMail()).length;
    expect((await refund('200')).status).toBe(302);
    expect((await refund('200')).status).toBe(409);
    expect(await storedInvoice(invoiceId)).toMatchObject({
      settlement: 'refund',
      refundCents: 20000,
      refundMethod: 'Check',
      refundedOn: '2026-11-30',
    });
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail.map((m) => m.subject)).toEqual([`Receipt for your refund on ${number}`]);
    expect(mail[0]?.textBody).toContain('Nothing of it is kept.');
    expect((await historyOf(bookingId))[0]).toMatch(
      new RegExp(`^Refund of \\$200\\.00 recorded on invoice ${number} by `),
    );
  });

  it('settles once when two presses race in two transactions (two connections on PostgreSQL)', async () => {
    const { admin, bookingId, invoiceId } = await cancelledPartlyPaid();
    const by = { userId: admin.id };
    const mailBefore = (await queuedMail()).length;
    const results = await Promise.all([
      settleInvoice(invoiceId, { kind: 'fee' }, by),
      settleInvoice(
        invoiceId,
        { kind: 'refund', amountCents: 20000, method: 'Cash', refundedOn: '2026-11-28' },
        by,
      ),
      settleInvoice(invoiceId, { kind: 'fee' }, by),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual([
      'already-settled',
      'already-settled',
    ]);
    expect((await queuedMail()).slice(mailBefore)).toHaveLength(1);
    const settledLines = (await historyOf(bookingId)).filter(
      (line) => line.includes('cancellation fee') || line.startsWith('Refund of'),
    );
    expect(settledLines).toHaveLength(1);
  });
});

describe('a session moved', () => {
  it('counts the unpaid balance again from the new date, with its reminders and the move’s email; a paid one stays', async () => {
    const { admin, bookingId } = await world();
    const paidInFull = await createdInvoice(admin, bookingId);
    expect((await pay(admin, paidInFull, '500')).status).toBe(302);
    const unpaid = await createdInvoice(admin, bookingId);
    const number = (await storedInvoice(unpaid))?.number ?? '';
    const mailBefore = (await queuedMail()).length;

    expect((await moveAsAdmin(admin, bookingId, '2027-01-16')).status).toBe(302);

    expect(await storedInvoice(paidInFull)).toMatchObject({ balanceDueOn: '2026-12-13' });
    expect(await storedInvoice(unpaid)).toMatchObject({
      depositDueOn: '2026-11-27',
      balanceDueOn: '2027-01-09',
    });
    // 9:00 in California (PST, UTC-8): the deposit's overdue one stays, the balance's follow it.
    expect(await waiting(unpaid)).toEqual([
      ['invoice-overdue', '2026-11-27', '2026-11-28T17:00:00.000Z'],
      ['invoice-due-soon', '2027-01-09', '2027-01-06T17:00:00.000Z'],
      ['invoice-overdue', '2027-01-09', '2027-01-10T17:00:00.000Z'],
    ]);
    expect(await waiting(paidInFull)).toEqual([]);

    const invitation = (await queuedMail())
      .slice(mailBefore)
      .find((m) => m.subject === 'New date for your session: Saturday, January 16, 2027');
    expect(invitation?.textBody).toContain(
      `Invoice ${number}: the balance of $350.00 is now due January 9, 2027.`,
    );
    const history = await historyOf(bookingId);
    expect(history[0]).toMatch(
      new RegExp(`^Balance of \\$350\\.00 on invoice ${number} now due January 9, 2027 by `),
    );
    expect(history[1]).toMatch(/^Moved to January 16, 2027 by /);
  });

  it('a balance whose new day has passed is due on the day of the move; part paid, the rest moves', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    expect((await pay(admin, invoiceId, '200')).status).toBe(302);
    // December 2 less 7 days is November 25, before today (November 27).
    expect((await moveAsAdmin(admin, bookingId, '2026-12-02')).status).toBe(302);
    expect(await storedInvoice(invoiceId)).toMatchObject({ balanceDueOn: '2026-11-27' });
    const page = (await openInvoice(admin, invoiceId)).body;
    expect(page.schedule.map((s) => [s.kind, s.unpaidCents, s.dueOn])).toEqual([
      ['deposit', 0, '2026-11-27'],
      ['balance', 30000, '2026-11-27'],
    ]);
    // Due today: its "in 3 days" has passed; the overdue one is tomorrow at 9:00.
    expect(await waiting(invoiceId)).toEqual([['invoice-overdue', '2026-11-27', '2026-11-28T17:00:00.000Z']]);
  });

  it('Accept of a day the client asked for moves the balance as Change Info does', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await t
      .db()
      .insert(dateRequests)
      .values({ bookingId, firstChoice: '2027-01-16', secondChoice: '2027-01-23' });
    const accepted = await acceptDateRequest(bookingId, '2027-01-23', { userId: admin.id });
    expect(accepted.ok).toBe(true);
    expect(await storedInvoice(invoiceId)).toMatchObject({ balanceDueOn: '2027-01-16' });
    expect((await waiting(invoiceId)).map(([purpose, day]) => [purpose, day])).toEqual([
      ['invoice-overdue', '2026-11-27'],
      ['invoice-due-soon', '2027-01-16'],
      ['invoice-overdue', '2027-01-16'],
    ]);
  });
});

describe('a gallery of a cancelled session', () => {
  it('stays as it is, and its reminder follows its own last day', async () => {
    const { admin } = await world();
    const client = await verified(await createSignedInUser({ isClient: true }));
    const bookingId = await booking(client.email, '2026-12-20');
    const made = await createGallery(
      client.id,
      { title: 'Winter show', expiresOn: '2027-01-31', proofs: true, bookingId },
      { userId: admin.id },
    );
    if (!made.ok) throw new Error('no gallery');
    const galleryReminders = async () =>
      (
        await t
          .db()
          .select()
          .from(scheduledMessages)
          .where(
            and(eq(scheduledMessages.galleryId, made.galleryId), eq(scheduledMessages.state, 'scheduled')),
          )
      ).map((row) => [row.purpose, row.aboutDate]);
    const galleryBefore = (await t.db().select().from(galleries).where(eq(galleries.id, made.galleryId)))[0];
    expect(await galleryReminders()).toEqual([['gallery-expires', '2027-01-31']]);

    const [row] = await t.db().select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row) throw new Error('no booking');
    expect((await cancelSession(row, { userId: admin.id })).ok).toBe(true);
    expect((await t.db().select().from(galleries).where(eq(galleries.id, made.galleryId)))[0]).toEqual(
      galleryBefore,
    );
    expect(await galleryReminders()).toEqual([['gallery-expires', '2027-01-31']]);
  });
});
