import crypto from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { cookieSecrets } from '../security/cookie-secrets.server';
import { accountTokens } from './accounts.tables';

/** What a one-time link is for, and how long it lives (decisions 011 and 057). */
export const tokenLifetimes = {
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
  'sign-in': 15 * 60 * 1000,
} as const;

export type TokenPurpose = keyof typeof tokenLifetimes;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The token of a link: an HMAC of its random seed under a key drawn from the cookie secret
 * (docs/decisions/030). The database keeps the seed and the token's SHA-256, so the server can
 * send a live link again, and a copy of the database without the secret opens nothing.
 */
function tokenOf(seed: string, purpose: TokenPurpose): string {
  const [secret = ''] = cookieSecrets();
  const key = crypto.createHmac('sha256', secret).update('account-link-tokens').digest();
  return crypto.createHmac('sha256', key).update(`${purpose}:${seed}`).digest('base64url');
}

/**
 * A new token for `purpose`; only its seed and SHA-256 are stored. Earlier unused tokens of the
 * same purpose for this user are dropped, so only the newest link in the inbox works. Runs in
 * `tx`, the transaction that also queues the email carrying the link.
 */
export async function issueToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  now = clock.now(),
): Promise<string> {
  const seed = crypto.randomBytes(32).toString('base64url');
  const token = tokenOf(seed, purpose);
  await tx
    .delete(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await tx.insert(accountTokens).values({
    tokenHash: hash(token),
    seed,
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + tokenLifetimes[purpose]),
  });
  return token;
}

/**
 * The user's newest unused link for `purpose` that stays valid for at least `atLeastMs` more, to
 * send again instead of a new one (which would end it); null when there is none, when it was made
 * before links had seeds, or under another SESSION_SECRET (its token can no longer be derived).
 */
export async function liveToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  atLeastMs: number,
  now = clock.now(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const [row] = await tx
    .select({
      seed: accountTokens.seed,
      tokenHash: accountTokens.tokenHash,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNotNull(accountTokens.seed),
        gt(accountTokens.expiresAt, new Date(now.getTime() + atLeastMs)),
      ),
    )
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id))
    .limit(1);
  if (!row?.seed) return null;
  const token = tokenOf(row.seed, purpose);
  return hash(token) === row.tokenHash ? { token, expiresAt: row.expiresAt } : null;
}

/**
 * The link to email for `purpose` (decision 030): the user's live one again while it has at least
 * `resendWhileValidForMs` left, so asking again never ends a link already in the inbox; otherwise
 * a new one, which ends the old. With how many whole minutes it has left, for the email to say.
 */
export async function liveOrNewToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  resendWhileValidForMs: number,
  now = clock.now(),
): Promise<{ token: string; minutesLeft: number }> {
  const live = await liveToken(tx, userId, purpose, resendWhileValidForMs, now);
  const token = live?.token ?? (await issueToken(tx, userId, purpose, now));
  const expiresAt = live?.expiresAt ?? new Date(now.getTime() + tokenLifetimes[purpose]);
  return { token, minutesLeft: Math.floor((expiresAt.getTime() - now.getTime()) / 60_000) };
}

/** A token too long to be one of ours is refused before hashing (and before any query). */
const plausible = (token: string | undefined): token is string =>
  typeof token === 'string' && token.length > 0 && token.length <= 100;

const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hash(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, clock.now()),
  );

/** Whether the token could still be spent, without spending it (the page before the form). */
export async function checkToken(token: string | undefined, purpose: TokenPurpose): Promise<boolean> {
  return (await tokenUser(token, purpose)) !== null;
}

/** The user a token that could still be spent is for, without spending it; null otherwise. */
export async function tokenUser(token: string | undefined, purpose: TokenPurpose): Promise<number | null> {
  if (!plausible(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(token, purpose));
  return row?.userId ?? null;
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
    .set({ usedAt: clock.now() })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
