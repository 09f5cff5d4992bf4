import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { addDays, type IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { questionnaires } from '../client-sessions/questionnaires.tables';
import { contracts } from '../contracts/contracts.tables';
import { getDb } from '../db/db.server';
import { outerColumn } from '../db/outer-column';
import { galleries } from '../galleries/galleries.tables';
import { pictures } from '../galleries/pictures.tables';
import type { InvoiceSummary } from '../invoices/invoice-views';
import { listInvoicesDueBefore, listInvoicesOfBookings } from '../invoices/invoices.server';
import { overdueInvoicesCount } from '../invoices/overdue-count.server';
import { newBookingsCount } from '../stages/booking-stages.server';
import {
  contractWaitDays,
  type OverdueInvoices,
  type TodayData,
  timeAgo,
  todayWindowDays,
  type UpcomingSessionLine,
} from './today';
import { newRequestIds } from './today-requests.server';

/**
 * Admin Home's Today (PRODUCT §2 Admin Home): what needs the owner, read from the tables as they
 * are, each part one indexed query. Days are the business's; "within 7 days" is from today to
 * the same weekday next week, both included.
 */

/** How many lines a section lists; its heading still counts them all. */
const linesShown = 20;

async function newRequests(now: Date): Promise<TodayData['newRequests']> {
  const ids = await newRequestIds(now);
  if (ids.length === 0) return { count: 0, lines: [] };
  const db = await getDb();
  const rows = await db
    .select({
      bookingId: bookings.id,
      name: bookings.name,
      session: bookings.session,
      location: bookings.location,
      requestedOn: bookings.dateBooked,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids))
    // The one waiting longest first: it is the one to answer first.
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(linesShown);
  return {
    count: ids.length,
    lines: rows.map(({ createdAt, ...row }) => ({ ...row, ago: timeAgo(createdAt, now) })),
  };
}

/** Contracts sent at least three days ago and still unsigned, for sessions not cancelled. */
async function unsignedContracts(now: Date) {
  const db = await getDb();
  const sentBefore = new Date(now.getTime() - contractWaitDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ bookingId: bookings.id, name: bookings.name, title: contracts.title, sentAt: contracts.sentAt })
    .from(contracts)
    .innerJoin(bookings, eq(bookings.id, contracts.bookingId))
    .where(and(isNull(contracts.signedAt), lte(contracts.sentAt, sentBefore), isNull(bookings.cancelledAt)))
    .orderBy(asc(contracts.sentAt))
    .limit(linesShown);
  return rows.map(({ sentAt, ...row }) => ({ ...row, sentOn: businessToday(sentAt) }));
}

/** Sessions of the coming week, with whether the client filled in the questionnaire. */
async function weekSessions(today: IsoDate) {
  const db = await getDb();
  const rows = await db
    .select({
      bookingId: bookings.id,
      name: bookings.name,
      session: bookings.session,
      location: bookings.location,
      on: bookings.dateScheduled,
      questionnaireFilled: sql<boolean>`${questionnaires.bookingId} is not null`,
    })
    .from(bookings)
    .leftJoin(questionnaires, eq(questionnaires.bookingId, bookings.id))
    .where(
      and(gte(bookings.dateScheduled, today), lte(bookings.dateScheduled, addDays(today, todayWindowDays))),
    )
    .orderBy(asc(bookings.dateScheduled), asc(bookings.id));
  // The query asks for a date, so it is there.
  return rows.map((row) => ({ ...row, on: row.on ?? today }));
}

/** Whether each booking's deposit is paid: on its newest invoice that is not void. */
function depositOf(bookingId: number, invoices: InvoiceSummary[]): UpcomingSessionLine['deposit'] {
  // Newest first (invoiceSummaries' order), so the first is the one the client was last sent.
  const invoice = invoices.find((i) => i.booking.id === bookingId && i.status !== 'Void');
  if (!invoice) return 'none';
  const deposit = invoice.schedule[0];
  return deposit && deposit.unpaidCents > 0 ? 'unpaid' : 'paid';
}

