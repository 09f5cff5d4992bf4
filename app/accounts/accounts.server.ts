import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { users } from './accounts.tables';
import { getDecoyHash, hashPassword, verifyPassword } from './password.server';
import { deleteUserSessions } from './session.server';

export type UserRow = typeof users.$inferSelect;
export type PublicUser = Omit<UserRow, 'passwordHash'>;

/** The columns of a user that may leave this folder: everything but the password hash. */
export const publicColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isClient: users.isClient,
  isAdmin: users.isAdmin,
  disabled: users.disabled,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** The user with this address, in any case and spacing. */
export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function getUser(id: number): Promise<PublicUser | undefined> {
  const db = await getDb();
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Name search for the admin's users view: case-insensitive, partial. */
export async function listUsers(search = ''): Promise<PublicUser[]> {
  const db = await getDb();
  const term = search.trim();
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select(publicColumns)
    .from(users)
    .where(term ? ilike(users.name, `%${escaped}%`) : undefined)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export type CreateUserResult = { ok: true; user: PublicUser } | { ok: false; reason: 'email-taken' };

/**
 * Creates a user; the unique index, not a prior look-up, decides whether the email is free.
 * `alsoInTransaction` commits with the new row (Sign Up's verification email).
 */
export async function createUser(
  input: {
    email: string;
    name: string;
    password: string;
    isClient?: boolean;
    isAdmin?: boolean;
    /** Accounts made by an operator (user:create, the first admin) need no emailed proof. */
    emailVerified?: boolean;
  },
  alsoInTransaction?: (tx: Tx, user: PublicUser) => Promise<void>,
): Promise<CreateUserResult> {
  const passwordHash = await hashPassword(input.password);
  // `alsoInTransaction` may queue mail (Sign Up's verification link): the worker is woken after.
  return transactionWithMail(async (tx): Promise<CreateUserResult> => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email.trim(),
        name: input.name.trim(),
        passwordHash,
        isClient: input.isClient ?? false,
        isAdmin: input.isAdmin ?? false,
        emailVerifiedAt: input.emailVerified ? clock.now() : null,
      })
      .onConflictDoNothing()
      .returning(publicColumns);
    if (!row) return { ok: false, reason: 'email-taken' };
    await alsoInTransaction?.(tx, row);
    return { ok: true, user: row };
  });
}

export type AuthResult = ServiceResult<{ user: PublicUser }, { reason: 'invalid' } | { reason: 'disabled' }>;

/**
 * Checks the password first (PRODUCT §10): 'disabled' is told only to someone who typed the
 * right password, and an unknown email costs the same hashing time as a known one.
 */
export async function authenticate(email: string, password: string): Promise<AuthResult> {
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  if (user.disabled) return { ok: false, reason: 'disabled' };
  const { passwordHash: _hidden, ...publicUser } = user;
  return { ok: true, user: publicUser };
}

type AdminChangeRefusal = 'not-found' | 'last-admin' | 'own-account' | 'own-admin-role';

export type AdminChangeResult = ServiceResult<{ user: PublicUser }, { reason: AdminChangeRefusal }>;

/** What Admin Home and Edit Roles say for each refusal (PRODUCT §10: no lock-out). */
export const adminChangeMessages: Record<AdminChangeRefusal, string> = {
  'not-found': 'That user does not exist.',
  'last-admin': 'At least one enabled admin must remain.',
  'own-account': 'You cannot disable your own account.',
  'own-admin-role': 'You cannot remove your own Admin role.',
};

/** Thrown inside the transaction to roll the change back; the service answers 'last-admin'. */
class NoAdminLeft extends Error {}

const enabledAdmin = and(eq(users.isAdmin, true), eq(users.disabled, false));

/**
 * Runs an admin's change to a user in one transaction that keeps at least one enabled admin. The
 * enabled admins' rows are locked first, so two admins demoting or disabling each other at the
 * same moment take turns, and the second sees the first's change and is refused.
 */
async function changeKeepingAnAdmin(
  change: (tx: Tx) => Promise<PublicUser | undefined>,
): Promise<AdminChangeResult> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(enabledAdmin).for('update');
      const row = await change(tx);
      if (!row) return { ok: false, reason: 'not-found' } as const;
      const [left] = await tx.select({ admins: count() }).from(users).where(enabledAdmin);
      if (!left || left.admins === 0) throw new NoAdminLeft();
      return { ok: true, user: row } as const;
    });
  } catch (error) {
    if (error instanceof NoAdminLeft) return { ok: false, reason: 'last-admin' };
    throw error;
  }
}

/** The Disable/Enable toggle. Disabling ends every session of that user at once. */
export async function toggleDisabled(actorId: number, userId: number): Promise<AdminChangeResult> {
  if (actorId === userId) return { ok: false, reason: 'own-account' };
  const result = await changeKeepingAnAdmin(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabled: sql`not ${users.disabled}` })
      .where(eq(users.id, userId))
      .returning(publicColumns);
    return row;
  });
  if (result.ok && result.user.disabled) await deleteUserSessions(userId);
  return result;
}

/** Edit Roles. An admin cannot remove their own Admin role (no lock-out). */
export async function setRoles(
  actorId: number,
  userId: number,
  roles: { isClient: boolean; isAdmin: boolean },
): Promise<AdminChangeResult> {
  if (actorId === userId && !roles.isAdmin) {
    return { ok: false, reason: 'own-admin-role' };
  }
  return changeKeepingAnAdmin(async (tx) => {
    const [row] = await tx.update(users).set(roles).where(eq(users.id, userId)).returning(publicColumns);
    return row;
  });
}

export async function adminExists(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false)))
    .limit(1);
  return row !== undefined;
}
