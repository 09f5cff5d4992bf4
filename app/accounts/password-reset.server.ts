import { and, eq, sql } from 'drizzle-orm';
import { href } from 'react-router';
import { clock } from '../business-time/clock';
import { siteUrl } from '../config/site-url.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import { queuePasswordResetEmail } from './account-mail.server';
import { liveOrNewToken, spendToken } from './account-tokens.server';
import { findUserByEmail, type PublicUser } from './accounts.server';
import { sessions, users } from './accounts.tables';
import { forgetFirstAdminPassword } from './first-admin-password.server';
import { allowLinkEmail } from './link-budgets.server';
import { hashPassword } from './password.server';

/**
 * A live link is sent again rather than replaced (a new link ends the old one: asking again and
 * again kept the owner's link dead) while it has this long left to be used; a link closer to its
 * end is replaced by a fresh one.
 */
export const resendWhileValidForMs = 10 * 60 * 1000;

/** Counts a reset request for `email` from `clientIp` against its budgets (link-budgets.server.ts). */
export function allowResetFor(email: string, clientIp: string): Promise<boolean> {
  return allowLinkEmail('reset-mail', email, clientIp);
}

/**
 * Emails a reset link (one transaction) when `email` belongs to an enabled account; does nothing
 * otherwise. A link still valid for resendWhileValidForMs is sent again, the same link (decision
 * 030); otherwise a new one replaces it. The route runs this in the background after it has
 * answered, so neither the answer nor its timing depends on what happens here.
 */
export async function sendPasswordReset(email: string, now = clock.now()): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.disabled) return;
  await transactionWithMail(async (tx) => {
    const { token, minutesLeft } = await liveOrNewToken(
      tx,
      user.id,
      'reset-password',
      resendWhileValidForMs,
      now,
    );
    await queuePasswordResetEmail(tx, user, siteUrl(href('/reset-password/:token', { token })), minutesLeft);
  });
}

export type ResetResult = { ok: true; user: PublicUser } | { ok: false; reason: 'invalid-link' };

/**
 * Spends the token and sets the new password in one transaction, and ends every session of the
 * user (the caller then signs them in afresh). Opening the emailed link also proves the address.
 */
export async function resetPassword(token: string | undefined, newPassword: string): Promise<ResetResult> {
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ResetResult> => {
    const userId = await spendToken(tx, token, 'reset-password');
    if (userId === null) return { ok: false, reason: 'invalid-link' };
    // An account disabled since the link was sent gets nothing (its link is spent all the same).
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock.now().toISOString()}::timestamptz)`,
      })
      .where(and(eq(users.id, userId), eq(users.disabled, false)))
      .returning();
    if (!user) return { ok: false, reason: 'invalid-link' };
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const { passwordHash: _hidden, ...publicUser } = user;
    return { ok: true, user: publicUser };
  });
  // Once committed: the first admin's generated password, if this was it, is no longer the password.
  if (result.ok) forgetFirstAdminPassword(result.user.email);
  return result;
}
