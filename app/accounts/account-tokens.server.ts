import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { accountTokens } from './accounts.tables';

/** What a one-time link is for, and how long it lives (docs/decisions/011). */
export const tokenLifetimes = {
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
} as const;

export type TokenPurpose = keyof typeof tokenLifetimes;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new random token for `purpose`; only its SHA-256 is stored. Earlier unused tokens of the same
 * purpose for this user are dropped, so only the newest link in the inbox works. Runs in `tx`, the
 * transaction that also queues the email carrying the link.
 */
export async function issueToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx
    .delete(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await tx.insert(accountTokens).values({
    tokenHash: hash(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + tokenLifetimes[purpose]),
  });
  return token;
}

/** A token too long to be one of ours is refused before hashing (and before any query). */
const plausible = (token: string | undefined): token is string =>
  typeof token === 'string' && token.length > 0 && token.length <= 100;

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hash(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/** Whether the token could still be spent, without spending it (the page before the form). */
export async function checkToken(token: string | undefined, purpose: TokenPurpose): Promise<boolean> {
  if (!plausible(token)) return false;
  const db = await getDb();
  const [row] = await db.select({ id: accountTokens.id }).from(accountTokens).where(usable(token, purpose));
  return row !== undefined;
}

/**
 * Spends the token inside `tx`: one UPDATE that sets used_at only where it is still null and not
 * expired, so of two parallel uses exactly one gets the user id back. Null for a used, expired,
 * unknown or wrong-purpose token.
 */
export async function spendToken(
  tx: Tx,
  token: string | undefined,
  purpose: TokenPurpose,
): Promise<number | null> {
  if (!plausible(token)) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
