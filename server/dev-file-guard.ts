import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * In development only, in front of Vite: a request for a dot-file (.env, .git), for the data
 * folder (database, pictures, outbox) or, through Vite's /@fs/, for a file outside app/, public/
 * and node_modules/ answers 404, as in production (Vite alone would say 403, or serve it).
 */
export function devFileGuard(projectRoot: string, dataDir: string): RequestHandler {
  const allowed = ['app', 'public', 'node_modules'].map(
    (folder) => path.join(projectRoot, folder) + path.sep,
  );
  const data = path.resolve(dataDir);
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      pathname = req.path;
    }
    const file = pathname.startsWith('/@fs/')
      ? path.resolve(pathname.slice('/@fs'.length))
      : path.resolve(projectRoot, `.${pathname}`);
    const dotFile = pathname.split('/').some((part) => part.startsWith('.') && part !== '.well-known');
    const outsideAllowed = pathname.startsWith('/@fs/') && !allowed.some((prefix) => file.startsWith(prefix));
    const inData = file === data || file.startsWith(data + path.sep);
    if (dotFile || outsideAllowed || inData) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    next();
  };
}
