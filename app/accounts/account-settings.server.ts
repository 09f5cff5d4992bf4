import { eq } from 'drizzle-orm';
import { getEnv } from '../config/env.server';
import { getDb } from '../db/db.server';
import { clearRateLimit, hitRateLimit } from '../security/rate-limit.server';
import { users } from './accounts.tables';
import { forgetFirstAdminPassword } from './first-admin-password.server';
import { hashPassword, verifyPassword } from './password.server';
import { deleteOtherSessions } from './session.server';

/** /account: the user's own name. */
export async function changeName(userId: number, name: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ name: name.trim() }).where(eq(users.id, userId));
}

export type ChangePasswordResult =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: 'wrong-password' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

const fifteenMinutesMs = 15 * 60 * 1000;

/**
 * /account: checks the current password (with the sign-in budget of guesses, counted before the
 * check like sign-in, so a borrowed session cannot try passwords forever), stores the new one and
 * ends every other session.
 */
export async function changePassword(
  userId: number,
  currentPassword: string,
  newPassword: string,
  request: Request,
): Promise<ChangePasswordResult> {
  const budgetKey = `password-check:${userId}`;
  const limit = getEnv().LOGIN_FAILURE_LIMIT;
  const state = await hitRateLimit(budgetKey, limit, fifteenMinutesMs);
  if (!state.allowed)
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: state.retryAfterSeconds };
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    return { ok: false, reason: 'wrong-password' };
  }
  await clearRateLimit(budgetKey);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  // The first admin's generated password, kept in a file until now, is no longer the password.
  forgetFirstAdminPassword(row.email);
  return { ok: true, endedSessions: await deleteOtherSessions(userId, request) };
}
