import { and, eq, sql } from 'drizzle-orm';
import { href } from 'react-router';
import { siteUrl } from '../config/site-url.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import { hitRateLimit } from '../security/rate-limit.server';
import { queuePasswordResetEmail } from './account-mail.server';
import { issueToken, spendToken } from './account-tokens.server';
import { findUserByEmail, type PublicUser } from './accounts.server';
import { sessions, users } from './accounts.tables';
import { hashPassword } from './password.server';

/** Reset links one address may be sent per hour, whoever asks: nobody can flood an inbox. */
export const resetsPerAddressPerHour = 3;
const hourMs = 60 * 60 * 1000;

/**
 * Counts a request for `email` against its hourly budget. Counted for every address, known or
 * not, so the budget says nothing about which addresses have accounts.
 */
export async function allowResetFor(email: string): Promise<boolean> {
  return (await hitRateLimit(`reset-mail:${email.trim().toLowerCase()}`, resetsPerAddressPerHour, hourMs))
    .allowed;
}

/**
 * Issues a reset link and queues its email (one transaction) when `email` belongs to an enabled
 * account; does nothing otherwise. The route runs this in the background after it has answered, so
 * neither the answer nor its timing depends on what happens here.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.disabled) return;
  await transactionWithMail(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset-password');
    await queuePasswordResetEmail(tx, user, siteUrl(href('/reset-password/:token', { token })));
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
  return db.transaction(async (tx): Promise<ResetResult> => {
    const userId = await spendToken(tx, token, 'reset-password');
    if (userId === null) return { ok: false, reason: 'invalid-link' };
    // An account disabled since the link was sent gets nothing (its link is spent all the same).
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, userId), eq(users.disabled, false)))
      .returning();
    if (!user) return { ok: false, reason: 'invalid-link' };
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const { passwordHash: _hidden, ...publicUser } = user;
    return { ok: true, user: publicUser };
  });
}
