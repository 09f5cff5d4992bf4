import crypto from 'node:crypto';
import { accountTokens } from '../../../app/accounts/accounts.tables';
import { worldSeed, worldUser } from '../helpers/world';

/** accounts-email-links.spec.ts: a user who forgets, one whose link ran out, and an admin who checks. */
export const linkUsers = {
  forgetful: worldUser({ email: 'forgetful@example.com', name: 'Forgetful Rider' }),
  late: worldUser({ email: 'late@example.com', name: 'Late Rider' }),
  admin: worldUser({ email: 'boss@example.com', name: 'Boss Admin', isAdmin: true }),
};

/** A reset token whose hour ran out (its expiry set in the past before the server opened the database). */
export const expiredToken = crypto.randomBytes(32).toString('base64url');

worldSeed('accounts-email-links', async (db) => {
  await db.insert(accountTokens).values({
    tokenHash: crypto.createHash('sha256').update(expiredToken).digest('hex'),
    userId: linkUsers.late.id,
    purpose: 'reset-password',
    expiresAt: new Date(Date.now() - 60_000),
  });
});
