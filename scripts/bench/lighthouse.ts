import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { freePort, runProcess, startProcess, stopProcess, waitForStatus } from './processes';
import {
  atLeast,
  atMost,
  type Cell,
  checkedCell,
  fixed,
  milliseconds,
  notMeasured,
  type Table,
  type Target,
  text,
} from './report';
import { chromiumFlags, chromiumPath, lighthouseBin } from './tools';

export interface LighthouseTargets {
  performance: Target;
  accessibility: Target;
  'best-practices': Target;
  /** None for pages kept out of search engines (signed in: `noindex`). */
  seo?: Target;
  lcp: Target;
  tbt: Target;
  cls: Target;
}

/**
 * PRODUCT §15's targets for every public page, the forms' pages included, in Lighthouse's default
 * mobile run (simulated slow 4G, 4x CPU slowdown).
 */
export const publicPageTargets: LighthouseTargets = {
  performance: atLeast(97, '≥ 97'),
  accessibility: atLeast(100, '100'),
  'best-practices': atLeast(100, '100'),
  seo: atLeast(100, '100'),
  lcp: atMost(2200, '≤ 2.2 s'),
  tbt: atMost(100, '≤ 100 ms'),
  cls: atMost(0.02, '≤ 0.02'),
};

/**
 * PRODUCT §15's targets for what a client opens from an email, signed in (their session, invoice,
 * contract, a released gallery of 24 pictures): heavier pages, a little more time. No SEO: they
 * are kept out of search engines on purpose.
 */
export const clientPageTargets: LighthouseTargets = {
  performance: atLeast(95, '≥ 95'),
  accessibility: atLeast(100, '100'),
  'best-practices': atLeast(100, '100'),
  lcp: atMost(2500, '≤ 2.5 s'),
  tbt: atMost(150, '≤ 150 ms'),
  cls: atMost(0.02, '≤ 0.02'),
};

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// The part of Lighthouse's report (LHR) the benchmark reads.
const reportSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.record(
    z.string(),
    z.object({
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
    }),
  ),
  audits: z.record(
    z.string(),
    z.object({ title: z.string(), score: z.number().nullable(), numericValue: z.number().optional() }),
  ),
});
type LighthouseReport = z.infer<typeof reportSchema>;

export interface PageScores {
  page: string;
  scores: Partial<Record<(typeof categoryIds)[number], number>>;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Audits that cost points outside performance, and errors: what to fix. */
  problems: string[];
  /** The performance score of each run, when the page was measured more than once. */
  runs?: number[];
}

/** Runs per page: Lighthouse is noisy here, so a page's result is its median run (PRODUCT §15). */
export const lighthouseRuns = 5;

/** The run with the median performance score, carrying every run's score. */
export function medianRun(runs: readonly PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('medianRun: no runs');
  return { ...middle, runs: runs.map((run) => run.scores.performance ?? Number.NaN) };
}

function readScores(page: string, report: LighthouseReport): PageScores {
  const scores: PageScores['scores'] = {};
  const problems: string[] = [];
  if (report.runtimeError) problems.push(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  for (const id of categoryIds) {
    const category = report.categories[id];
    if (category?.score === null || category?.score === undefined) continue;
    scores[id] = Math.round(category.score * 100);
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        problems.push(`${id}: ${audit.title}`);
    }
  }
  const metric = (id: string) => report.audits[id]?.numericValue;
  return {
    page,
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    problems,
  };
}

/** A page's report file name: its path with every run of other characters as one `_`. */
const reportName = (page: string) => page.replace(/\W+/g, '_') || 'home';

/**
 * One Lighthouse CLI run against the Chromium already listening on `port`; `headers` go with every
 * request of the page (a signed-in client's Cookie).
 */
