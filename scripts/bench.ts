// `npm run bench`: measures, in one run, what PRODUCT §15 asks of the built production server,
// each result beside its target (docs/PERFORMANCE.md): Lighthouse and axe on every page, load
// against the server and an nginx serving the same HTML, memory after the load, a Client and an
// Admin browsing their pages at once (where that time goes, from a profile), the same on two
// processes on PostgreSQL behind nginx (docs/DEPLOY.md), start-up,
// orders per second with fsync on and off, memory under heavy downloads and uploads, and Show
// Reports' loader on 10,000 bookings.
// Prints the tables and writes them to bench-results.md.
// `npm run bench -- --only=lighthouse,load` runs some sections only, `--pages=/contact,/galleries`
// some pages only (the weight and Lighthouse sections). It runs on Node.js 24,
// production's runtime, fetched with npx when this is not it (`--node=current`: this Node.js).

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage } from '../app/logging/log-error';
import { axeTable, runAxe } from './bench/axe';
import { browseTable, runBrowse } from './bench/browse';
import { clientPagesLighthouse } from './bench/client-pages-lighthouse';
import { readCpuTimes, stealShare } from './bench/cpu-steal';
import { deployedTable, runDeployed } from './bench/deployed';
import { lighthouseTable, publicPageTargets, runLighthouse } from './bench/lighthouse';
import { loadTable, runLoad } from './bench/load';
import { memoryTable, runMemory } from './bench/memory';
import { ordersTable, runOrders } from './bench/orders';
import { measurePageWeights, pageWeightTable } from './bench/page-weight';
import { onExit } from './bench/processes';
import { productionNodeMajor, runOnProductionNode } from './bench/production-node';
import {
  notMeasured,
  pageFilter,
  reportToMarkdown,
  type Table,
  tableToText,
  tallyLine,
} from './bench/report';
import { reportsTable, runReports } from './bench/reports';
import { buildIsStale, publicPages, startSite } from './bench/site';
import { runStartup, startupTable } from './bench/startup';
import { chromiumMissing, ensureTools } from './bench/tools';
import { createDatabaseTemplate, repoRoot, templateEnvName } from './lib/site-server';

const sections = [
  'weight',
  'load',
  'signed-in',
  'deployed',
  'startup',
  'orders',
  'memory',
  'reports',
  'lighthouse',
  'axe',
] as const;
type Section = (typeof sections)[number];

// The bounds of one run (about 30 minutes on an idle 2-core machine: Lighthouse's five runs of 13
// pages about 15 of them, the memory section 3).
const loadRounds = 3;
const loadSeconds = 10;
// Nine: single starts spread widely on a 2-core machine, and a median of five moved between runs
// (docs/PERFORMANCE.md, "Measurements behind the code").
const startupRuns = 9;
const orderRounds = 2;
const orderSeconds = 8;
// The limit only keeps a hung step from running forever: well above a whole run.
const hardLimitMs = 45 * 60 * 1000;

