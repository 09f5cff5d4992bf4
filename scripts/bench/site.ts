import fs from 'node:fs';
import { asc } from 'drizzle-orm';
import type { Db } from '../../app/db/client.server';
import { cartItems, products } from '../../app/shop/shop.tables';
import { buildIsStale as buildIsStaleIn } from '../build-stale.mjs';
import { type RunningServer, repoRoot, startServer } from '../lib/site-server';
import { createTestUser, sessionCookieValue, type TestUser } from '../lib/site-users';
import { onExit } from './processes';

export { repoRoot };
export type SiteServer = RunningServer;

/** The public pages (app/seo/public-pages.ts): Lighthouse and axe visit every one (PRODUCT §15). */
export { publicPagePaths as publicPages } from '../../app/seo/public-pages';

export type Role = 'User' | 'Client' | 'Admin';

export interface SiteUnderTest {
  server: RunningServer;
  /** The `__session` cookie value of a signed-in account of each role. */
  cookies: Record<Role, string>;
  /** The Client's user id (the admin pages about one client need it). */
  clientId: number;
  stop(): Promise<void>;
}

/**
 * The built production server on a fresh temporary DATA_DIR (the end-to-end tests' starter), with
 * the benchmark's people (`addBenchPeople`). `nodeFlags` go to `node` (the signed-in load's
 * profiled run passes --cpu-prof).
 */
export async function startSite(nodeFlags?: string[]): Promise<SiteUnderTest> {
  let users: Record<Role, TestUser> | undefined;
  const server = await startServer({
    nodeFlags,
    setup: async (db) => {
      users = await addBenchPeople(db);
    },
  });
  const stop = stoppedOnExit(server);
  if (!users) throw new Error('bench: the accounts were not created');
  const { User, Client, Admin } = users;
  return {
    server,
    cookies: {
      User: sessionCookieValue(User),
      Client: sessionCookieValue(Client),
      Admin: sessionCookieValue(Admin),
    },
    clientId: Client.id,
    stop,
  };
}

/**
 * The benchmark's people, one signed-in account per role made the way the tests make them, and a
 * print in the Client's cart so the cart and checkout pages show their full form.
 */
export async function addBenchPeople(db: Db): Promise<Record<Role, TestUser>> {
  const User = await createTestUser(db, { email: 'bench-user@example.com', name: 'Una User' });
  const Client = await createTestUser(db, {
    email: 'bench-client@example.com',
    name: 'Jane Rider',
    isClient: true,
  });
  const Admin = await createTestUser(db, {
    email: 'bench-admin@example.com',
    name: 'Ada Admin',
    isAdmin: true,
  });
  const [first] = await db.select().from(products).orderBy(asc(products.sortOrder)).limit(1);
  if (first) await db.insert(cartItems).values({ userId: Client.id, productId: first.id, quantity: 2 });
  return { User, Client, Admin };
}

/**
 * The built production server on `dataDir`, a DATA_DIR its caller prepared (and removes); stopped
 * when the benchmark exits for any reason.
 */
export async function startServerOn(dataDir: string): Promise<RunningServer> {
  const server = await startServer({ dataDir });
  const forget = onExit(() => server.signal('SIGKILL'));
  return {
    ...server,
    stop: async () => {
      await server.stop();
      forget();
    },
  };
}

/**
 * A server the benchmark started, killed and its data folder removed when the benchmark exits
 * for any reason (its time limit included); the `stop` returned stops it as usual.
 */
export function stoppedOnExit(server: RunningServer): () => Promise<void> {
  const forget = onExit(() => {
    server.signal('SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  return async () => {
    await server.stop();
    forget();
  };
}

/** The resident memory of a process in bytes (VmRSS), and its peak (VmHWM), from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
  } catch {
    return undefined;
  }
}

/** The machine's busy CPU time since boot, in clock ticks (every core; idle and I/O wait left out). */
export function machineBusyTicks(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** A process's CPU time (user and system), in clock ticks; 0 once it is gone. */
export function processTicks(pid: number): number {
  try {
    // The fields after the command name, which may itself hold spaces and brackets.
    const after = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    return Number(after[11] ?? 0) + Number(after[12] ?? 0);
  } catch {
    return 0;
  }
}

/** The same rule as `npm start`: no build, or sources newer than it. */
export function buildIsStale(): boolean {
  return buildIsStaleIn(repoRoot);
}
