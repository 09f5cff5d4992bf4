import { createCookie, redirect } from 'react-router';
import { z } from 'zod';
import { cookieSecrets, cookiesAreSecure } from '../security/cookie-secrets.server';

/** A one-time message for the next page; checked when read, so a stale or odd cookie is ignored. */
const flashSchema = z.object({
  message: z.string().min(1),
  variant: z.enum(['success', 'danger', 'info']),
});

export type Flash = z.infer<typeof flashSchema>;

let flashCookie: ReturnType<typeof createCookie> | undefined;

/** A one-time message carried across a redirect in a short-lived signed cookie (no database write on GET). */
function getFlashCookie() {
  flashCookie ??= createCookie('__flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
    secrets: cookieSecrets(),
  });
  return flashCookie;
}

/** The Set-Cookie header that shows `message` on the next page. */
function flashCookieHeader(message: string, variant: Flash['variant']): Promise<string> {
  // Secure exactly when the session cookie is (decided from PUBLIC_URL in production).
  return getFlashCookie().serialize({ message, variant }, { secure: cookiesAreSecure() });
}

/**
 * Redirects to `url` and shows `message` there once (after the Epic Stack's `redirectWithToast`).
 * Headers in `init` (a new session cookie, say) are kept beside the flash cookie.
 */
export async function redirectWithFlash(
  url: string,
  message: string,
  variant: Flash['variant'] = 'success',
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await flashCookieHeader(message, variant));
  return redirect(url, { ...init, headers });
}

/** Reads the request's flash and returns it with the header that clears it. */
export async function takeFlash(
  request: Request,
): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const parsed = flashSchema.safeParse(await getFlashCookie().parse(request.headers.get('Cookie')));
  if (!parsed.success) return { flash: null, clearHeader: null };
  return {
    flash: parsed.data,
    clearHeader: await getFlashCookie().serialize('', { maxAge: 0, secure: cookiesAreSecure() }),
  };
}
