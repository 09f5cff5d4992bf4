import type { RequestHandler } from 'express';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change must come from the site's own pages (PRODUCT §10): a non-GET request whose
 * Origin is missing or foreign is refused with 403 before it reaches any action.
 */
export function sameOriginOnly(publicUrl: string | undefined): RequestHandler {
  const fixedOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const expected = fixedOrigin ?? `${req.protocol}://${req.get('host')}`;
    if (req.get('origin') === expected) return next();
    res.status(403).type('text/plain').send('Forbidden: cross-site request refused');
  };
}
