import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, trustProxySetting } from '../app/config/env.server';

/**
 * TRUST_PROXY as server/app.ts applies it (decision 010): an app that answers with the
 * client address the routes are given (`req.ip`) and the connecting one, listening as production
 * does when HOST is unset (dual-stack where the machine has IPv6, so this machine's requests
 * arrive from ::ffff:127.0.0.1, which the list's IPv4 entries must still match).
 */
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function addresses(trustProxy: string | undefined, forwardedFor: string) {
  const app = express();
  app.set('trust proxy', trustProxySetting(parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY));
  app.get('/', (req, res) => {
    res.json({ seen: req.ip, connecting: req.socket.remoteAddress });
  });
  const listening = http.createServer(app);
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, () => resolve()));
  const { port } = listening.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': forwardedFor } });
  return (await response.json()) as { seen: string; connecting: string };
}

/** The client address the routes see: the forwarded one, or the connecting one ('connection'). */
async function clientAddressSeen(trustProxy: string | undefined, forwardedFor: string): Promise<string> {
  const { seen, connecting } = await addresses(trustProxy, forwardedFor);
  return seen === connecting ? 'connection' : seen;
}

describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
  it('ignores a forged X-Forwarded-For from an address that is not on the list', async () => {
    expect(await clientAddressSeen('10.0.0.5, 192.168.10.0/24', '203.0.113.9')).toBe('connection');
    expect(await clientAddressSeen('::1', '203.0.113.9')).toBe('connection');
  });

  it("believes it from a proxy on the list, written as an address or a subnet (IPv4 seen as '::ffff:…' too)", async () => {
    expect(await clientAddressSeen('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddressSeen('10.0.0.5, 127.0.0.0/8', '198.51.100.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores it with TRUST_PROXY unset', async () => {
    expect(await clientAddressSeen(undefined, '203.0.113.9')).toBe('connection');
  });

  it('believes anyone who reaches the port with a hop count: why DEPLOY.md lists the proxy instead', async () => {
    expect(await clientAddressSeen('1', '203.0.113.9')).toBe('203.0.113.9');
  });
});
