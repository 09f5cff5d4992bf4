import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportsData } from '../../app/admin/reports';
import { loadReports } from '../../app/admin/reports.server';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { galleries } from '../../app/galleries/galleries.tables';
import { bookingHistory } from '../../app/history/history.tables';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { loader as adminHomeLoader } from '../../app/routes/admin-home';
import { loader as bookingsCsvLoader } from '../../app/routes/report-bookings-csv';
import { loader as paymentsCsvLoader } from '../../app/routes/report-payments-csv';
import { orders } from '../../app/shop/shop.tables';
import { call, routeArgs, siteRequest } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Admin Home → Show Reports and its CSVs (PRODUCT §2 Admin Home, Reports) from a real database.
 * Today is Saturday 28 November 2026 in Los Angeles: the months are December 2025 to November 2026.
 * Each expected number is worked out below from the rows the test writes.
 */

const t = setupTestDatabase();
const now = new Date('2026-11-28T18:00:00Z');
let admin: TestUser;
let reports: ReportsData;

let invoiceCount = 0;
async function invoice(bookingId: number, totalCents: number, createdAt: Date, voided = false) {
  invoiceCount += 1;
  const depositCents = Math.round(totalCents * 0.3);
  const [row] = await t
    .db()
    .insert(invoices)
    .values({
      bookingId,
      number: `INV-2026-${String(invoiceCount).padStart(4, '0')}`,
      totalCents,
      depositPercent: 30,
      depositCents,
      depositDueOn: '2026-11-01',
      balanceCents: totalCents - depositCents,
      balanceDueOn: '2026-12-01',
      createdAt,
      voidedAt: voided ? createdAt : null,
    })
    .returning();
  if (!row) throw new Error('no invoice');
  return row.id;
}

const address = {
  firstName: 'A',
  lastName: 'B',
  address: '1 Road',
  address2: '',
  state: 'CA',
  zip: '95814',
  country: 'US',
};

beforeAll(async () => {
  setClock(now);
  const db = t.db();
  await db.delete(bookings);
  admin = await createSignedInUser({ isAdmin: true });
  // November: two requests from Instagram, one scheduled, one scheduled and then cancelled.
  const portrait = await insertTestBooking(db, {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    session: 'Equine portrait',
    hearAbout: 'instagram',
    dateBooked: '2026-11-03',
    dateScheduled: '2026-12-10',
  });
  await insertTestBooking(db, {
    name: '=cmd|Evil, "Jr"',
    session: 'Equine portrait',
    hearAbout: 'instagram',
    dateBooked: '2026-11-20',
    // Cancelled on November 25 in Los Angeles (17:00 there).
    cancelledAt: new Date('2026-11-26T01:00:00Z'),
    cancelledDate: '2026-12-01',
  });
  // October: an event, no source given, not scheduled.
  const event = await insertTestBooking(db, {
    name: 'Tom Fry',
    session: 'Event',
    hearAbout: null,
    dateBooked: '2026-10-15',
  });
  // October too: lost on price.
  await insertTestBooking(db, {
    name: 'Lou Lost',
    session: 'Event',
    hearAbout: 'facebook',
    dateBooked: '2026-10-20',
    lostAt: new Date('2026-10-25T18:00:00Z'),
    lostReason: 'price',
  });
  // A year ago: before the 12 months.
  await insertTestBooking(db, { session: 'Event', hearAbout: 'facebook', dateBooked: '2025-11-30' });

  // Invoiced in October: $450 (October 31, 13:00 there) and $200 (October 31, 23:00 there,
  // November 1 in UTC). In November: $250; a void $300 counts nowhere.
  const first = await invoice(portrait.id, 45000, new Date('2026-10-31T20:00:00Z'));
  await invoice(portrait.id, 20000, new Date('2026-11-01T06:00:00Z'));
  await invoice(event.id, 30000, new Date('2026-11-10T18:00:00Z'), true);
  await invoice(event.id, 25000, new Date('2026-11-15T18:00:00Z'));
  // Collected: $135 cash on October 31, $100 by check on November 5; a voided $50 counts nowhere.
  await db.insert(invoicePayments).values([
    { invoiceId: first, amountCents: 13500, method: 'Cash', paidOn: '2026-10-31', note: '+deposit' },
    { invoiceId: first, amountCents: 10000, method: 'Check', paidOn: '2026-11-05' },
    {
      invoiceId: first,
      amountCents: 5000,
      method: 'Cash',
      paidOn: '2026-11-06',
      voidedAt: new Date('2026-11-07T18:00:00Z'),
    },
  ]);

  // Galleries: released November 2 and opened November 3; a selection sent October 20.
  const client = await createSignedInUser({ isClient: true });
  await db.insert(galleries).values([
    {
      id: crypto.randomUUID(),
      userId: client.id,
      bookingId: portrait.id,
      title: 'Spring',
      state: 'released',
      openedAt: new Date('2026-11-03T18:00:00Z'),
    },
    {
      id: crypto.randomUUID(),
      userId: client.id,
      title: 'Show',
      state: 'proofing',
      selectionSentAt: new Date('2026-10-20T18:00:00Z'),
    },
  ]);
  await db.insert(bookingHistory).values({
    bookingId: portrait.id,
    what: 'gallery-released',
    facts: { title: 'Spring' },
    by: 'system',
    at: new Date('2026-11-02T18:00:00Z'),
  });
  // One shop order in November: $60 before tax.
  await db.insert(orders).values({
    publicId: 'ABCDEFGHIJKLMNO',
    draftId: 'draft-1',
    userId: client.id,
    email: client.email,
    billing: address,
    shipping: address,
    ccName: 'A B',
    last4Digits: '4242',
    ccExpiration: '12/30',
    taxState: 'CA',
    taxRate: 7250,
    subtotalCents: 6000,
    taxCents: 435,
    totalCents: 6435,
    createdAt: new Date('2026-11-12T18:00:00Z'),
  });
  reports = await loadReports();
});
afterEach(() => setClock(now));
afterAll(() => resetClock());

