import { once } from 'node:events';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import {
  type AppLoadContext,
  createRequestHandler as createRouterHandler,
  type ServerBuild,
} from 'react-router';

/**
 * React Router behind Express (decision 034). It does what @react-router/express 7 does, except
 * for how the answer is written: that adapter races every read of the body against one promise
 * that settles only if the response fails, and each race keeps its chunk reachable from that
 * promise until the response ends (remix-run/react-router#15247, fixed in React Router 8 only).
 * A 600 MB "Download all" then held all 600 MB in memory until its last byte was sent.
 */
export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  mode?: string;
}) {
  const handleRequest = createRouterHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), options.getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The fetch Request React Router reads, as @react-router/express 7.18 builds it. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // The port: X-Forwarded-Host's when a trusted proxy sent one (TRUST_PROXY), else Host's.
  const [, forwardedPort] = req.app.enabled('trust proxy')
    ? (req.get('X-Forwarded-Host')?.split(':') ?? [])
    : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? '', 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
  // A client that leaves aborts the loader's work, unless the answer was already sent.
  const controller = new AbortController();
  let sent = false;
  res.on('finish', () => {
    sent = true;
  });
  res.on('close', () => {
    if (!sent) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/**
 * Writes `response` to `res` chunk by chunk: the next chunk is read only once Node's response
 * takes more (backpressure reaches the ZIP's file reads), nothing keeps a chunk after its write,
 * and compression is flushed after each one, so a streamed page's later parts (the checkout's
 * deferred data) reach the browser when they are rendered. A client that leaves cancels the body
 * (the ZIP closes its file); a body that fails mid-way destroys the response, so the browser
 * reports a failed download instead of keeping a short file (decision 012).
 */
export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const left = new AbortController();
  const onClose = () => {
    left.abort();
    // Ends a read that is waiting for the body (a deferred loader, the next file of a ZIP).
    reader.cancel().catch(() => {});
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      const more = res.write(value);
      res.flush?.();
      if (!more) await once(res, 'drain', { signal: left.signal });
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    reader.cancel(error).catch(() => {});
    // A client that left is not an error; a body that failed must not look like a whole answer.
    if (!res.destroyed) res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    res.off('close', onClose);
  }
}
