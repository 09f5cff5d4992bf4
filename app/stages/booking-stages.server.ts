import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { contracts } from '../contracts/contracts.tables';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import { invoicePayments, invoices } from '../invoices/invoices.tables';
import { type BookingStage, bookingStage, reachedBooked, type StageFacts } from './booking-stage';

/** A booking's stage with the facts it was read from (decision 061). */
export interface BookingStageRow {
  bookingId: number;
  stage: BookingStage;
  /** It reached Booked (contract signed or deposit paid), whatever its stage is now. */
  reachedBooked: boolean;
  facts: StageFacts;
}

/**
 * The stage of every booking `where` selects (a condition on `bookings`' columns; all of them
 * without one), in one query over the tables as they are: the booking's own columns, its
 * contracts, its invoices that are not void with their payments, its released galleries. Each
 * other table is read once, grouped by booking, so the cost grows with the rows, not with the
 * bookings times the tables (decision 061). `db` may be a transaction; `now` sets what "the
 * session day passed" means.
 */
export async function listBookingStages(
  where?: SQL,
  { db, now = clock.now() }: { db?: Db | Tx; now?: Date } = {},
): Promise<BookingStageRow[]> {
  const database = db ?? (await getDb());
  const contractFacts = database
    .select({
      bookingId: contracts.bookingId,
      signed: sql<boolean>`bool_or(${contracts.signedAt} is not null)`.as('signed'),
    })
    .from(contracts)
    .groupBy(contracts.bookingId)
    .as('contract_facts');
  const paid = database
    .select({
      invoiceId: invoicePayments.invoiceId,
      cents: sql<number>`sum(${invoicePayments.amountCents})`.as('cents'),
    })
    .from(invoicePayments)
    .where(isNull(invoicePayments.voidedAt))
    .groupBy(invoicePayments.invoiceId)
    .as('paid');
  // A deposit of 0 % is paid by the first payment: the client paid something.
  const invoiceFacts = database
    .select({
      bookingId: invoices.bookingId,
      depositPaid:
        sql<boolean>`bool_or(coalesce(${paid.cents}, 0) >= greatest(${invoices.depositCents}, 1))`.as(
          'deposit_paid',
        ),
    })
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .where(isNull(invoices.voidedAt))
    .groupBy(invoices.bookingId)
    .as('invoice_facts');
  const released = database
    .selectDistinct({ bookingId: sql<number>`${galleries.bookingId}`.as('released_booking_id') })
    .from(galleries)
    .where(and(eq(galleries.state, 'released'), isNotNull(galleries.bookingId)))
    .as('released');
  const rows = await database
    .select({
      bookingId: bookings.id,
      contacted: bookings.contacted,
      sessionDay: bookings.dateScheduled,
      cancelled: sql<boolean>`${bookings.cancelledAt} is not null`,
      lost: sql<boolean>`${bookings.lostAt} is not null`,
      contractSent: sql<boolean>`${contractFacts.bookingId} is not null`,
      contractSigned: sql<boolean>`coalesce(${contractFacts.signed}, false)`,
      invoiceSent: sql<boolean>`${invoiceFacts.bookingId} is not null`,
      depositPaid: sql<boolean>`coalesce(${invoiceFacts.depositPaid}, false)`,
      galleryReleased: sql<boolean>`${released.bookingId} is not null`,
    })
    .from(bookings)
    .leftJoin(contractFacts, eq(contractFacts.bookingId, bookings.id))
    .leftJoin(invoiceFacts, eq(invoiceFacts.bookingId, bookings.id))
    .leftJoin(released, eq(released.bookingId, bookings.id))
    .where(where);
  const today = businessToday(now);
  return rows.map(({ bookingId, ...row }) => {
    const facts: StageFacts = {
      contacted: row.contacted,
      sessionDay: row.sessionDay as IsoDate | null,
      contractSent: Boolean(row.contractSent),
      contractSigned: Boolean(row.contractSigned),
      invoiceSent: Boolean(row.invoiceSent),
      depositPaid: Boolean(row.depositPaid),
      galleryReleased: Boolean(row.galleryReleased),
      cancelled: Boolean(row.cancelled),
      lost: Boolean(row.lost),
    };
    return { bookingId, stage: bookingStage(facts, today), reachedBooked: reachedBooked(facts), facts };
  });
}

/** One booking's stage; undefined when there is no such booking. */
export async function getBookingStage(
  bookingId: number,
  options: { db?: Db | Tx; now?: Date } = {},
): Promise<BookingStageRow | undefined> {
  const [row] = await listBookingStages(eq(bookings.id, bookingId), options);
  return row;
}
