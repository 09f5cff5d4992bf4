import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

// Two sign-in posts per address per 10 minutes, so the third shows whose budget it was counted on.
const env = { AUTH_RATE_LIMIT: '2' };

function postLogin(request: APIRequestContext, base: string, forwardedFor: string) {
  return request.post(`${base}/login`, {
    form: { email: 'nobody@example.com', password: 'Wrong&Guess1' },
    headers: { Origin: base, 'X-Forwarded-For': forwardedFor },
  });
}

test('without TRUST_PROXY a forged X-Forwarded-For changes nothing: one budget for the connection', {
  tag: '@full',
}, async ({ startServer, request }) => {
  const server = await startServer({ env });
  expect((await postLogin(request, server.url, '198.51.100.1')).status()).toBe(400);
  expect((await postLogin(request, server.url, '198.51.100.2')).status()).toBe(400);
  expect((await postLogin(request, server.url, '198.51.100.3')).status()).toBe(429);
});

test('with TRUST_PROXY=1 two clients behind the proxy have separate budgets', { tag: '@full' }, async ({
  startServer,
  request,
}) => {
  const server = await startServer({ env: { ...env, TRUST_PROXY: '1' } });
  expect((await postLogin(request, server.url, '198.51.100.1')).status()).toBe(400);
  expect((await postLogin(request, server.url, '198.51.100.1')).status()).toBe(400);
  expect((await postLogin(request, server.url, '198.51.100.1')).status()).toBe(429);
  // Another visitor behind the same proxy is not held up by the first one's posts.
  expect((await postLogin(request, server.url, '198.51.100.2')).status()).toBe(400);
});

test('a TRUST_PROXY that is not a hop count or addresses stops the start with one line', {
  tag: '@full',
}, async ({ startServer }) => {
  await expect(startServer({ env: { TRUST_PROXY: 'yes please' } })).rejects.toThrow(
    /Invalid configuration: TRUST_PROXY must be a hop count or a list of addresses/,
  );
});
