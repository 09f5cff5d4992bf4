import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { businessToday } from '../app/business-time/business-time.server';
import { currentContentVersion } from '../app/content/content-version.server';
import { logError } from '../app/logging/log-error';
import { carriesPersonalCookie } from '../app/security/private-cache.server';
import { cachedPagePaths } from '../app/seo/public-pages';
import { keptPages } from './kept-pages';
import {
  makeNoncePlaceholder,
  makePageTemplate,
  type PageTemplate,
  renderGzip,
  renderPlain,
} from './page-template';

import { cspNonceOf } from './security-headers';

interface CachedPage {
  /** Weak: the bytes differ per response (the nonce), the page does not. */
  etag: string;
  template: PageTemplate;
}

/** Browsers keep the page but ask every time (If-None-Match); no shared cache keeps a nonce page. */
const cacheControl = 'private, no-cache';

/**
 * Serves the pages of `cachedPagePaths` to signed-out visitors from memory (docs/decisions/023):
 * rendered once per content version and business day (`kept-pages.ts`) with a placeholder nonce,
 * stored as text and as gzip, sent with this response's nonce in place, or as 304 when the
 * visitor's copy is current. A request with a
 * session or flash cookie, a query string or another method goes on to React Router as before.
 */
export function pageCache(options: { build: ServerBuild; publicUrl: string }): RequestHandler {
  const handleRequest = createRequestHandler(options.build, 'production');
  const placeholder = makeNoncePlaceholder();

  async function render(path: string): Promise<CachedPage | null> {
    // What a signed-out visitor's browser asks for: no cookie, so no user and no flash.
    const request = new Request(new URL(path, options.publicUrl), { headers: { Accept: 'text/html' } });
    const response = await handleRequest(request, { clientIp: 'page-cache', cspNonce: placeholder });
    const html = await response.text();
    const cacheable =
      response.status === 200 &&
      (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
      !response.headers.has('Set-Cookie') &&
      !/no-store|private/.test(response.headers.get('Cache-Control') ?? '');
    if (!cacheable) return null;
    const template = makePageTemplate(html, placeholder);
    // From the text around the nonces, so every process with the same build and content agrees.
    const hash = crypto.createHash('sha256');
    for (const part of template.parts) hash.update(part).update('\0');
    return { etag: `W/"${hash.digest('base64url').slice(0, 27)}"`, template };
  }

  const pageFor = keptPages(render);

  return async (req, res, next) => {
    if (!cacheable(req)) return next();
    let page: CachedPage | null;
    try {
      page = await pageFor(req.path, { version: await currentContentVersion(), day: businessToday() });
    } catch (error) {
      // React Router renders it as it would without the cache, and answers any error itself.
      logError(`page cache: ${req.path} rendered uncached`, error);
      return next();
    }
    if (!page) return next();
    send(req, res, page);
  };
}

function cacheable(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    cachedPagePaths.has(req.path) &&
    !req.originalUrl.includes('?') &&
    !carriesPersonalCookie(req.get('Cookie'))
  );
}

function send(req: Request, res: Response, page: CachedPage): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', page.etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    // The browser shows its stored copy with the policy stored with it, whose nonce is that copy's:
    // a new policy here would replace it and block the copy's scripts.
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  const nonce = cspNonceOf(res);
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? renderGzip(page.template, nonce) : renderPlain(page.template, nonce);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
