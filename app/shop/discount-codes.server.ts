import { count, eq, sql } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import type { Db, Tx } from '../db/client.server';
import { sumCents } from '../money/money';
import type { ServiceResult } from '../results/service-result';
import { type CodeRow, discountCodes, discountCodeUses } from './discount-codes.tables';
import { checkDiscount, type DiscountCodeRule, type DiscountRefusal, normaliseCode } from './discount-rules';

/**
 * PRODUCT §21 Codes at checkout (decision 067): a code checked against the order as it stands, and
 * redeemed in the order's own transaction. The code's row is locked (FOR UPDATE) while its uses are
 * counted and the use is written, so two checkouts at once cannot pass its total uses or its once
 * per client; the unique (code, client) pair of a once-per-client use stands behind the lock.
 */

/** What the rule needs of a line: its total and, for a gallery picture's line, its gallery. */
export interface DiscountLine {
  lineTotalCents: number;
  galleryId?: string | null;
}

export type DiscountResult = ServiceResult<
  { code: string; discountCents: number },
  { reason: DiscountRefusal; minOrderCents: number }
>;

export function ruleOf(row: CodeRow): DiscountCodeRule {
  return { ...row, kind: row.kind };
}

/** Cents of the order's lines by the gallery their picture is from. */
function galleryCents(lines: readonly DiscountLine[]): Map<string, number> {
  const byGallery = new Map<string, number>();
  for (const line of lines) {
    if (line.galleryId == null) continue;
    byGallery.set(line.galleryId, (byGallery.get(line.galleryId) ?? 0) + line.lineTotalCents);
  }
  return byGallery;
}

async function checkAgainstUses(
  db: Db | Tx,
  row: CodeRow,
  userId: number,
  lines: readonly DiscountLine[],
): Promise<DiscountResult> {
  const [uses] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${discountCodeUses.userId} = ${userId})::int`,
    })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.codeId, row.id));
  const checked = checkDiscount(ruleOf(row), {
    today: businessToday(),
    subtotalCents: sumCents(lines.map((line) => line.lineTotalCents)),
    galleryCents: galleryCents(lines),
    usesSoFar: uses?.total ?? 0,
    usedByClient: Number(uses?.mine ?? 0) > 0,
  });
  if (!checked.ok) return { ok: false, reason: checked.reason, minOrderCents: row.minOrderCents };
  return { ok: true, code: row.code, discountCents: checked.discountCents };
}

async function findCode(db: Db | Tx, typed: string, lock: boolean): Promise<CodeRow | undefined> {
  const query = db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normaliseCode(typed)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether `typed` takes something off these lines for this client now; writes nothing. */
export async function checkCode(
  db: Db | Tx,
  typed: string,
  userId: number,
  lines: readonly DiscountLine[],
): Promise<DiscountResult> {
  const row = await findCode(db, typed, false);
  if (!row) return { ok: false, reason: 'unknown', minOrderCents: 0 };
  return checkAgainstUses(db, row, userId, lines);
}

/** Checks and spends one use of the code for `orderId`, in the order's transaction `tx`. */
export async function redeemCode(
  tx: Tx,
  typed: string,
  order: { id: number; userId: number },
  lines: readonly DiscountLine[],
): Promise<DiscountResult> {
  const row = await findCode(tx, typed, true);
  if (!row) return { ok: false, reason: 'unknown', minOrderCents: 0 };
  const checked = await checkAgainstUses(tx, row, order.userId, lines);
  if (!checked.ok) return checked;
  await tx.insert(discountCodeUses).values({
    codeId: row.id,
    orderId: order.id,
    userId: order.userId,
    onceUserId: row.oncePerClient ? order.userId : null,
    discountCents: checked.discountCents,
  });
  return checked;
}
