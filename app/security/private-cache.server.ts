/** The cookies that make a page depend on who asks: the session (either name) and the flash. */
const personalCookie = /(?:^|;\s*)(?:__session|__Host-session|__flash)=/;

/**
 * A page or `.data` answer that depends on the signed-in user (the request carries a session or
 * flash cookie, or the answer sets a cookie) must never be stored by a browser or a shared cache:
 * `Cache-Control: private, no-store`. Pages for signed-out visitors keep whatever their route says.
 */
export function markPrivateWhenPersonal(request: Request, headers: Headers): void {
  const personal = personalCookie.test(request.headers.get('Cookie') ?? '') || headers.has('Set-Cookie');
  if (personal) headers.set('Cache-Control', 'private, no-store');
}
