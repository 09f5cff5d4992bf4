import crypto from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import { createCookie } from 'react-router';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { cookieSecrets, cookiesAreSecure } from '../security/cookie-secrets.server';
import { sessions, users } from './accounts.tables';
import { describeDevice } from './device';
import type { SessionUser } from './session-user';

export const sessionMaxAgeSeconds = 14 * 24 * 60 * 60;
/** A session not used for this long ends, even before its absolute limit (docs/decisions/011). */
export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;
/**
 * last_used_at is written at most this often per session, so browsing is not a database write per
 * page; the 7-day idle limit and the "last used" shown on /account only need minutes.
 */
export const lastUsedRefreshMs = 5 * 60 * 1000;

const sessionCookies = new Map<boolean, ReturnType<typeof createCookie>>();

/**
 * Signed with SESSION_SECRET; httpOnly and SameSite=Lax (docs/decisions/001). When Secure it is named
 * with the __Host- prefix, so the browser only accepts it from this very host over https, for
 * path /, and no sub-domain can set or shadow it.
 */
function getSessionCookie(secure: boolean) {
  let cookie = sessionCookies.get(secure);
  if (!cookie) {
    cookie = createCookie(secure ? '__Host-session' : '__session', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      maxAge: sessionMaxAgeSeconds,
      secrets: cookieSecrets(),
    });
    sessionCookies.set(secure, cookie);
  }
  return cookie;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await getSessionCookie(cookiesAreSecure(request)).parse(
    request.headers.get('Cookie'),
  );
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Creates a session row and returns the Set-Cookie header that carries its token. */
export async function createSession(userId: number, request: Request): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const db = await getDb();
  const now = clock.now();
  // Housekeeping on the rare write path: drop this user's expired sessions.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(now.getTime() - sessionIdleMs))),
      ),
    );
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + sessionMaxAgeSeconds * 1000),
    lastUsedAt: now,
    device: describeDevice(request.headers.get('User-Agent')),
  });
  return getSessionCookie(cookiesAreSecure(request)).serialize(token);
}

/** Deletes the request's session, if any, and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) {
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
  return getSessionCookie(cookiesAreSecure(request)).serialize('', { maxAge: 0 });
}

export async function deleteUserSessions(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user except the one this request carries ("Sign out everywhere else"). */
export async function deleteOtherSessions(userId: number, request: Request): Promise<number> {
  const token = await readSessionToken(request);
  const db = await getDb();
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), token ? ne(sessions.tokenHash, hashToken(token)) : undefined))
    .returning({ userId: sessions.userId });
  return deleted.length;
}

export interface SessionSummary {
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  /** The session of the request that asked. */
  current: boolean;
}

/** The user's live sessions for /account, most recently used first; token hashes stay here. */
export async function listSessions(userId: number, request: Request): Promise<SessionSummary[]> {
  const token = await readSessionToken(request);
  const currentHash = token ? hashToken(token) : null;
  const db = await getDb();
  const now = clock.now().getTime();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - sessionIdleMs)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((row) => ({
    device: row.device,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.tokenHash === currentHash,
  }));
}

/**
 * The signed-in user of a request: a session within both its absolute and its idle limit, of an
 * enabled user, or null. One query, plus a small write at most every few minutes per session.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  const db = await getDb();
  const tokenHash = hashToken(token);
  const now = clock.now().getTime();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isClient: users.isClient,
      isAdmin: users.isAdmin,
      emailVerifiedAt: users.emailVerifiedAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - sessionIdleMs)),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.lastUsedAt.getTime() >= lastUsedRefreshMs) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { emailVerifiedAt, lastUsedAt: _lastUsed, ...user } = row;
  return { ...user, emailVerified: emailVerifiedAt !== null };
}
