/**
 * Where a signed-in request's database time goes, in-process and query by query (decision 072):
 *   node --import tsx scripts/bench/loader-times.ts pages [repeats] [bookings]
 *     each page of the signed-in section's walk (browse.ts): the built server's root and page
 *     loaders together, as React Router calls them for one request (run `npm run build` first)
 *   node --import tsx scripts/bench/loader-times.ts services [repeats] [bookings]
 *     the services behind Admin Home: every booking's stage, the buttons' counts, Today, Reports
 * on the section's data (a fresh, migrated, seeded database and the bench's people), or with
 * `bookings` > 0 a busy business's 18 months as well (busy-year.ts, five page views a booking).
 * Each query is timed alone (PGlite runs one at a time anyway); QUERIES=1 lists one request's.
 * Wall times on a shared machine drift: compare runs made back to back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../app/db/client.server';
import { seed } from '../../app/startup/seed.server';
import { e2eSessionSecret } from '../lib/site-users';
import { browsingPaths } from './browse';
import { fillBusyYear } from './busy-year';
import { addBenchPeople } from './site';

const [mode = 'pages', repeatsText = '40', bookingsText = '0'] = process.argv.slice(2);
const repeats = Number(repeatsText);
const busyBookings = Number(bookingsText);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-times-'));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = e2eSessionSecret;
process.env.PUBLIC_URL ??= 'http://127.0.0.1:3000';

let listing = false;
let queries = 0;
let queryMs = 0;
// One query at a time, as PGlite runs them anyway, so each one's time is its own, not its wait.
let queue: Promise<unknown> = Promise.resolve();
function timed(query: PGlite['query']): PGlite['query'] {
  return async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    const turn = queue;
    let done = () => {};
    queue = new Promise<void>((resolve) => {
      done = resolve;
    });
    await turn;
    const start = performance.now();
    let rows = -1;
    try {
      const result = await query.apply(this, args);
      rows = result.rows.length;
      return result;
    } finally {
      done();
      const ms = performance.now() - start;
      queries++;
      queryMs += ms;
      const text = String(args[0]).replace(/\s+/g, ' ');
      if (listing)
        console.log(
          `   ${ms.toFixed(2).padStart(6)} ms ${String(rows).padStart(5)} rows  ${text.slice(0, 160)}`,
        );
    }
  } as PGlite['query'];
}
// The app's client gets its own `query` (prepareReads, which runs reads prepared and hands the rest
// to PGlite's): that is the one timed, each query once.
const original = PGlite.prototype.query;
Object.defineProperty(PGlite.prototype, 'query', {
  configurable: true,
  get: () => original,
  set(this: PGlite, query: PGlite['query']) {
    Object.defineProperty(this, 'query', { value: timed(query), writable: true, configurable: true });
  },
});

const database = await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
await seed(database.db);
const people = await addBenchPeople(database.db);
if (busyBookings > 0) await fillBusyYear(database.db, busyBookings, busyBookings * 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs `task` `repeats` times after five warm-ups: wall median, CPU and queries per run. */
async function time(label: string, task: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await task();
  if (process.env.QUERIES) {
    console.log(label);
    listing = true;
    await task();
    listing = false;
  }
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  queries = 0;
  queryMs = 0;
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const perRun = (value: number) => (value / repeats).toFixed(1);
  console.log(
    `${label.padEnd(36)} median ${median(times).toFixed(1).padStart(6)} ms  cpu ${perRun((cpu.user + cpu.system) / 1000).padStart(6)} ms  queries ${perRun(queries).padStart(4)}  in queries ${perRun(queryMs).padStart(6)} ms`,
  );
}

type Loader = (args: never) => unknown;

async function timePages() {
  await database.close();
  // The built server: its loaders open the database at DATA_DIR themselves.
  const chunk = fs.readdirSync('build/server/assets').find((name) => name.startsWith('server-build-'));
  const build = (await import(path.resolve('build/server/assets', chunk ?? ''))) as {
    routes: Record<string, { module: { loader?: Loader } }>;
  };
  const routeOf: Record<string, string> = {
    '': 'home',
    adminHome: 'admin-home',
    ShowImages: 'show-images',
    'client-pictures': 'client-pictures',
  };
  const root = build.routes.root?.module.loader;
  async function load(pathname: string, cookie: string) {
    const [, first = '', id = ''] = (pathname.split('?')[0] ?? '').split('/');
    const page = build.routes[`routes/${routeOf[first] ?? first}`]?.module.loader;
    // React Router hands every loader of a request the same Request (the session is read once per Request).
    const request = new Request(`http://localhost${pathname}`, { headers: { Cookie: cookie } });
    const args = { request, params: { id }, context: { clientIp: '203.0.113.10' } } as never;
    await Promise.all([root, page].filter((l): l is Loader => Boolean(l)).map((l) => l(args)));
  }
  const paths = browsingPaths(people.Client.id);
  for (const role of ['Client', 'Admin'] as const) {
    for (const pathname of paths[role])
      await time(`${role} ${pathname}`, () => load(pathname, people[role].cookie));
  }
}

async function timeServices() {
  const { useDatabase: makeServicesUse } = await import('../../app/db/db.server');
  makeServicesUse(database);
  const { listBookingStages } = await import('../../app/stages/booking-stages.server');
  const { loadToday, viewButtonCounts } = await import('../../app/admin/today.server');
  const { newRequestIds } = await import('../../app/admin/today-requests.server');
  const { overdueInvoices } = await import('../../app/admin/today.server');
  const { loadReports } = await import('../../app/admin/reports.server');
  const { adminViewData } = await import('../../app/admin/admin-home-views.server');
  const { businessToday } = await import('../../app/business-time/business-time.server');
  const query = { search: '', filter: null, stage: null, orderStatus: null, adminId: people.Admin.id };
  await time('listBookingStages() (every booking)', () => listBookingStages());
  await time('newRequestIds', () => newRequestIds(new Date()));
  await time('overdueInvoices', () => overdueInvoices(businessToday()));
  await time('viewButtonCounts', () => viewButtonCounts());
  await time('loadToday', () => loadToday());
  await time("adminViewData('bookings')", () => adminViewData('bookings', query));
  if (repeats <= 20) await time('loadReports', () => loadReports());
  await database.close();
}

await (mode === 'services' ? timeServices() : timePages());
fs.rmSync(dataDir, { recursive: true, force: true });