async function auditPage(
  url: string,
  page: string,
  port: number,
  outDir: string,
  headers: Record<string, string> | undefined,
): Promise<PageScores> {
  const outputPath = path.join(outDir, `${reportName(page)}.json`);
  const finished = await runProcess(
    process.execPath,
    [
      lighthouseBin,
      url + page,
      `--port=${port}`,
      '--hostname=127.0.0.1',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--no-enable-error-reporting',
      '--quiet',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { timeoutMs: 120_000 },
  );
  try {
    return readScores(page, reportSchema.parse(JSON.parse(await fs.readFile(outputPath, 'utf8'))));
  } catch {
    const why = finished.timedOut ? 'timed out after 120 s' : `exit ${finished.code}`;
    return {
      page,
      scores: {},
      problems: [`Lighthouse failed (${why}): ${finished.stderr.trim().slice(-300)}`],
    };
  }
}

/**
 * Lighthouse on every page, one after another, in one Chromium (each run opens its own tab);
 * `headers` with every request (the signed-in pages' Cookie).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: readonly string[],
  headers?: Record<string, string>,
): Promise<PageScores[]> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-chromium-'));
  const port = await freePort();
  const chromium = startProcess(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForStatus(`http://127.0.0.1:${port}/json/version`, 200, 30_000, 100);
    const results: PageScores[] = [];
    for (const page of pages) {
      const runs: PageScores[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        let result = await auditPage(baseUrl, page, port, profile, headers);
        // Lighthouse's own advice when its trace went wrong (NO_NAVSTART and the like): run it again.
        if (
          result.problems.some(
            (problem) => /^[A-Z_]+: /.test(problem) || problem.startsWith('Lighthouse failed'),
          )
        ) {
          console.log(`bench: lighthouse ${page}: ${result.problems[0]}; once more`);
          result = await auditPage(baseUrl, page, port, profile, headers);
        }
        runs.push(result);
        await keepReport(profile, page, run);
      }
      const result = medianRun(runs);
      console.log(`bench: lighthouse ${page}: performance ${result.runs?.map(runScore).join(', ') ?? '?'}`);
      results.push(result);
    }
    return results;
  } finally {
    await stopProcess(chromium, 5_000);
    await fs.rm(profile, { recursive: true, force: true });
  }
}

/**
 * With LIGHTHOUSE_REPORTS=<folder>, each run's whole report is copied there (`<page>-<run>.json`,
 * opened with Lighthouse's viewer or read with jq): where a score's milliseconds went.
 */
async function keepReport(outDir: string, page: string, run: number): Promise<void> {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  const name = reportName(page);
  await fs.mkdir(folder, { recursive: true });
  await fs
    .copyFile(path.join(outDir, `${name}.json`), path.join(folder, `${name}-${run + 1}.json`))
    // A run that failed wrote no report; its row already says so.
    .catch(() => {});
}

const runScore = (value: number) => (Number.isNaN(value) ? 'failed' : String(value));

/** One page's row: each result beside its target (a category without a target: "—"). */
export function lighthouseRow(r: PageScores, t: LighthouseTargets): Cell[] {
  const score = (value: number) => String(value);
  return [
    text(r.page),
    checkedCell(r.scores.performance, t.performance, (value) =>
      r.runs && r.runs.length > 1 ? `${value} (${r.runs.map(runScore).join(', ')})` : score(value),
    ),
    checkedCell(r.scores.accessibility, t.accessibility, score),
    checkedCell(r.scores['best-practices'], t['best-practices'], score),
    t.seo ? checkedCell(r.scores.seo, t.seo, score) : text('—'),
    checkedCell(r.lcp, t.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`),
    checkedCell(r.tbt, t.tbt, milliseconds),
    checkedCell(r.cls, t.cls, fixed(3)),
  ];
}

export function lighthouseTable(
  title: string,
  results: readonly PageScores[],
  t: LighthouseTargets,
  extraNotes: readonly string[] = [],
): Table {
  return {
    title,
    columns: [
      'page',
      `performance ${t.performance.text}`,
      `accessibility ${t.accessibility.text}`,
      `best practices ${t['best-practices'].text}`,
      `SEO ${t.seo?.text ?? '(not indexed)'}`,
      `LCP ${t.lcp.text}`,
      `TBT ${t.tbt.text}`,
      `CLS ${t.cls.text}`,
    ],
    rows: results.map((r) => lighthouseRow(r, t)),
    notes: [
      `Lighthouse 12, mobile, default simulated throttling; ${lighthouseRuns} runs per page, the run with the median performance score shown (every run's score in brackets).`,
      ...extraNotes,
      ...results.flatMap((r) =>
        r.problems
          .filter((problem) => !(t.seo === undefined && problem.startsWith('seo: ')))
          .map((problem) => `${r.page}: ${problem}`),
      ),
    ],
  };
}

/** A table of one row saying the pages could not be measured, and why. */
export function lighthouseNotMeasured(title: string, why: string): Table {
  return {
    title,
    columns: ['pages', 'result'],
    rows: [[text('all'), { text: notMeasured, ok: null }]],
    notes: [why.slice(0, 500)],
  };
}
