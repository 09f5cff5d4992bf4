import type { RequestHandler } from 'express';
import { logError } from '../app/logging/log-error';
import { isPageView } from '../app/visits/page-view-rules';
import { recordPageView } from '../app/visits/page-views.server';

/** The route pattern a path is a page of, or undefined for no known route (app/visits/page-routes.ts). */
export type RouteOfPath = (path: string) => string | undefined | Promise<string | undefined>;

/**
 * Counts page views on the server, after the answer has gone out, so a visitor never waits for
 * the count and no script or cookie is sent for it. Counting here rather than in a loader keeps
 * GET loaders free of writes, and sees the final status and Content-Type of the response. The
 * counts are written in batches (app/visits/page-views.server.ts), one row per day and route.
 */
export function countPageViews(routeOf: RouteOfPath): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const view = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        contentType: res.getHeader('content-type')?.toString(),
        header: (name: string) => req.get(name),
      };
      if (!isPageView(view)) return;
      // Counted under the route that answered, so '/ABOUT' and '/About/' are '/about'.
      void Promise.resolve(routeOf(view.path))
        .then((route) => {
          if (route) recordPageView(route);
        })
        .catch((error: unknown) => {
          logError('page views: not counted', error);
        });
    });
    next();
  };
}