const month = <T extends { month: string }>(rows: T[], m: string) => rows.find((row) => row.month === m);

describe('Show Reports', () => {
  it('covers the last 12 months, this one last, and offers the years from the first request', () => {
    expect(reports.months[0]).toBe('2025-12');
    expect(reports.months.at(-1)).toBe('2026-11');
    expect(reports.months).toHaveLength(12);
    expect(reports.years).toEqual([2026, 2025]);
  });

  it('counts requests in the month they were sent, with how they fared, by session type and source', () => {
    // Ana's deposit ($135 of $450) is paid: Booked (then Delivered); the other was cancelled.
    expect(month(reports.requestsByMonth, '2026-11')).toEqual({
      month: '2026-11',
      requests: 2,
      scheduled: 2,
      cancelled: 1,
      lost: 0,
      booked: 1,
    });
    // Tom's invoice is unpaid (Proposal sent); Lou was lost.
    expect(month(reports.requestsByMonth, '2026-10')).toEqual({
      month: '2026-10',
      requests: 2,
      scheduled: 0,
      cancelled: 0,
      lost: 1,
      booked: 0,
    });
    expect(month(reports.requestsByMonth, '2026-09')).toMatchObject({ requests: 0 });
    expect(
      reports.bySessionType.map((s) => [s.session, s.requests, s.scheduled, s.cancelled, s.lost, s.booked]),
    ).toEqual([
      ['Equine portrait', 2, 2, 1, 0, 1],
      ['Event', 2, 0, 0, 1, 0],
    ]);
    // Most requests first, "not given" last.
    expect(reports.sources).toEqual([
      { source: 'instagram', requests: 2, booked: 1 },
      { source: 'facebook', requests: 1, booked: 0 },
      { source: null, requests: 1, booked: 0 },
    ]);
  });

  it("counts money in the business's months: invoiced, collected by method, outstanding at month end", () => {
    const october = month(reports.money, '2026-10');
    const november = month(reports.money, '2026-11');
    expect(october).toEqual({
      month: '2026-10',
      invoicedCents: 65000,
      collected: { Cash: 13500, Check: 0, 'Bank transfer': 0, Other: 0 },
      // $450 + $200 invoiced by October 31, $135 paid.
      outstandingCents: 51500,
    });
    expect(november).toEqual({
      month: '2026-11',
      invoicedCents: 25000,
      collected: { Cash: 0, Check: 10000, 'Bank transfer': 0, Other: 0 },
      // $650 + $250 invoiced, $135 + $100 paid.
      outstandingCents: 66500,
    });
    expect(month(reports.money, '2026-09')?.outstandingCents).toBe(0);
  });

  it('counts galleries released, opened and selections sent, and shop orders with their revenue', () => {
    expect(month(reports.galleries, '2026-11')).toEqual({
      month: '2026-11',
      released: 1,
      opened: 1,
      selectionsSent: 0,
      // Downloads are counted in tests/integration/picture-downloads.test.ts.
      picturesDownloaded: 0,
      orders: 1,
      orderRevenueCents: 6000,
    });
    expect(month(reports.galleries, '2026-10')).toMatchObject({ released: 0, opened: 0, selectionsSent: 1 });
  });

  it('is for admins only', async () => {
    const client = await createSignedInUser({ isClient: true });
    for (const who of [null, client]) {
      const answer = await call(adminHomeLoader, '/adminHome?view=reports', who);
      expect(answer.status).toBe(403);
    }
  });
});

