/** The cookies that make a page depend on who asks: the session (either name) and the flash. */
const personalCookie = /(?:^|;\s*)(?:__session|__Host-session|__flash)=/;

/** Whether a request's Cookie header carries a session or a flash message. */
export function carriesPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return personalCookie.test(cookieHeader ?? '');
}

/**
 * A page or `.data` answer that depends on the signed-in user (the request carries a session or
 * flash cookie, or the answer sets a cookie) must never be stored by a browser or a shared cache:
 * `Cache-Control: private, no-store`. Pages for signed-out visitors keep whatever their route says
 * (the public pages the server caches: `private, no-cache` with an ETag, server/page-cache.ts).
 */
export function markPrivateWhenPersonal(request: Request, headers: Headers): void {
  const personal = carriesPersonalCookie(request.headers.get('Cookie')) || headers.has('Set-Cookie');
  if (personal) headers.set('Cache-Control', 'private, no-store');
}
