import { and, eq, isNull, sql } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { byEmail, createUser, type PublicUser, publicColumns } from './accounts.server';
import { accountTokens, sessions, users } from './accounts.tables';
import { forgetFirstAdminPassword } from './first-admin-password.server';
import { hashPassword } from './password.server';

export type UpsertUserResult =
  | { ok: true; created: true; user: PublicUser }
  | {
      ok: true;
      created: false;
      user: PublicUser;
      /** Sessions of the account ended by the update: whoever was signed in must sign in again. */
      endedSessions: number;
      /** Unused reset and verification links ended with them. */
      endedLinks: number;
    }
  /** The account exists but its address was never verified, and the operator did not vouch for it. */
  | { ok: false; reason: 'unverified-email'; user: PublicUser };

/**
 * `npm run user:create` and the first admin: creates the user, or updates name, password and roles
 * of an existing one. The operator vouches for the address, so it counts as verified.
 *
 * An update is a takeover of whatever the account was: anyone may sign up with
 * an address they do not own, stay signed in, and wait for the operator to make "the owner" an
 * admin. So an update ends every session and unused one-time link of the account, in the same
 * transaction, and says how many; and an account whose address was never verified is left as it
 * is unless the operator says `trustUnverifiedEmail` (they know the signup was the owner's).
 */
export async function upsertUser(input: {
  email: string;
  name: string;
  password: string;
  isClient: boolean;
  isAdmin: boolean;
  trustUnverifiedEmail?: boolean;
}): Promise<UpsertUserResult> {
  const created = await createUser({ ...input, emailVerified: true });
  if (created.ok) return { ok: true, created: true, user: created.user };
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<UpsertUserResult> => {
    // Locked, so the check and the update see the same row.
    const [existing] = await tx.select(publicColumns).from(users).where(byEmail(input.email)).for('update');
    if (!existing) throw new Error(`Could not create or update ${input.email}`);
    if (!existing.emailVerifiedAt && !input.trustUnverifiedEmail) {
      return { ok: false, reason: 'unverified-email', user: existing };
    }
    const [user] = await tx
      .update(users)
      .set({
        name: input.name.trim(),
        passwordHash,
        isClient: input.isClient,
        isAdmin: input.isAdmin,
        disabled: false,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${clock.now().toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, existing.id))
      .returning(publicColumns);
    if (!user) throw new Error(`Could not update ${input.email}`);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ userId: sessions.userId });
    const links = await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    return { ok: true, created: false, user, endedSessions: ended.length, endedLinks: links.length };
  });
  // The password was replaced: a first-admin password file for this account holds an old one.
  if (result.ok) forgetFirstAdminPassword(result.user.email);
  return result;
}

/** The operator's line about what an update ended ("Ended 2 sessions and 1 unused email link."). */
export function endedText(result: { endedSessions: number; endedLinks: number }): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Ended ${plural(result.endedSessions, 'session')} and ${plural(result.endedLinks, 'unused email link')} of the account: whoever was signed in to it must sign in again.`;
}

/** Why an update was refused, and the two ways on, for the operator. */
export function unverifiedEmailText(email: string, flag: string): string {
  return `${email} has an account whose address was never verified: whoever signed up with it may not own it. Nothing was changed. Ask the owner to verify the address (the link from signup, or Forgot password? on /login), or set ${flag} to take the account over: its password, name and roles are replaced, and its sessions and email links end.`;
}