type CsvLoader = (args: never) => Promise<Response>;

async function csv(loader: CsvLoader, path: string, who: TestUser | null) {
  const request = siteRequest(path, { cookie: who?.cookie });
  try {
    const response = await loader(routeArgs<CsvLoader>(request));
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark, kept as bytes: a decoder would drop it.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { status: response.status, headers: response.headers, text, bom };
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status ?? 0;
    return { status, headers: null, text: '', bom: false };
  }
}

describe('the CSV downloads', () => {
  it("Download payments: the year's payments that count, by day paid, RFC 4180", async () => {
    const answer = await csv(paymentsCsvLoader, '/reports/payments.csv?year=2026', admin);
    expect(answer.status).toBe(200);
    expect(answer.headers?.get('Content-Type')).toContain('text/csv');
    expect(answer.headers?.get('Content-Disposition')).toBe('attachment; filename="payments-2026.csv"');
    expect(answer.bom).toBe(true);
    expect(answer.text).toBe(
      '\uFEFFPaid on,Invoice,Client,Email,Session type,Method,Amount (USD),Note\r\n' +
        "2026-10-31,INV-2026-0001,Ana Ruiz,ana@example.com,Equine portrait,Cash,135.00,'+deposit\r\n" +
        '2026-11-05,INV-2026-0001,Ana Ruiz,ana@example.com,Equine portrait,Check,100.00,\r\n',
    );
    const lastYear = await csv(paymentsCsvLoader, '/reports/payments.csv?year=2025', admin);
    expect(lastYear.text).toBe(
      '\uFEFFPaid on,Invoice,Client,Email,Session type,Method,Amount (USD),Note\r\n',
    );
  });

  it("Download bookings: the year's requests with what was invoiced and paid, a formula made text", async () => {
    const answer = await csv(bookingsCsvLoader, '/reports/bookings.csv?year=2026', admin);
    expect(answer.status).toBe(200);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFRequest sent,Name,Email,Phone,Session type,Place,How they heard about us,Stage,Scheduled for,Cancelled on,Invoiced (USD),Paid (USD)',
    );
    expect(lines.slice(1)).toEqual([
      '2026-10-15,Tom Fry,tyler@example.com,916-555-0100,Event,"Elk Grove, CA",Not given,Proposal sent,,,250.00,0.00',
      '2026-10-20,Lou Lost,tyler@example.com,916-555-0100,Event,"Elk Grove, CA",Facebook,Lost,,,0.00,0.00',
      '2026-11-03,Ana Ruiz,ana@example.com,916-555-0100,Equine portrait,"Elk Grove, CA",Instagram,Delivered,2026-12-10,,650.00,235.00',
      `2026-11-20,"'=cmd|Evil, ""Jr""",tyler@example.com,916-555-0100,Equine portrait,"Elk Grove, CA",Instagram,Cancelled,,2026-11-25,0.00,0.00`,
      '',
    ]);
  });

  it('answers 403 to anyone but an admin, and 404 to a year that is not one', async () => {
    const client = await createSignedInUser({ isClient: true });
    for (const loader of [paymentsCsvLoader, bookingsCsvLoader] as CsvLoader[]) {
      expect((await csv(loader, '/reports/payments.csv?year=2026', null)).status).toBe(403);
      expect((await csv(loader, '/reports/payments.csv?year=2026', client)).status).toBe(403);
      for (const year of ['', '26', '1999', '2026x']) {
        expect((await csv(loader, `/reports/payments.csv?year=${year}`, admin)).status).toBe(404);
      }
    }
  });
});
