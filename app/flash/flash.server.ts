import { createCookie } from 'react-router';
import { cookiesAreSecure } from '../accounts/session.server';
import { getEnv } from '../config/env.server';

export interface Flash {
  message: string;
  variant: 'success' | 'danger' | 'info';
}

let flashCookie: ReturnType<typeof createCookie> | undefined;

/** A one-time message carried across a redirect in a short-lived signed cookie (no database write on GET). */
function getFlashCookie() {
  flashCookie ??= createCookie('__flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
    secrets: [getEnv().SESSION_SECRET ?? 'development-only-session-secret'],
  });
  return flashCookie;
}

/** The Set-Cookie header that shows `message` on the next page. */
export function setFlash(message: string, variant: Flash['variant'] = 'success'): Promise<string> {
  // Secure exactly when the session cookie is (decided from PUBLIC_URL in production).
  return getFlashCookie().serialize({ message, variant }, { secure: cookiesAreSecure() });
}

function isFlash(value: unknown): value is Flash {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Flash).message === 'string' &&
    ['success', 'danger', 'info'].includes((value as Flash).variant)
  );
}

/** Reads the request's flash and returns it with the header that clears it. */
export async function takeFlash(
  request: Request,
): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const value: unknown = await getFlashCookie().parse(request.headers.get('Cookie'));
  if (!isFlash(value)) return { flash: null, clearHeader: null };
  return {
    flash: value,
    clearHeader: await getFlashCookie().serialize('', { maxAge: 0, secure: cookiesAreSecure() }),
  };
}
