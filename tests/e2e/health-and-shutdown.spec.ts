import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { openPglite } from '../../app/db/client.server';
import { pageViews } from '../../app/visits/visits.tables';
import { templateEnvName } from '../../scripts/lib/site-server';
import { expect, test } from './helpers/fixtures';

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Health checks for proxies and orchestrators, and a clean stop on SIGTERM (docs in README). */

test('/healthz answers while the process runs; /readyz while the database answers', async ({
  request,
  server,
}) => {
  const health = await request.get(`${server.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe('ok');
  expect(health.headers()['cache-control']).toBe('no-store');
  const ready = await request.get(`${server.url}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe('ready');
  // Probes are not visits and do not fill the log.
  expect(server.log()).not.toContain('GET /healthz');
});

test('kept-alive connections stay open longer than proxies and clients keep theirs idle', async ({
  server,
}) => {
  // Decision 034: above nginx's and load balancers' 60 s, so a client never sends a request on a
  // connection the server is closing (Node's default is 5 s). Node announces it in this header,
  // which undici and others follow.
  const page = await fetch(`${server.url}/about`);
  await page.arrayBuffer();
  expect(page.headers.get('keep-alive')).toBe('timeout=65');
});

test("the tests' server runs as production starts it: the memory flags and the allocator's setting", async ({
  server,
}) => {
  // Decisions 027, 050, 076 and 034, as package.json's start:prod passes them: the browser tests and
  // the benchmark measure the server that ships.
  const args = (await fs.readFile(`/proc/${server.pid}/cmdline`, 'utf8')).split('\0');
  for (const flag of [
    '--max-old-space-size=192',
    '--max-semi-space-size=16',
    '--heap-growing-percent=60',
    '--no-wasm-dynamic-tiering',
    '--no-wasm-tier-up',
  ])
    expect(args).toContain(flag);
  const environment = (await fs.readFile(`/proc/${server.pid}/environ`, 'utf8')).split('\0');
  expect(environment).toContain('MALLOC_MMAP_THRESHOLD_=131072');
});

test('SIGTERM: the request in flight is answered, new ones are refused, the database is closed', {
  tag: '@full',
}, async ({ startServer }) => {
  const server = await startServer();
  const { hostname, port } = new URL(server.url);
  // A page view just before the stop: counts wait in memory for a moment (decision 022).
  const view = await fetch(`${server.url}/about`, {
    headers: { 'User-Agent': browserAgent, 'Sec-Fetch-Dest': 'document' },
  });
  expect(view.status).toBe(200);
  await view.text();
  // A post whose body arrives in two parts: the server is inside the request when SIGTERM comes.
  // The connection is a kept-alive one, as a browser's or a proxy's is. `Expect: 100-continue`
  // is the server's signal that it has read the headers and taken the request on: Node answers
  // `100 Continue` as it hands the request to the app, so SIGTERM is sent after that, not after a
  // guessed pause.
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const body = 'name=Nora&email=nora%40example.com&message=Hello';
  socket.write(
    `POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n` +
      `Expect: 100-continue\r\n\r\n` +
      body.slice(0, 10),
  );
  const continued = 'HTTP/1.1 100 Continue\r\n\r\n';
  await expect.poll(() => answer).toBe(continued);

  server.signal('SIGTERM');
  await expect.poll(() => server.log()).toContain('SIGTERM: no new connections');
  // A new visitor is not taken on any more.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

  socket.write(body.slice(10));
  await ended;
  const final = answer.slice(continued.length);
  expect(final).toMatch(/^HTTP\/1\.1 (200|303|400|429) /);
  // The answer closes its connection, so the stop does not wait for the connection to go idle.
  expect(final).toMatch(/\r\nConnection: close\r\n/i);
  expect(await server.exited).toBe(0);
  expect(server.log()).toContain('Stopped: every request answered, database closed');
  expect(server.log()).not.toContain('Requests still open after the limit');
  // The view counted just before the stop was written, not lost.
  const database = await openPglite(path.join(server.dataDir, 'pglite'));
  try {
    const rows = await database.db.select().from(pageViews).where(eq(pageViews.path, '/about'));
    expect(rows.map((row) => row.views)).toEqual([1]);
  } finally {
    await database.close();
  }
});

test('an exception nothing caught in a request: logged with the request, then the clean stop, exit 1', {
  tag: '@full',
}, async ({ startServer }) => {
  // Decision 055. The server runs with a module that makes a request's callback throw later, as
  // PDFKit's zlib callback did for a malformed signature (nothing in the app throws so any more).
  const thrower = pathToFileURL(path.join(import.meta.dirname, 'helpers/throw-later-in-a-request.mjs')).href;
  const server = await startServer({ nodeFlags: ['--import', thrower] });
  const { hostname, port } = new URL(server.url);
  // A page view before it: counts wait in memory for a moment, and the stop writes them.
  const view = await fetch(`${server.url}/about`, {
    headers: { 'User-Agent': browserAgent, 'Sec-Fetch-Dest': 'document' },
  });
  expect(view.status).toBe(200);
  await view.text();
  // A post whose body is still on its way when its callback throws: the answer cannot come from
  // the app any more, so the server gives it one.
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const body = 'name=Nora&email=nora%40example.com&message=Hello';
  socket.write(
    `POST /contact?token=not-for-the-log HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\n` +
      'X-Test-Throw-Later: 1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 500 /);

  expect(await server.exited).toBe(1);
  const log = server.log();
  expect(log).toMatch(
    /Uncaught exception in POST \/contact: Error: A callback of this request failed after it returned\n\s+at /,
  );
  expect(log).not.toContain('not-for-the-log');
  expect(log).toContain('Uncaught exception: no new connections');
  expect(log).toContain('Stopped: every request answered, database closed');
  // What SIGTERM closes was closed: the counted view was written, the database let go of.
  const database = await openPglite(path.join(server.dataDir, 'pglite'));
  try {
    const rows = await database.db.select().from(pageViews).where(eq(pageViews.path, '/about'));
    expect(rows.map((row) => row.views)).toEqual([1]);
  } finally {
    await database.close();
  }
});

test("npm start: a stop signal sent to npm reaches the server's clean stop", { tag: '@full' }, async ({
  startServer,
}) => {
  // The README's way: npm runs scripts/start.mjs, which runs the server (a process manager or
  // `kill` stops the command it started, npm, not whatever npm started).
  const server = await startServer({ npmStart: true });
  expect(server.log()).toContain('SESSION_SECRET is not set: using the one kept in');
  // Decision 027: the heap ceiling that keeps the server under 300 MB after a burst (V8's own limit
  // on this machine is over 4 GB). 192 MB of old space plus V8's young generation (48 MB on Node 20,
  // more on later versions).
  const heapMb = Number(/JavaScript heap up to (\d+) MB/.exec(server.log())?.[1]);
  expect(heapMb).toBeGreaterThanOrEqual(192);
  expect(heapMb).toBeLessThanOrEqual(320);
  expect((await fetch(`${server.url}/about`)).status).toBe(200);

  server.signal('SIGTERM');
  await expect.poll(() => server.log()).toContain('Stopped: every request answered, database closed');
  expect(await server.exited).toBe(0);
  // Nothing is left answering on the port (a server left behind would keep the database open).
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});

test('npm start: Ctrl-C in the terminal (SIGINT to npm and the server alike) stops the server once, cleanly', {
  tag: '@full',
}, async ({ startServer }) => {
  const server = await startServer({ npmStart: true });
  expect((await fetch(`${server.url}/about`)).status).toBe(200);

  // The server receives SIGINT twice: from the terminal, and again from npm passing it on.
  server.signalGroup('SIGINT');
  expect(await server.exited).toBe(0);
  const log = server.log();
  expect(log).toContain('SIGINT: no new connections');
  expect(log).toContain('Stopped: every request answered, database closed');
  expect(log.match(/SIGINT: no new connections/g)).toHaveLength(1);
});

test('npm start closes a data folder left open (0755) by hand or an older version, and the secrets in it', {
  tag: '@full',
}, async ({ startServer }) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-open-data-'));
  try {
    // A migrated database, pictures and emails, all made open to other users, as a folder created
    // by hand with the usual umask would be.
    await fs.cp(process.env[templateEnvName] ?? '', dataDir, { recursive: true });
    const parts = ['pglite', 'uploads', 'outbox'];
    for (const part of parts) await fs.mkdir(path.join(dataDir, part), { recursive: true });
    const secret = path.join(dataDir, '.session-secret');
    await fs.writeFile(secret, 'a'.repeat(64));
    for (const target of [dataDir, ...parts.map((part) => path.join(dataDir, part))])
      await fs.chmod(target, 0o755);
    await fs.chmod(secret, 0o644);

    const server = await startServer({ npmStart: true, dataDir });
    const modeOf = async (name: string) => (await fs.stat(path.join(dataDir, name))).mode & 0o777;
    expect(await modeOf('.')).toBe(0o700);
    for (const part of parts) expect(await modeOf(part), part).toBe(0o700);
    expect(await modeOf('.session-secret')).toBe(0o600);
    // The first admin's generated password is in its owner-only file, never in the log.
    expect(server.log()).toContain('First admin created');
    expect(await modeOf('first-admin-password.txt')).toBe(0o600);
    const password = /^Password: (.+)$/m.exec(
      await fs.readFile(path.join(dataDir, 'first-admin-password.txt'), 'utf8'),
    )?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect(server.log()).not.toContain(password);
    await server.stop();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
