import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUncaught, requestContext } from './request-context';

/**
 * What server.js does first with an exception nothing caught (decision 055): the log names the
 * request whose callback threw, and that request gets its answer. The whole path, a real callback
 * throwing in a built server that then stops cleanly, is health-and-shutdown.spec.ts's.
 */
let server: http.Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An app whose one route never answers: a callback of it reports an error later, as Node would. */
async function appFailingLater(startAnswer: boolean): Promise<string> {
  const app = express();
  app.use(requestContext());
  app.all('/{*path}', (_req, res) => {
    if (startAnswer) res.write('half an answer');
    setImmediate(() => reportUncaught('Uncaught exception', new Error('a zlib callback threw')));
  });
  const listening = http.createServer(app);
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('an exception nothing caught, reported', () => {
  it('names the method and path of the request it was thrown in, never its query or token, and answers it 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = await appFailingLater(false);
    const answer = await fetch(`${base}/contracts/12?next=secret`, { method: 'POST', body: 'x=1' });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.text()).toBe('Internal Server Error');
    const reset = await fetch(`${base}/reset-password/c2VjcmV0LXRva2Vu`);
    expect(reset.status).toBe(500);
    const lines = logged.mock.calls.map((args) => String(args[0]));
    expect(lines[0]).toMatch(
      /^Uncaught exception in POST \/contracts\/12: Error: a zlib callback threw\n\s+at /,
    );
    expect(lines[1]).toMatch(/^Uncaught exception in GET \/reset-password\/:token: Error: /);
    expect(lines.join('\n')).not.toMatch(/secret|c2VjcmV0/);
  });

  it('cuts a request whose answer had started: half an answer cannot be finished', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = await appFailingLater(true);
    const answer = await fetch(`${base}/pictures.zip`);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  });

  it('says so when it was thrown outside any request', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportUncaught('Unhandled rejection', 'not even an Error');
    expect(logged).toHaveBeenCalledWith('Unhandled rejection outside any request: not even an Error');
  });
});
