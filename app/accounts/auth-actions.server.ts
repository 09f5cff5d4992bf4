import { redirect } from 'react-router';
import { getEnv } from '../config/env.server';
import { setFlash } from '../flash/flash.server';
import { hitRateLimit, isRateLimited } from '../security/rate-limit.server';
import { createSession } from './session.server';

const fifteenMinutesMs = 15 * 60 * 1000;

/** Only same-site paths: never '//host' or '/\host', which browsers treat as another site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return fallback;
  }
  return to;
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
