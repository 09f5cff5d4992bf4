import fs from 'node:fs';
import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The browser build (build/client) as static files. Scripts, style sheets and SVGs were compressed
 * at build time (scripts/precompress.mjs): the .br or .gz the browser accepts is sent as it is, with
 * `Content-Encoding` and `Vary: Accept-Encoding`; nothing here compresses per request.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const serve = (folder: string, cache: { maxAge: string; immutable?: boolean }) =>
    expressStaticGzip(folder, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { ...cache, index: false },
    });
  const router = Router();
  // Hashed file names never change, so browsers may keep them for a year: Vite's for the assets,
  // the artwork's fingerprint for the images (`{name}-{width}.{version}.{format}`).
  router.use('/assets', serve(path.join(clientDir, 'assets'), { maxAge: '1y', immutable: true }));
  router.use('/images', serve(path.join(clientDir, 'images'), { maxAge: '1y', immutable: true }));
  // The few files at the top (favicon): looked up in a list made at start, so a page request
  // costs no file-system lookup.
  const topFiles = new Set(
    fs
      .readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  );
  const top = serve(clientDir, { maxAge: '1h' });
  router.use((req, res, next) => (topFiles.has(req.path) ? top(req, res, next) : next()));
  return router;
}
