import { gte, min, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import type { IsoMonth } from '../business-time/month-grid';
import { getDb } from '../db/db.server';
import { invoicePayments } from '../invoices/invoices.tables';
import { tallyBookingStages } from '../stages/booking-stages.server';
import { type ReportsData, type RequestCounts, reportMonths, type SourceCounts } from './reports';
import { galleriesByMonth } from './reports-galleries.server';
import { moneyByMonth } from './reports-money.server';

/**
 * Admin Home → Show Reports (PRODUCT §2 Admin Home, Reports): the last 12 months of requests,
 * where they came from, money, galleries and the shop, each counted from the tables as they are
 * (no totals kept beside them that could drift).
 */

const zero = (): RequestCounts => ({ requests: 0, scheduled: 0, cancelled: 0, lost: 0, booked: 0 });

function add(
  counts: RequestCounts,
  row: { scheduled: boolean; cancelled: boolean; lost: boolean; booked: boolean },
  n: number,
) {
  counts.requests += n;
  if (row.scheduled) counts.scheduled += n;
  if (row.cancelled) counts.cancelled += n;
  if (row.lost) counts.lost += n;
  if (row.booked) counts.booked += n;
}

/**
 * The requests sent in the months (by the day each was sent), and how each fared since: a
 * request counts in the month it came, whenever it was scheduled, booked or lost. Counted by the
 * database in groups (tallyBookingStages), each group's stage by the one rule.
 */
async function requestsReport(months: IsoMonth[], now: Date) {
  const groups = await tallyBookingStages(
    {
      month: sql<string>`to_char(${bookings.dateBooked}, 'YYYY-MM')`,
      session: sql<string>`${bookings.session}`,
      source: sql<string | null>`${bookings.hearAbout}`,
      // A cancelled session loses its date but keeps the day it was on: it was scheduled.
      scheduled: sql<boolean>`(${bookings.dateScheduled} is not null or ${bookings.cancelledDate} is not null)`,
      cancelled: sql<boolean>`(${bookings.cancelledAt} is not null)`,
    },
    gte(bookings.dateBooked, `${months[0]}-01`),
    { now },
  );
  const byMonth = new Map(months.map((month) => [month, zero()]));
  const bySession = new Map<string, RequestCounts>();
  const bySource = new Map<string | null, SourceCounts>();
  for (const { key, stage, reachedBooked, count } of groups) {
    // Became Booked: the client committed (contract signed or deposit paid), or the session went
    // ahead (shot, delivered) without either, whatever happened afterwards (decision 061).
    const booked = reachedBooked || stage === 'shot' || stage === 'delivered';
    const facts = {
      scheduled: Boolean(key.scheduled),
      cancelled: Boolean(key.cancelled),
      lost: stage === 'lost',
      booked,
    };
    const month = byMonth.get(key.month);
    if (month) add(month, facts, count);
    const session = bySession.get(key.session) ?? zero();
    add(session, facts, count);
    bySession.set(key.session, session);
    const source = bySource.get(key.source) ?? { source: key.source, requests: 0, booked: 0 };
    source.requests += count;
    if (booked) source.booked += count;
    bySource.set(key.source, source);
  }
  return {
    requestsByMonth: months.map((month) => ({ month, ...(byMonth.get(month) ?? zero()) })),
    bySessionType: [...bySession.entries()]
      .map(([session, counts]) => ({ session, ...counts }))
      .sort((a, b) => b.requests - a.requests || a.session.localeCompare(b.session)),
    // Most requests first; "Not given" last, whatever its count.
    sources: [...bySource.values()].sort(
      (a, b) =>
        Number(a.source === null) - Number(b.source === null) ||
        b.requests - a.requests ||
        (a.source ?? '').localeCompare(b.source ?? ''),
    ),
  };
}

/** The years the CSV downloads offer: from the first request or payment to this one. */
async function reportYears(thisYear: number): Promise<number[]> {
  const db = await getDb();
  const [[firstBooking], [firstPayment]] = await Promise.all([
    db.select({ day: min(bookings.dateBooked) }).from(bookings),
    db.select({ day: min(invoicePayments.paidOn) }).from(invoicePayments),
  ]);
  const firstYears = [firstBooking?.day, firstPayment?.day]
    .filter((day): day is string => typeof day === 'string')
    .map((day) => Number(day.slice(0, 4)));
  const first = Math.min(thisYear, ...firstYears);
  return Array.from({ length: thisYear - first + 1 }, (_, i) => thisYear - i);
}

export async function loadReports(now: Date = clock.now()): Promise<ReportsData> {
  const today = businessToday(now);
  const months = reportMonths(today);
  const [requests, money, galleries, years] = await Promise.all([
    requestsReport(months, now),
    moneyByMonth(months),
    galleriesByMonth(months),
    reportYears(Number(today.slice(0, 4))),
  ]);
  return { months, years, ...requests, money, galleries };
}
