import { eq, sql } from 'drizzle-orm';
import { href } from 'react-router';
import { clock } from '../business-time/clock';
import { siteUrl } from '../config/site-url.server';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { hitRateLimit } from '../security/rate-limit.server';
import { queueSignupAttemptEmail, queueVerificationEmail } from './account-mail.server';
import { issueToken, spendToken, tokenUser } from './account-tokens.server';
import { createUser, findUserByEmail, type PublicUser, publicColumns } from './accounts.server';
import { sessions, users } from './accounts.tables';
import { verifyPassword } from './password.server';

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

/** The account a live verification link is for: whose sign-in attempts a try at its password counts on. */
export async function verificationAccount(
  token: string | undefined,
): Promise<{ id: number; email: string } | undefined> {
  const account = await linkAccount(token);
  return account && { id: account.id, email: account.email };
}

async function linkAccount(token: string | undefined) {
  const userId = await tokenUser(token, 'verify-email');
  if (userId === null) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export type VerifyResult = ServiceResult<
  { user: PublicUser },
  { reason: 'invalid-link' } | { reason: 'wrong-password' } | { reason: 'disabled' }
>;

/**
 * Verify my email address (decision 054): the link proves the inbox, the password proves the
 * account, so someone who signed up with another person's address never gets it verified by that
 * person's click. With the right password, one transaction spends the link, marks the address
 * verified and ends every session of the account: a session started before the address was proven
 * never sees what the address owns (decision 045), and the caller signs the person in afresh. The
 * password is checked before the transaction (Argon2 takes a while) and its hash compared again
 * under the row's lock, so a password changed meanwhile verifies nothing. A wrong password, or a
 * disabled account (told only to the right password, as sign-in does), changes nothing and leaves
 * the link usable until it expires.
 */
export async function verifyEmail(token: string | undefined, password: string): Promise<VerifyResult> {
  const account = await linkAccount(token);
  if (!account) return { ok: false, reason: 'invalid-link' };
  if (!(await verifyPassword(account.passwordHash, password))) return { ok: false, reason: 'wrong-password' };
  if (account.disabled) return { ok: false, reason: 'disabled' };
  const db = await getDb();
  return db.transaction(async (tx): Promise<VerifyResult> => {
    const [locked] = await tx
      .select({ passwordHash: users.passwordHash, disabled: users.disabled })
      .from(users)
      .where(eq(users.id, account.id))
      .for('update');
    if (!locked || locked.passwordHash !== account.passwordHash)
      return { ok: false, reason: 'wrong-password' };
    if (locked.disabled) return { ok: false, reason: 'disabled' };
    if ((await spendToken(tx, token, 'verify-email')) !== account.id)
      return { ok: false, reason: 'invalid-link' };
    const [user] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock.now().toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, account.id))
      .returning(publicColumns);
    if (!user) throw new Error('The verified account is gone');
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
    return { ok: true, user };
  });
}
