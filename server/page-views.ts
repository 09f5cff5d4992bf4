import type { RequestHandler } from 'express';
import { isPageView } from '../app/visits/page-view-rules';
import { recordPageView } from '../app/visits/page-views.server';

/**
 * Counts page views on the server, after the answer has gone out, so a visitor never waits for
 * the count and no script or cookie is sent for it. Counting here rather than in a loader keeps
 * GET loaders free of writes, and sees the final status and Content-Type of the response. The
 * counts are written in batches (app/visits/page-views.server.ts).
 */
export function countPageViews(): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const view = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        contentType: res.getHeader('content-type')?.toString(),
        header: (name: string) => req.get(name),
      };
      if (isPageView(view)) recordPageView(view.path);
    });
    next();
  };
}
