import type { RequestHandler } from 'express';

/** One line per request: method, path, status, duration. Never the body or query (it may hold secrets). */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // originalUrl, not path (which is relative to a mount such as /assets); the query is left out.
      console.log(`${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
