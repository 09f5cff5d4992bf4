import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { addDays, type IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { contracts } from '../contracts/contracts.tables';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { outerColumn } from '../db/outer-column';
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
 * What a booking's stage is read from (decision 061): its contracts, its invoices that are not void
 * with their payments, its released galleries, each grouped by booking, and the columns that say
 * what happened, to be joined to `bookings` on the booking's id. Each other table is read once, so
 * the cost grows with the rows, not with the bookings times the tables.
 */
function stageSources(database: Db | Tx) {
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
  const facts = {
    contacted: bookings.contacted,
    cancelled: sql<boolean>`${bookings.cancelledAt} is not null`,
    lost: sql<boolean>`${bookings.lostAt} is not null`,
    contractSent: sql<boolean>`${contractFacts.bookingId} is not null`,
    contractSigned: sql<boolean>`coalesce(${contractFacts.signed}, false)`,
    invoiceSent: sql<boolean>`${invoiceFacts.bookingId} is not null`,
    depositPaid: sql<boolean>`coalesce(${invoiceFacts.depositPaid}, false)`,
    galleryReleased: sql<boolean>`${released.bookingId} is not null`,
  };
  return { contractFacts, invoiceFacts, released, facts };
}

type FactColumns = Omit<StageFacts, 'sessionDay'>;

function readFacts(row: FactColumns, sessionDay: IsoDate | null): StageFacts {
  return {
    contacted: Boolean(row.contacted),
    sessionDay,
    contractSent: Boolean(row.contractSent),
    contractSigned: Boolean(row.contractSigned),
    invoiceSent: Boolean(row.invoiceSent),
    depositPaid: Boolean(row.depositPaid),
    galleryReleased: Boolean(row.galleryReleased),
    cancelled: Boolean(row.cancelled),
    lost: Boolean(row.lost),
  };
}

/**
 * The stage of every booking `where` selects (a condition on `bookings`' columns; all of them
 * without one), in one query over the tables as they are. `db` may be a transaction; `now` sets
 * what "the session day passed" means.
 */
export async function listBookingStages(
  where?: SQL,
  { db, now = clock.now() }: { db?: Db | Tx; now?: Date } = {},
): Promise<BookingStageRow[]> {
  const database = db ?? (await getDb());
  const { contractFacts, invoiceFacts, released, facts } = stageSources(database);
  const rows = await database
    .select({ bookingId: bookings.id, sessionDay: bookings.dateScheduled, ...facts })
    .from(bookings)
    .leftJoin(contractFacts, eq(contractFacts.bookingId, bookings.id))
    .leftJoin(invoiceFacts, eq(invoiceFacts.bookingId, bookings.id))
    .leftJoin(released, eq(released.bookingId, bookings.id))
    .where(where);
  const today = businessToday(now);
  return rows.map((row) => {
    const stageFacts = readFacts(row, row.sessionDay as IsoDate | null);
    return {
      bookingId: row.bookingId,
      stage: bookingStage(stageFacts, today),
      reachedBooked: reachedBooked(stageFacts),
      facts: stageFacts,
    };
  });
}

/** What `tallyBookingStages` counts by: SQL expressions on `bookings`' columns, by name. */
type TallyKeys = Record<string, SQL<unknown>>;
type KeyValues<K extends TallyKeys> = { [P in keyof K]: K[P] extends SQL<infer T> ? T : never };

/** How many bookings share the values of the keys, the stage and whether they reached Booked. */
export interface StageTally<K extends TallyKeys> {
  key: KeyValues<K>;
  stage: BookingStage;
  reachedBooked: boolean;
  count: number;
}

/**
 * The bookings `where` selects, counted by `keys` and by stage, for the reports: the database
 * groups them by what their stage is read from, so a year of requests comes back as a few hundred
 * rows, not one per booking (a row costs more to hand over than to compute, on the embedded
 * database most of all). The stage is still decided here, by `bookingStage`: of the session's day
 * it needs only whether there is one and whether it has passed, so each group gets a day that
 * answers the same (yesterday, or today).
 */
export async function tallyBookingStages<K extends TallyKeys>(
  keys: K,
  where?: SQL,
  { now = clock.now() }: { now?: Date } = {},
): Promise<StageTally<K>[]> {
  const database = await getDb();
  const today = businessToday(now);
  const { contractFacts, invoiceFacts, released, facts } = stageSources(database);
  // The keys under names of their own: a key may be called as a fact is ('cancelled').
  const keyFields = Object.fromEntries(Object.entries(keys).map(([name, value]) => [`key_${name}`, value]));
  const fields = {
    ...keyFields,
    ...facts,
    hasSession: sql<boolean>`${bookings.dateScheduled} is not null`,
    sessionPassed: sql<boolean>`coalesce(${bookings.dateScheduled} < ${today}::date, false)`,
  };
  // By position: an expression with a parameter, written again, is not the same expression to
  // PostgreSQL.
  const positions = sql.raw(
    Object.keys(fields)
      .map((_, i) => String(i + 1))
      .join(', '),
  );
  const rows = (await database
    .select({ ...fields, n: sql<number>`count(*)::int` })
    .from(bookings)
    .leftJoin(contractFacts, eq(contractFacts.bookingId, bookings.id))
    .leftJoin(invoiceFacts, eq(invoiceFacts.bookingId, bookings.id))
    .leftJoin(released, eq(released.bookingId, bookings.id))
    .where(where)
    .groupBy(positions)) as unknown as (FactColumns & {
    hasSession: boolean;
    sessionPassed: boolean;
    n: number;
  } & Record<string, unknown>)[];
  const yesterday = addDays(today, -1);
  // Groups whose facts differ may share a stage: one row each for the keys, stage and Booked.
  const tallies = new Map<string, StageTally<K>>();
  for (const row of rows) {
    const sessionDay = row.hasSession ? (row.sessionPassed ? yesterday : today) : null;
    const stageFacts = readFacts(row, sessionDay);
    const key = Object.fromEntries(
      Object.keys(keys).map((name) => [name, row[`key_${name}`]]),
    ) as KeyValues<K>;
    const tally = { key, stage: bookingStage(stageFacts, today), reachedBooked: reachedBooked(stageFacts) };
    const id = JSON.stringify([key, tally.stage, tally.reachedBooked]);
    const seen = tallies.get(id);
    if (seen) seen.count += Number(row.n);
    else tallies.set(id, { ...tally, count: Number(row.n) });
  }
  return [...tallies.values()];
}

/**
 * How many bookings are at stage New, as one number the database counts (Admin Home's button, on
 * every view): New is the stage of a booking nothing has happened to (`bookingStage`; its test
 * holds that no fact leaves a booking New), so each fact is a `not` here, answered by an index on
 * the booking's id, never by reading a booking out. Today lists the same requests by the rule
 * itself (`newRequestIds`).
 */
export function newBookingsCount(): SQL<number> {
  return sql<number>`(select count(*)::int from ${bookings}
    where not ${bookings.contacted} and ${bookings.dateScheduled} is null
      and ${bookings.cancelledAt} is null and ${bookings.lostAt} is null
      and not exists (select from ${contracts} where ${contracts.bookingId} = ${outerColumn(bookings.id)})
      and not exists (select from ${invoices}
        where ${invoices.bookingId} = ${outerColumn(bookings.id)} and ${invoices.voidedAt} is null)
      and not exists (select from ${galleries}
        where ${galleries.bookingId} = ${outerColumn(bookings.id)} and ${galleries.state} = 'released'))`;
}

/** One booking's stage; undefined when there is no such booking. */
export async function getBookingStage(
  bookingId: number,
  options: { db?: Db | Tx; now?: Date } = {},
): Promise<BookingStageRow | undefined> {
  const [row] = await listBookingStages(eq(bookings.id, bookingId), options);
  return row;
}
