import { and, eq, isNotNull } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import { siteUrl } from '../config/site-url.server';
import { getDb } from '../db/db.server';
import { hrefWithQuery } from '../http/typed-paths';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { queueSignInLinkEmail } from './account-mail.server';
import { liveOrNewToken, spendToken } from './account-tokens.server';
import { findUserByEmail, type PublicUser, publicColumns } from './accounts.server';
import { users } from './accounts.tables';
import { safeRedirect } from './auth-actions.server';
import { allowLinkEmail } from './link-budgets.server';

/**
 * A live sign-in link is sent again while it has this long left (decision 030's rule, scaled to
 * a 15-minute link): a stranger asking for links cannot end the one the owner is about to open.
 */
export const signInResendWhileValidForMs = 5 * 60 * 1000;

/** Counts a sign-in link request against the reset links' budgets, under keys of its own (decision 057). */
export function allowSignInLinkFor(email: string, clientIp: string): Promise<boolean> {
  return allowLinkEmail('sign-in-mail', email, clientIp);
}

/**
 * Emails a sign-in link (decision 057) when `email` belongs to an enabled account whose address is
 * verified; does nothing otherwise, and the route answers every address alike. Only a verified
 * address gets one: the link proves the inbox, not the account, and signing the inbox's owner into
 * an account someone else made with their address (and knows the password of) is what decision
 * 054 closed. `wanted` is where the person was going, carried in the link's address when it is a
 * path of this site; the route runs this in the background after it has answered.
 */
export async function sendSignInLink(email: string, wanted: string | undefined, now = clock.now()) {
  const user = await findUserByEmail(email);
  if (!user || user.disabled || user.emailVerifiedAt === null) return;
  const redirectTo = safeRedirect(wanted, '') || undefined;
  await transactionWithMail(async (tx) => {
    const { token, minutesLeft } = await liveOrNewToken(
      tx,
      user.id,
      'sign-in',
      signInResendWhileValidForMs,
      now,
    );
    const link = siteUrl(hrefWithQuery('/sign-in/:token', { token }, { redirectTo }));
    await queueSignInLinkEmail(tx, user, link, minutesLeft);
  });
}

export type SignInLinkResult = ServiceResult<{ user: PublicUser }, { reason: 'invalid-link' }>;

/**
 * Spends a sign-in link: one UPDATE, so of two uses exactly one signs in; the caller starts the
 * session. The account must still be enabled and verified (a link sent before it was disabled
 * no longer works). It ends nothing else: no other session, no other link, no password.
 */
export async function spendSignInLink(token: string | undefined): Promise<SignInLinkResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SignInLinkResult> => {
    const userId = await spendToken(tx, token, 'sign-in');
    if (userId === null) return { ok: false, reason: 'invalid-link' };
    const [user] = await tx
      .select(publicColumns)
      .from(users)
      .where(and(eq(users.id, userId), eq(users.disabled, false), isNotNull(users.emailVerifiedAt)));
    return user ? { ok: true, user } : { ok: false, reason: 'invalid-link' };
  });
}
