import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The nonce made for this response, for the page's own script tags (app/entry.server.tsx). */
export function cspNonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/**
 * Security headers on every response, with helmet. Scripts run only from this site or with the
 * page's one-time nonce (no inline script otherwise); the site cannot be framed; Referrer-Policy
 * sends only the origin to other sites. HSTS and upgrade-insecure-requests only when the public
 * address is https, so a laptop on http://localhost keeps working. In development Vite injects its
 * own inline scripts, so the policy is left out there.
 */
export function securityHeaders(options: {
  publicUrl: string | undefined;
  production: boolean;
}): RequestHandler[] {
  const https = options.publicUrl?.startsWith('https://') ?? false;
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    // Helmet has no Permissions-Policy: the one header it leaves to us.
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    next();
  };
  const nonceSource = (_req: unknown, res: ServerResponse) =>
    `'nonce-${String((res as unknown as Response).locals.cspNonce)}'`;
  return [
    nonce,
    helmet({
      contentSecurityPolicy: options.production
        ? {
            useDefaults: true,
            directives: {
              scriptSrc: ["'self'", nonceSource],
              // The picture picker previews and measures chosen files through blob: URLs.
              imgSrc: ["'self'", 'data:', 'blob:'],
              // The web app manifest is this site's own (/manifest.webmanifest).
              manifestSrc: ["'self'"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: https ? [] : null,
            },
          }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xContentTypeOptions: true,
    }),
  ];
}