const { values } = parseArgs({
  options: { only: { type: 'string' }, node: { type: 'string' }, pages: { type: 'string' } },
});
const keepPage = pageFilter(values.pages);
const pages = publicPages.filter(keepPage);
if (values.node !== undefined && values.node !== 'current' && values.node !== 'production') {
  console.error(`bench: --node is 'production' (Node.js ${productionNodeMajor}, the default) or 'current'`);
  process.exit(2);
}
const chosen = new Set<string>(values.only ? values.only.split(',').map((name) => name.trim()) : sections);
for (const name of chosen) {
  if (!sections.includes(name as Section)) {
    console.error(`bench: unknown section '${name}'; the sections are ${sections.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (section: Section) => chosen.has(section);
// Before anything is started: the whole run, and every server it starts, on production's Node.js.
runOnProductionNode(values.node, process.argv.slice(2));

const startedAt = new Date();
const loadAtStart = os.loadavg()[0] ?? 0;
const cpuAtStart = readCpuTimes();
const needsBrowser = wanted('lighthouse') || wanted('axe');
const browserProblem = needsBrowser ? chromiumMissing() : undefined;
if (browserProblem) {
  console.error(`bench: ${browserProblem}`);
  process.exit(1);
}
ensureTools();
if (buildIsStale()) {
  console.log('bench: building the site first (no build, or sources newer than it)...');
  if (spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
}

// One migrated, seeded database for every server and worker to copy: a new PGlite folder is slow.
const template = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-bench-template-'));
onExit(() => fs.rmSync(template, { recursive: true, force: true }));
const tables: Table[] = [];
const print = (table: Table) => {
  tables.push(table);
  console.log(`\n${tableToText(table)}\n`);
};
/** Runs one section; one that fails is reported as such and the others still run. */
async function section(name: Section, measure: () => Promise<Table | Table[]>): Promise<void> {
  if (!wanted(name)) return;
  const started = Date.now();
  try {
    for (const table of [await measure()].flat()) print(table);
    console.log(`bench: ${name} took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  } catch (error) {
    const why = errorMessage(error);
    print({
      title: `${name}: failed`,
      columns: ['section', 'result'],
      rows: [[{ text: name }, { text: notMeasured, ok: null }]],
      notes: [why.slice(0, 500)],
    });
  }
}
const resultsFile = path.join(repoRoot, 'bench-results.md');
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
function writeResults(ending: string): string {
  const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(1);
  const loadAtEnd = os.loadavg()[0] ?? 0;
  // Above one runnable process per core, other work took CPU from the server and its load alike.
  const busy =
    Math.max(loadAtStart, loadAtEnd) > os.cpus().length
      ? ': above the core count, other work shared the machine'
      : '';
  const stolen = stealShare(cpuAtStart, readCpuTimes());
  const steal =
    stolen === undefined
      ? ''
      : `; ${(stolen * 100).toFixed(0)} % of the CPU time stolen by the host (other machines)`;
  const preamble = [
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, Node ${process.version},`,
    `${os.cpus().length} cores (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end${busy}${steal}), embedded PGlite (the deployed section: PostgreSQL);`,
    `\`npm run bench\`${values.only ? ` -- --only=${values.only}` : ''}${values.pages ? ` --pages=${values.pages}` : ''} ${ending} after ${minutes} min.`,
  ];
  fs.writeFileSync(resultsFile, reportToMarkdown('Latest `npm run bench`', preamble, tables));
  return minutes;
}

// Never hang: past the limit, what was measured is written, everything the benchmark started is
// ended (processes.ts) and it exits.
setTimeout(() => {
  writeResults(`was stopped by its ${hardLimitMs / 60_000}-minute limit`);
  console.error(
    `bench: still running after ${hardLimitMs / 60_000} minutes; stopping (partial results in bench-results.md)`,
  );
  process.exit(1);
}, hardLimitMs).unref();
try {
  console.log('bench: preparing a database template...');
  await createDatabaseTemplate(template);
  process.env[templateEnvName] = template;

  const siteSections: Section[] = ['weight', 'load', 'lighthouse', 'axe'];
  // The server under test stays up, idle, while start-up and orders run servers of their own.
  const site = siteSections.some(wanted) ? await startSite() : undefined;
  try {
    if (site) {
      await section('weight', async () => pageWeightTable(await measurePageWeights(site.server.url, pages)));
      await section('load', async () => loadTable(await runLoad(site, loadRounds, loadSeconds)));
    }
    // Servers of its own: its peak memory is the signed-in load's alone.
    await section('signed-in', async () => browseTable(await runBrowse(loadRounds, loadSeconds)));
    // The same load on the site as DEPLOY.md runs it: processes on PostgreSQL behind nginx.
    await section('deployed', async () => deployedTable(await runDeployed(loadRounds, loadSeconds)));
    // The bounded sections first, the browser ones last: on a crowded machine the time limit cuts
    // the slowest, and what came before is already written.
    await section('startup', async () => startupTable(await runStartup(startupRuns, template)));
    await section('orders', async () => ordersTable(await runOrders(orderRounds, orderSeconds, template)));
    await section('memory', async () => memoryTable(await runMemory(template)));
    await section('reports', async () => reportsTable(await runReports()));
    if (site) {
      await section('lighthouse', async () => [
        ...(pages.length === 0
          ? []
          : [
              lighthouseTable(
                'Lighthouse, mobile: the public pages',
                await runLighthouse(site.server.url, pages),
                publicPageTargets,
              ),
            ]),
        ...(await clientPagesLighthouse(template, keepPage)),
      ]);
      await section('axe', async () => axeTable(await runAxe(site)));
    }
  } finally {
    await site?.stop();
  }
} finally {
  fs.rmSync(template, { recursive: true, force: true });
}

const minutes = writeResults('finished');
console.log(`${tallyLine(tables)} Written to ${path.relative(process.cwd(), resultsFile)} (${minutes} min).`);
// Nothing the benchmark started is left; end here even if a library left a handle open.
process.exit(0);
