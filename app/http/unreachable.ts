import {
  type DataStrategyResult,
  data,
  type MiddlewareFunction,
  type UNSAFE_DataWithResponseInit,
} from 'react-router';
import type { Notice } from './notice';

/** What a control shows when its post never reached the server. */
export const unreachableMessage = 'We could not reach the site. Check your connection and try again.';

/**
 * The answer a post gets in the browser when the request never arrived: a `Notice`, so every
 * control that shows its action's notice (`<ActionNotice>`, the cart's lines) shows this one too.
 */
export interface UnreachableReply extends Notice {
  ok: false;
  message: string;
  unreachable: true;
}

export function isUnreachable(reply: unknown): reply is UnreachableReply {
  return typeof reply === 'object' && reply !== null && 'unreachable' in reply && reply.unreachable === true;
}

function unwrap(value: unknown): unknown {
  // React Router wraps a failed single-fetch action in `data(error)`.
  const wrapped = value as Partial<UNSAFE_DataWithResponseInit<unknown>> | null;
  return typeof value === 'object' && wrapped?.type === 'DataWithResponseInit' ? wrapped.data : value;
}

/**
 * `fetch` rejects with a TypeError, and only then, when the request could not be made or its
 * answer never came (offline, a dropped connection, a refused one); an answer with any status,
 * even an error page, is not this.
 */
function isNetworkFailure(error: unknown): boolean {
  return unwrap(error) instanceof TypeError;
}

/**
 * The root's client middleware, the one place a post that never reached the server is answered:
 * instead of the error that would replace the page with 'Unexpected Application Error!', the
 * posting route (or fetcher) gets an `UnreachableReply`, with a 503 status so that React Router
 * does not reload the page's data, which could not arrive either. The page stays, its controls
 * become usable again as the post has ended, and each shows the message beside itself.
 */
export const keepPageWhenUnreachable: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const results = await next();
  if (request.method === 'GET') return results;
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type === 'error' && isNetworkFailure(result.result)) {
      const reply: UnreachableReply = { ok: false, message: unreachableMessage, unreachable: true };
      results[routeId] = { type: 'data', result: data(reply, 503) };
    }
  }
  return results;
};
