import {
  type DataStrategyResult,
  data,
  RouterContextProvider,
  type UNSAFE_DataWithResponseInit,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { isUnreachable, keepPageWhenUnreachable } from './unreachable';

const message = 'We could not reach the site. Check your connection and try again.';

/** Runs the middleware on a request whose handlers answered `results`, as React Router calls it. */
async function answer(method: string, results: Record<string, DataStrategyResult>) {
  const request = new Request('http://localhost/cart', { method });
  const outcome = await keepPageWhenUnreachable(
    {
      request,
      params: {},
      context: new RouterContextProvider(),
      pattern: '/cart',
      url: new URL(request.url),
    },
    async () => results,
  );
  return outcome as Record<string, DataStrategyResult>;
}

describe('a post that never reached the server', () => {
  it('is answered with the message and a 503, in place of the error that would replace the page', async () => {
    // fetch rejects with a TypeError; React Router wraps a single-fetch action's error in data().
    const results = await answer('POST', {
      'routes/cart': { type: 'error', result: data(new TypeError('Failed to fetch')) },
    });
    const result = results['routes/cart'];
    expect(result?.type).toBe('data');
    const reply = result?.result as UNSAFE_DataWithResponseInit<unknown>;
    expect(reply.init?.status).toBe(503);
    expect(reply.data).toEqual({ ok: false, message, unreachable: true });
    expect(isUnreachable(reply.data)).toBe(true);
  });

  it('leaves an answer that did arrive alone, an error from the server too', async () => {
    const serverError = new Error('Unexpected Server Error');
    const arrived: Record<string, DataStrategyResult> = {
      root: { type: 'data', result: { ok: true } },
      'routes/cart': { type: 'error', result: serverError },
    };
    expect(await answer('POST', { ...arrived })).toEqual(arrived);
  });

  it('leaves a page load (GET) alone: only posts are answered here', async () => {
    const failed: Record<string, DataStrategyResult> = {
      root: { type: 'error', result: new TypeError('Failed to fetch') },
    };
    expect(await answer('GET', { ...failed })).toEqual(failed);
  });
});

describe('isUnreachable', () => {
  it('tells the reply from any other', () => {
    expect(isUnreachable({ ok: false, message, unreachable: true })).toBe(true);
    expect(isUnreachable({ ok: false, message: 'That request was not understood.' })).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
    expect(isUnreachable('unreachable')).toBe(false);
  });
});
