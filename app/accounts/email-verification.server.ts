import { and, eq, isNull } from 'drizzle-orm';
import { href } from 'react-router';
import { clock } from '../business-time/clock';
import { siteUrl } from '../config/site-url.server';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import { hitRateLimit } from '../security/rate-limit.server';
import { queueSignupAttemptEmail, queueVerificationEmail } from './account-mail.server';
import { issueToken, spendToken } from './account-tokens.server';
import { createUser, findUserByEmail } from './accounts.server';
import { users } from './accounts.tables';

interface Recipient {
  id: number;
  email: string;
  name: string;
}

/** Issues a fresh verification link in `tx` and queues its email there (each new link replaces the last). */
async function queueEmailVerification(tx: Tx, user: Recipient): Promise<void> {
  const token = await issueToken(tx, user.id, 'verify-email');
  await queueVerificationEmail(tx, user, siteUrl(href('/verify-email/:token', { token })));
}

/** "Someone tried to sign up with your address" emails one address gets per hour, at most. */
export const signupNoticesPerHour = 3;

/**
 * Sign Up (docs/decisions/031): for a new address, the account, its verification link and the
 * email carrying it commit together. For an address that has an account, nothing changes and its
 * owner is emailed instead ("Someone tried to sign up with your address"), at most
 * signupNoticesPerHour times an hour. The caller answers both the same, so the page never tells a
 * stranger which addresses have accounts; both hash the password and queue one email.
 */
export async function signUp(input: { email: string; name: string; password: string }): Promise<void> {
  const created = await createUser(input, queueEmailVerification);
  if (created.ok) return;
  const budget = await hitRateLimit(
    `signup-notice:${input.email.trim().toLowerCase()}`,
    signupNoticesPerHour,
    60 * 60 * 1000,
  );
  const owner = budget.allowed ? await findUserByEmail(input.email) : undefined;
  if (!owner) return;
  await transactionWithMail((tx) => queueSignupAttemptEmail(tx, owner, siteUrl(href('/login'))));
}

/** Emails a fresh verification link, in a transaction of its own. */
export function sendEmailVerification(user: Recipient): Promise<void> {
  return transactionWithMail((tx) => queueEmailVerification(tx, user));
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
      .set({ emailVerifiedAt: clock.now() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return { ok: true };
  });
}