/** What is overdue on every invoice: the unpaid part of each instalment past its due day. */
export async function overdueInvoices(today: IsoDate): Promise<OverdueInvoices> {
  const candidates = await listInvoicesDueBefore(today);
  const late = candidates
    .map((invoice) => invoice.schedule.filter((s) => s.overdue).reduce((sum, s) => sum + s.unpaidCents, 0))
    .filter((cents) => cents > 0);
  return { cents: late.reduce((sum, cents) => sum + cents, 0), count: late.length };
}

/** Proofing galleries whose client has sent a selection: the pictures to edit, then release. */
async function selections(now: Date) {
  const db = await getDb();
  const rows = await db
    .select({
      galleryId: galleries.id,
      client: users.name,
      title: galleries.title,
      chosen: sql<number>`(select count(*)::int from ${pictures} where ${pictures.galleryId} = ${outerColumn(galleries.id)} and ${pictures.favourite})`,
      sentAt: galleries.selectionSentAt,
    })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.userId))
    .where(and(eq(galleries.state, 'proofing'), isNotNull(galleries.selectionSentAt)))
    .orderBy(asc(galleries.selectionSentAt))
    .limit(linesShown);
  // The query asks for a sent selection, so sentAt is there.
  return rows.map(({ sentAt, ...row }) => ({
    ...row,
    chosen: Number(row.chosen),
    sentOn: businessToday(sentAt ?? now),
  }));
}

/** Galleries whose last day is within the week: the client may want more time, or a reminder. */
async function expiringGalleries(today: IsoDate) {
  const db = await getDb();
  const rows = await db
    .select({
      galleryId: galleries.id,
      userId: galleries.userId,
      client: users.name,
      title: galleries.title,
      expiresOn: galleries.expiresOn,
    })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.userId))
    .where(and(gte(galleries.expiresOn, today), lte(galleries.expiresOn, addDays(today, todayWindowDays))))
    .orderBy(asc(galleries.expiresOn))
    .limit(linesShown);
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn ?? today }));
}

export async function loadToday(now: Date = clock.now()): Promise<TodayData> {
  const today = businessToday(now);
  const [requests, contractsWaiting, sessions, overdue, chosen, expiring] = await Promise.all([
    newRequests(now),
    unsignedContracts(now),
    weekSessions(today),
    overdueInvoices(today),
    selections(now),
    expiringGalleries(today),
  ]);
  const invoices = await listInvoicesOfBookings(
    sessions.map((s) => s.bookingId),
    today,
  );
  return {
    newRequests: requests,
    unsignedContracts: contractsWaiting,
    emptyQuestionnaires: sessions
      .filter((s) => !s.questionnaireFilled)
      .map((s) => ({ bookingId: s.bookingId, name: s.name, sessionOn: s.on })),
    overdue,
    selections: chosen,
    sessions: sessions.map((s) => ({ ...s, deposit: depositOf(s.bookingId, invoices) })),
    expiringGalleries: expiring,
  };
}

/**
 * The counts Admin Home's buttons show on every view: "Show Booking Requests (2 new)". One query
 * that answers two numbers: the buttons need no booking or invoice read out (decision 072).
 */
export async function viewButtonCounts(now: Date = clock.now()) {
  const db = await getDb();
  const result = await db.execute(
    sql`select ${newBookingsCount()} as "newBookings", ${overdueInvoicesCount(businessToday(now))} as "overdueInvoices"`,
  );
  // Both drivers answer `execute` with `rows`; the Db type leaves the result unknown.
  const [row] = (result as unknown as { rows: { newBookings: number; overdueInvoices: number }[] }).rows;
  return { newBookings: Number(row?.newBookings ?? 0), overdueInvoices: Number(row?.overdueInvoices ?? 0) };
}

/** The same counts read off Today, which has already asked for both. */
export function buttonCountsOf(today: TodayData | null) {
  return { newBookings: today?.newRequests.count ?? 0, overdueInvoices: today?.overdue.count ?? 0 };
}
