/**
 * Routes whose address carries a secret: a one-time link's token (decisions 011, 057), the key of
 * an admin's calendar feed (docs/decisions/014) or a gallery's guest link, its page and its files
 * (docs/decisions/044). Whatever writes an address down (the request log) writes these with
 * `:token` in place of the secret.
 */
const secretRoute = /^\/+(reset-password|verify-email|sign-in|calendar|share)\/+([^/]+)(.*)$/i;

/** A file name's ending worth keeping in a log line: the feed's `.ics`, React Router's `.data`. */
const keptEnding = /\.(ics|data)$/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * `path` (no query string) with the secret of a one-time link, calendar feed or guest link replaced
 * by `:token`: '/reset-password/abc' → '/reset-password/:token', '/calendar/abc.ics' →
 * '/calendar/:token.ics', '/share/abc/{pictureId}/thumb' → '/share/:token/{pictureId}/thumb'. Matched after percent-decoding, as the router matches, so an encoded
 * spelling of the route cannot slip its token through; other paths come back unchanged.
 */
export function withoutSecrets(path: string): string {
  const match = secretRoute.exec(decoded(path));
  if (!match) return path;
  const [, route = '', secret = '', rest = ''] = match;
  const ending = keptEnding.exec(secret)?.[0] ?? '';
  return `/${route.toLowerCase()}/:token${ending}${rest}`;
}
