import { redirect } from 'react-router';
import { getEnv } from '../config/env.server';
import { setFlash } from '../flash/flash.server';
import { hitRateLimit, isRateLimited } from '../security/rate-limit.server';
import { createSession } from './session.server';

const fifteenMinutesMs = 15 * 60 * 1000;

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/** Only same-site paths: never '//host' or '/\host', which browsers treat as another site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  // Control characters and backslashes are refused outright: browsers drop tabs and read a backslash
  // as '/', which would turn '/\t/evil.example' into another site.
  if (typeof to !== 'string' || !to.startsWith('/') || hasControlOrBackslash(to)) return fallback;
  const base = 'http://same-site.invalid';
  const url = new URL(to, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** Per-account budget of failed sign-ins, so one account cannot be guessed at from many IPs. */
export function accountLockedFor(email: string): number | null {
  const state = isRateLimited(`login-fail:${email.trim().toLowerCase()}`, getEnv().LOGIN_FAILURE_LIMIT);
  return state.allowed ? null : state.retryAfterSeconds;
}

export function recordFailedLogin(email: string): void {
  hitRateLimit(`login-fail:${email.trim().toLowerCase()}`, getEnv().LOGIN_FAILURE_LIMIT, fifteenMinutesMs);
}

/** Starts a session (always a new id) and sends the user on with a one-time message. */
export async function signInAndRedirect(
  request: Request,
  userId: number,
  redirectTo: string,
  message: string,
): Promise<Response> {
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(userId, request));
  headers.append('Set-Cookie', await setFlash(message));
  return redirect(redirectTo, { headers });
}
