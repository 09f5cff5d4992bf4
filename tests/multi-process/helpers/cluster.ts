import crypto from 'node:crypto';
import http from 'node:http';
import { type Database, openPostgres } from '../../../app/db/client.server';
import { type RunningServer, startServer } from '../../../scripts/lib/site-server';
import { adminQuery } from '../../helpers/postgres-admin';

/** Which server a request goes to: the front proxy reads this header (a, else b). */
export const backendHeader = 'x-test-backend';

export interface Cluster {
  /** The one address of the site (the front proxy), which is also every server's PUBLIC_URL. */
  url: string;
  a: RunningServer;
  b: RunningServer;
  /** The shared database, opened by the test for rows it needs and for checks. */
  database: Database;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Environment both servers get (S3_*, SMTP_URL …). */
  env?: Record<string, string>;
  /** Environment only server A, or only server B, gets (on top of `env`). */
  envA?: Record<string, string>;
  envB?: Record<string, string>;
}

function requiredServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'The multi-process tests need a PostgreSQL server: set DATABASE_URL (see README, Tests).',
    );
  }
  return url;
}

/**
 * The front of the site, as nginx would be: one address that forwards each request, unchanged, to
 * server A or B as its `x-test-backend` header says, so a test decides which process answers.
 */
function startFrontProxy(target: () => { a: number; b: number }): Promise<http.Server> {
  const front = http.createServer((request, response) => {
    const ports = target();
    const port = request.headers[backendHeader] === 'b' ? ports.b : ports.a;
    const forward = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(front)));
}

/**
 * Two production servers on one fresh PostgreSQL database, started at the same moment (so their
 * start-up work, migrations and first admin, races as it would in a real deployment), behind one
 * front proxy whose address is both servers' PUBLIC_URL.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const serverUrl = requiredServerUrl();
  const name = `multi_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  const databaseUrl = parsed.toString();

  let ports = { a: 0, b: 0 };
  const front = await startFrontProxy(() => ports);
  const address = front.address();
  if (address === null || typeof address === 'string') throw new Error('The front proxy has no port');
  const url = `http://127.0.0.1:${address.port}`;
  const shared = { ...options.env, DATABASE_URL: databaseUrl, PUBLIC_URL: url };
  const [a, b] = await Promise.all([
    startServer({ env: { ...shared, ...options.envA } }),
    startServer({ env: { ...shared, ...options.envB } }),
  ]);
  ports = { a: Number(new URL(a.url).port), b: Number(new URL(b.url).port) };
  const database = await openPostgres(databaseUrl);

  return {
    url,
    a,
    b,
    database,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
      await new Promise((resolve) => front.close(resolve));
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
