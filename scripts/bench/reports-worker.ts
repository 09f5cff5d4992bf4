// One Show Reports measurement in a process of its own (scripts/bench/reports.ts starts it):
//   node --import tsx scripts/bench/reports-worker.ts <dataDir> <runs> <bookings> <pageViews>
// Fills a fresh embedded database with the bookings, spread over 18 months, what hangs off them
// (contracts, invoices, payments, galleries, their history, shop orders, downloads) and the page
// views, then times Admin Home → Show Reports' loader, after one warm-up run. Prints one JSON line.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fillBusyYear } from './busy-year';

const [dataDir, runsText, bookingsText, pageViewsText] = process.argv.slice(2);
if (!dataDir || !runsText || !bookingsText || !pageViewsText) {
  console.error('usage: reports-worker.ts <dataDir> <runs> <bookings> <pageViews>');
  process.exit(2);
}
const benchBookings = Number(bookingsText);
const benchPageViews = Number(pageViewsText);
// Before the app's modules reads the environment.
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { openPglite } = await import('../../app/db/client.server');
// Named as what it does here: the services' getDb() answers with this database.
const { useDatabase: makeServicesUse } = await import('../../app/db/db.server');
const { loadReports } = await import('../../app/admin/reports.server');

const database = await openPglite(path.join(dataDir, 'pglite'));
try {
  await database.migrate();
  makeServicesUse(database);
  await fillBusyYear(database.db, benchBookings, benchPageViews);

  await loadReports(); // warm-up
  const timesMs: number[] = [];
  // The process's CPU time too: the embedded database runs in it, so on a crowded machine this
  // says what the loader costs when the wall clock also counts the waits for a core.
  const cpuMs: number[] = [];
  for (let run = 0; run < Number(runsText); run++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await loadReports();
    const cpu = process.cpuUsage(cpuBefore);
    timesMs.push(performance.now() - started);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  console.log(JSON.stringify({ timesMs, cpuMs }));
} finally {
  await database.close();
}
