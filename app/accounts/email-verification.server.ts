import { and, eq, isNull, sql } from 'drizzle-orm';
import { href } from 'react-router';
import { siteUrl } from '../config/site-url.server';
import { getDb } from '../db/db.server';
import { hitRateLimit } from '../security/rate-limit.server';
import { sendVerificationEmail } from './account-mail.server';
import { issueToken, spendToken } from './account-tokens.server';
import { users } from './accounts.tables';

/** Emails a fresh verification link (each new link replaces the last one). */
export async function sendEmailVerification(user: {
  id: number;
  email: string;
  name: string;
}): Promise<void> {
  const token = await issueToken(user.id, 'verify-email');
  await sendVerificationEmail(user, siteUrl(href('/verify-email/:token', { token })));
}

/** "Resend verification email" sends at most this many links per account per hour. */
export const verificationResendsPerHour = 3;

export type ResendResult = { ok: true } | { ok: false; reason: 'already-verified' | 'rate-limited' };

export async function resendEmailVerification(user: {
  id: number;
  email: string;
  name: string;
  emailVerified: boolean;
}): Promise<ResendResult> {
  if (user.emailVerified) return { ok: false, reason: 'already-verified' };
  const budget = await hitRateLimit(`verify-mail:${user.id}`, verificationResendsPerHour, 60 * 60 * 1000);
  if (!budget.allowed) return { ok: false, reason: 'rate-limited' };
  await sendEmailVerification(user);
  return { ok: true };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'invalid-link' };

/** Spends the token and marks the address verified (the first time only), in one transaction. */
export async function verifyEmail(token: string | undefined): Promise<VerifyResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<VerifyResult> => {
    const userId = await spendToken(tx, token, 'verify-email');
    if (userId === null) return { ok: false, reason: 'invalid-link' };
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return { ok: true };
  });
}
