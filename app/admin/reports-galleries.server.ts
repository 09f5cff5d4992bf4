import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { businessTimeZone } from '../business-time/business-time.server';
import type { IsoMonth } from '../business-time/month-grid';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import { pictureDownloads } from '../galleries/picture-downloads.tables';
import { bookingHistory } from '../history/history.tables';
import { orders } from '../shop/shop.tables';
import type { GalleryMonth } from './reports';

/** Grouped by the month, the first column: its time zone is a parameter, so repeating the
 * expression would not be the same expression to PostgreSQL. */
const byFirstColumn = sql`1`;

/**
 * Show Reports' galleries and shop (PRODUCT §2 Admin Home, Reports), month by month in the
 * business's zone. A gallery's release is read from its session's history (the gallery keeps no
 * day of its own), so a gallery without a session is not counted among the released.
 */

async function countByMonth(at: PgColumn, from: SQL, where?: SQL) {
  const db = await getDb();
  const month = sql<string>`to_char(${at} at time zone ${businessTimeZone()}, 'YYYY-MM')`;
  const table = at.table;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(gte(at, from), where))
    .groupBy(byFirstColumn);
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}

export async function galleriesByMonth(months: IsoMonth[]): Promise<GalleryMonth[]> {
  const db = await getDb();
  const tz = businessTimeZone();
  const from = sql`(${`${months[0]}-01`}::timestamp at time zone ${tz})`;
  const orderMonth = sql<string>`to_char(${orders.createdAt} at time zone ${tz}, 'YYYY-MM')`;
  const downloadMonth = sql<string>`to_char(${pictureDownloads.day}, 'YYYY-MM')`;
  const [released, opened, sent, sold, downloaded] = await Promise.all([
    countByMonth(bookingHistory.at, from, eq(bookingHistory.what, 'gallery-released')),
    countByMonth(galleries.openedAt, from),
    countByMonth(galleries.selectionSentAt, from),
    db
      .select({
        month: orderMonth,
        n: sql<number>`count(*)::int`,
        cents: sql<number>`sum(${orders.subtotalCents})::int`,
      })
      .from(orders)
      .where(gte(orders.createdAt, from))
      .groupBy(byFirstColumn),
    db
      .select({ month: downloadMonth, n: sql<number>`sum(${pictureDownloads.pictures})::int` })
      .from(pictureDownloads)
      .where(gte(pictureDownloads.day, `${months[0]}-01`))
      .groupBy(downloadMonth),
  ]);
  const downloadedOf = new Map(downloaded.map((row) => [row.month, Number(row.n)]));
  const soldOf = new Map(sold.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    released: released.get(month) ?? 0,
    opened: opened.get(month) ?? 0,
    selectionsSent: sent.get(month) ?? 0,
    picturesDownloaded: downloadedOf.get(month) ?? 0,
    orders: Number(soldOf.get(month)?.n ?? 0),
    orderRevenueCents: Number(soldOf.get(month)?.cents ?? 0),
  }));
}
