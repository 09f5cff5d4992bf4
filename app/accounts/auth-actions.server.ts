import { setTimeout as sleep } from 'node:timers/promises';
import { getEnv } from '../config/env.server';
import { redirectWithFlash } from '../flash/flash.server';
import { clientNetwork } from '../security/client-network';
import {
  clearRateLimit,
  currentCount,
  hitRateLimit,
  type RateLimitResult,
} from '../security/rate-limit.server';
import { createSession } from './session.server';

const fifteenMinutesMs = 15 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

const sameSiteBase = 'http://same-site.invalid';

/** A path a browser reads as one on this site: a single leading '/', no '\\', no control character. */
function isSameSitePath(value: string): boolean {
  // Control characters and backslashes are refused outright: browsers drop tabs and read a backslash
  // as '/', which would turn '/\t/evil.example' into another site.
  if (!value.startsWith('/') || value.startsWith('//') || hasControlOrBackslash(value)) return false;
  return new URL(value, sameSiteBase).origin === sameSiteBase;
}

/**
 * Only same-site paths: never '//host' or '/\host', which browsers treat as another site. The
 * input is checked, then normalised, and the normalised path checked again: dot segments such as
 * '/.//evil.com', '/%2e//evil.com' or '/a/..//evil.com' pass the first check and normalise to
 * '//evil.com', another site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !isSameSitePath(to)) return fallback;
  const url = new URL(to, sameSiteBase);
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(normalised) ? normalised : fallback;
}

const accountOf = (email: string) => email.trim().toLowerCase();

/** Per account and client network: an IPv6 client is its /64 (docs/decisions/029). */
const signInKey = (email: string, clientIp: string) =>
  `sign-in:${accountOf(email)}:${clientNetwork(clientIp)}`;

/**
 * Counts a sign-in attempt on one account from one address, before the password is checked
 * (docs/decisions/009-sign-in-throttling.md). The count is one atomic upsert in the database, so
 * parallel guesses, even to different server processes, cannot all slip under the limit; the owner signing in from another address
 * is not held up by a stranger's guesses.
 */
export function countSignInAttempt(email: string, clientIp: string): Promise<RateLimitResult> {
  return hitRateLimit(signInKey(email, clientIp), getEnv().LOGIN_FAILURE_LIMIT, fifteenMinutesMs);
}

/** A successful sign-in forgets that address's earlier attempts on the account. */
export function clearSignInAttempts(email: string, clientIp: string): Promise<void> {
  return clearRateLimit(signInKey(email, clientIp));
}

/**
 * The per-account slow-down (docs/decisions/029): failed sign-ins on one account from every
 * address together, per hour. Up to this many cost nothing; each one past it makes every
 * following attempt on the account wait a second longer, up to maxSlowDownMs. Never a refusal:
 * a stranger can make the owner wait, never keep them out.
 */
export const accountFailuresBeforeSlowDown = 10;
export const maxSlowDownMs = 15_000;

const accountFailuresKey = (email: string) => `sign-in-failures:${accountOf(email)}`;

/** How long an attempt waits after `failures` failed sign-ins on its account this hour. */
export function slowDownMs(failures: number): number {
  return Math.min(maxSlowDownMs, Math.max(0, failures - accountFailuresBeforeSlowDown) * 1000);
}

/**
 * Waits before the password is checked, as long as the account's failures this hour ask: every
 * attempt waits, the right password too, so the wait tells nothing about the guess.
 */
export async function waitForAccountSlowDown(email: string): Promise<void> {
  const wait = slowDownMs(await currentCount(accountFailuresKey(email)));
  if (wait > 0) await sleep(wait);
}

/** A wrong password (or an unknown email) on the account, from any address. */
export async function countAccountFailure(email: string): Promise<void> {
  await hitRateLimit(accountFailuresKey(email), Number.MAX_SAFE_INTEGER, hourMs);
}

/** Starts a session (always a new id) and sends the user on with a one-time message. */
export async function signInAndRedirect(
  request: Request,
  userId: number,
  redirectTo: string,
  message: string,
): Promise<Response> {
  const session = await createSession(userId, request);
  return redirectWithFlash(redirectTo, message, 'success', { headers: { 'Set-Cookie': session } });
}
