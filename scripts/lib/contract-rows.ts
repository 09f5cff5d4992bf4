import crypto from 'node:crypto';
import { contracts } from '../../app/contracts/contracts.tables';
import type { Db } from '../../app/db/client.server';

/**
 * Rows for tests that start from a contract already sent (PRODUCT §17), written straight to the
 * database; its booking is `insertTestBooking`'s (test-bookings.ts).
 */

/** A contract sent for `bookingId` with `text` as it was rendered, its hash as sending stores it. */
export async function insertSentContract(
  db: Db,
  bookingId: number,
  title: string,
  text: string,
): Promise<number> {
  const [row] = await db
    .insert(contracts)
    .values({ bookingId, title, text, textSha256: crypto.createHash('sha256').update(text).digest('hex') })
    .returning({ id: contracts.id });
  if (!row) throw new Error('no contract');
  return row.id;
}
