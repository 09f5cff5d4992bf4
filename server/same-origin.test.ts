import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginOnly } from './same-origin';

/** A tiny app: the guard, then a handler that answers 200 to every method. */
async function startApp(publicUrl: string | undefined): Promise<{ url: string; server: http.Server }> {
  const app = express();
  app.use(sameOriginOnly(publicUrl));
  app.all('/{*path}', (_req, res) => {
    res.status(200).send('ok');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function stop(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('sameOriginOnly without PUBLIC_URL (origin from the Host header)', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    ({ url: base, server } = await startApp(undefined));
  });
  afterAll(() => stop(server));

  it('lets GET through without an Origin', async () => {
    const response = await fetch(`${base}/contact`);
    expect(response.status).toBe(200);
  });

  it('refuses a POST without an Origin', async () => {
    const response = await fetch(`${base}/contact`, { method: 'POST', body: 'x=1' });
    expect(response.status).toBe(403);
  });

  it('refuses a POST from a foreign Origin', async () => {
    const response = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: 'x=1',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a DELETE from a foreign Origin', async () => {
    const response = await fetch(`${base}/cart`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost' },
    });
    expect(response.status).toBe(403);
  });

  it('lets a POST from the same origin through', async () => {
    const response = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { Origin: base },
      body: 'x=1',
    });
    expect(response.status).toBe(200);
  });
});

describe('sameOriginOnly with PUBLIC_URL', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    ({ url: base, server } = await startApp('https://photos.example.com/some/path'));
  });
  afterAll(() => stop(server));

  it("accepts only PUBLIC_URL's origin, even when the Host header matches", async () => {
    const own = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { Origin: 'https://photos.example.com' },
      body: 'x=1',
    });
    expect(own.status).toBe(200);
    const host = await fetch(`${base}/contact`, { method: 'POST', headers: { Origin: base }, body: 'x=1' });
    expect(host.status).toBe(403);
  });
});
