import type { RequestHandler } from 'express';

const discardForMs = 5000;

/**
 * Answers a request whose declared body is over the cap with 413 at once, before the application
 * sees it or any of it is kept in memory. The picture upload is exempt: it streams its files to
 * disk under its own limits (app/pictures/limits.server.ts). A body sent without a length is
 * capped while it is read (app/security/form-body.server.ts).
 */
export function bodyLimit(limitBytes: number, exempt: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (!(declared > limitBytes) || exempt(req.path)) return next();
    res.status(413).type('text/plain').send('Payload Too Large: this form is too large to be accepted.');
    // The rest of the body is discarded as it arrives, never kept (closing at once would reset the
    // connection under the client, which then never sees the 413); a sender that keeps going is
    // cut off after a few seconds.
    const cutOff = setTimeout(() => req.socket.destroy(), discardForMs);
    cutOff.unref();
    req.once('end', () => clearTimeout(cutOff));
    req.resume();
  };
}

/** The Edit Images upload route (app/routes.ts: editImages/:id/upload). */
export const isPictureUpload = (path: string) => /^\/editImages\/[^/]+\/upload\/?$/i.test(path);
