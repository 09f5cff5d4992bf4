import { asc, count, eq } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import { addDays } from '../business-time/calendar-dates';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import type { ServiceResult } from '../results/service-result';
import type { DiscountCodeInput } from './discount-codes.forms';
import { type CodeRow, discountCodes, discountCodeUses } from './discount-codes.tables';

/** Admin Home's Codes (PRODUCT §21): the list with each code's uses, add, edit, end. */

export type CodeListing = CodeRow & { uses: number; galleryTitle: string | null };

export async function listCodes(): Promise<{
  codes: CodeListing[];
  galleries: { id: string; title: string }[];
}> {
  const db = await getDb();
  const [rows, choices] = await Promise.all([
    db
      .select({ code: discountCodes, uses: count(discountCodeUses.id), galleryTitle: galleries.title })
      .from(discountCodes)
      .leftJoin(discountCodeUses, eq(discountCodeUses.codeId, discountCodes.id))
      .leftJoin(galleries, eq(galleries.id, discountCodes.galleryId))
      .groupBy(discountCodes.id, galleries.title)
      .orderBy(asc(discountCodes.code)),
    db.select({ id: galleries.id, title: galleries.title }).from(galleries).orderBy(asc(galleries.title)),
  ]);
  return {
    codes: rows.map((row) => ({ ...row.code, uses: row.uses, galleryTitle: row.galleryTitle })),
    galleries: choices,
  };
}

export type SaveCodeResult = ServiceResult<{ code: CodeRow }, { reason: 'taken' } | { reason: 'not-found' }>;

/** Adds a code, or changes one (`codeId`); a code's text is unique whatever its case. */
export async function saveCode(
  codeId: number | undefined,
  input: DiscountCodeInput,
): Promise<SaveCodeResult> {
  const db = await getDb();
  const [clash] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, input.code));
  if (clash && clash.id !== codeId) return { ok: false, reason: 'taken' };
  const [row] =
    codeId === undefined
      ? await db.insert(discountCodes).values(input).onConflictDoNothing().returning()
      : await db.update(discountCodes).set(input).where(eq(discountCodes.id, codeId)).returning();
  if (!row) return codeId === undefined ? { ok: false, reason: 'taken' } : { ok: false, reason: 'not-found' };
  return { ok: true, code: row };
}

/** Ends a code now: its last day becomes yesterday, so checkout says "This code has expired.". */
export async function endCode(codeId: number): Promise<CodeRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(discountCodes)
    .set({ endsOn: addDays(businessToday(), -1) })
    .where(eq(discountCodes.id, codeId))
    .returning();
  return row;
}
