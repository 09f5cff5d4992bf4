import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';
import { errorMessage } from '../app/logging/log-error';
import { withoutSecrets } from '../app/security/secret-paths';

interface RequestInFlight {
  /** As the request log writes it: the method and the path, no query, no one-time token. */
  line: string;
  res: Response;
}

const requests = new AsyncLocalStorage<RequestInFlight>();

/**
 * First in the app: the rest of a request's handling runs in its context, so whatever a callback
 * of it throws later (a library's zlib callback, a timer) still knows its request: Node calls the
 * process's `uncaughtException` and `unhandledRejection` listeners in the context of the callback
 * or promise that failed (decision 055).
 */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const line = `${req.method} ${withoutSecrets(req.originalUrl.split('?')[0] ?? '')}`;
    requests.run({ line, res }, next);
  };
}

/**
 * What server.js does first with an exception nothing caught (`what`: 'Uncaught exception' or
 * 'Unhandled rejection'): one log entry naming the request it was thrown in, with the error's stack;
 * then that request is answered 500 and its connection closed (or cut, when its answer had
 * started), so the clean stop that follows does not wait the drain's 10 s for an answer that
 * will never come.
 */
export function reportUncaught(what: string, error: unknown): void {
  const request = requests.getStore();
  const detail = error instanceof Error && error.stack ? error.stack : errorMessage(error);
  console.error(`${what} ${request ? `in ${request.line}` : 'outside any request'}: ${detail}`);
  const res = request?.res;
  if (!res || res.writableEnded) return;
  try {
    if (res.headersSent) throw new Error('the answer had started');
    res.status(500).set('Connection', 'close').type('text/plain').send('Internal Server Error');
  } catch {
    // Half an answer cannot be finished: the client sees the connection end instead.
    res.destroy();
  }
}
