import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../lib/site-server';
import { e2eSessionSecret } from '../lib/site-users';
import { serverMallocEnv, serverNodeFlags } from '../server-heap.mjs';
import { cameraJpegs, type HeavyWorkData, prepareHeavyWork } from './memory-data';
import { freePort, startProcess, stopProcess, waitForStatus } from './processes';
import { atMost, median, metricColumns, metricRow, milliseconds, type Table, text } from './report';
import { memoryOf } from './site';
import { shellEnv } from './startup';

/** The heavy work (decision 034), and where the server's memory must stay. */
const downloaders = 6;
const uploaders = 5;
const picturesPerUpload = 11;
/** 57 camera JPEGs of about 11 MB (10.8 MiB): a gallery of just over 600 MB (MiB, as RSS is shown). */
const galleryPictures = 57;
const settleMs = 30_000;
const transferTimeoutMs = 6 * 60_000;
export const memoryTargets = {
  peak: atMost(512, '< 512 MB'),
  after: atMost(350, '< 350 MB'),
  failedPages: atMost(0, 'none'),
};

export interface MemoryResults {
  galleryMb: number;
  idleMb?: number;
  peakMb?: number;
  /** RSS 30 s after the last download and upload ended. */
  afterMb?: number;
  /** How long after the end RSS first fell below the target, if it did. */
  belowTargetAfterMs?: number;
  workSeconds: number;
  downloadsOk: number;
  uploadsOk: number;
  pageTimesMs: number[];
  pageFailures: number;
  /** Each failed page request: when, and the error with its cause's code (UND_ERR_SOCKET …). */
  pageErrors: string[];
  problems: string[];
}

const mb = (bytes: number) => bytes / 2 ** 20;

async function download(url: string, data: HeavyWorkData): Promise<void> {
  const response = await fetch(`${url}/pictures-zip/${data.client.id}`, {
    headers: { Cookie: data.client.cookie },
    signal: AbortSignal.timeout(transferTimeoutMs),
  });
  if (response.status !== 200 || !response.body) throw new Error(`Download all answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  if (bytes < data.galleryBytes) throw new Error(`Download all sent ${bytes} bytes of ${data.galleryBytes}`);
}

async function upload(url: string, data: HeavyWorkData, ownerId: number, jpegs: string[]): Promise<void> {
  const form = new FormData();
  for (const file of jpegs)
    form.append('images', await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
  const response = await fetch(`${url}/editImages/${ownerId}/upload`, {
    method: 'POST',
    body: form,
    headers: { Cookie: data.admin.cookie, Origin: url },
    signal: AbortSignal.timeout(transferTimeoutMs),
  });
  const answer = await response.text();
  if (response.status !== 200)
    throw new Error(`an upload answered ${response.status}: ${answer.slice(0, 200)}`);
}

/**
 * Decision 034: the built server started as `npm start` starts it (decision 027's heap flag,
 * decision 034's allocator setting) on a data folder with a ~600 MB gallery; six clients read
 * "Download all" as fast as they can while five admins upload eleven camera JPEGs each, all at
 * once; a signed-in page is asked for every 250 ms throughout. RSS (`/proc/PID/status`) is sampled
 * every 100 ms: its peak, and its value 30 s after the last transfer ended.
 */
export async function runMemory(template: string): Promise<MemoryResults> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-memory-'));
  const dataDir = path.join(work, 'data');
  const problems: string[] = [];
  try {
    console.log('bench: memory: making 11 camera-sized JPEGs and a 600 MB gallery...');
    const jpegs = await cameraJpegs(path.join(work, 'jpegs'), picturesPerUpload);
    await fs.cp(template, dataDir, { recursive: true });
    const data = await prepareHeavyWork(dataDir, jpegs, galleryPictures, uploaders);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startProcess(process.execPath, [...serverNodeFlags, 'server.js'], {
      cwd: repoRoot,
      env: {
        ...shellEnv(),
        ...serverMallocEnv,
        NODE_ENV: 'production',
        SESSION_SECRET: e2eSessionSecret,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
      },
      stdio: 'ignore',
    });
    try {
      await waitForStatus(`${url}/healthz`, 200, 60_000);
      const pid = server.pid ?? 0;
      const idleMb = memoryOf(pid)?.rss;
      const samples: { at: number; rss: number }[] = [];
      const sampler = setInterval(() => {
        const rss = memoryOf(pid)?.rss;
        if (rss !== undefined) samples.push({ at: performance.now(), rss });
      }, 100);
      const pageTimesMs: number[] = [];
      let pageFailures = 0;
      const pageErrors: string[] = [];
      let probing = true;
      const probeStarted = performance.now();
      const probe = (async () => {
        while (probing) {
          const started = performance.now();
          try {
            const page = await fetch(`${url}/client-pictures`, {
              headers: { Cookie: data.client.cookie },
              signal: AbortSignal.timeout(10_000),
            });
            await page.arrayBuffer();
            if (page.status === 200) pageTimesMs.push(performance.now() - started);
            else {
              pageFailures += 1;
              pageErrors.push(`a page request answered ${page.status}`);
            }
          } catch (error) {
            pageFailures += 1;
            // Which failure, and when, so a closed socket can be told from a time-out (decision 034).
            const cause = (error as { cause?: { code?: unknown } }).cause?.code;
            pageErrors.push(
              `a page request failed ${((performance.now() - probeStarted) / 1000).toFixed(1)} s in: ${String(error)}${cause ? ` (${String(cause)})` : ''}`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();

      console.log('bench: memory: six downloads and five uploads at once...');
      const started = performance.now();
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: downloaders }, () => download(url, data)),
        ...data.uploadTargets.map((target) => upload(url, data, target.id, jpegs)),
      ]);
      const ended = performance.now();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      probing = false;
      await probe;
      clearInterval(sampler);

      for (const outcome of outcomes)
        if (outcome.status === 'rejected') problems.push(String(outcome.reason).slice(0, 300));
      const during = samples.filter((sample) => sample.at >= started && sample.at <= ended);
      const afterEnd = samples.filter((sample) => sample.at > ended);
      const below = afterEnd.find((sample) => mb(sample.rss) < (memoryTargets.after.atMost ?? 0));
      const last = afterEnd.at(-1);
      return {
        galleryMb: mb(data.galleryBytes),
        idleMb: idleMb === undefined ? undefined : mb(idleMb),
        peakMb: during.length > 0 ? mb(Math.max(...during.map((sample) => sample.rss))) : undefined,
        afterMb: last === undefined ? undefined : mb(last.rss),
        belowTargetAfterMs: below === undefined ? undefined : below.at - ended,
        workSeconds: (ended - started) / 1000,
        downloadsOk: outcomes.slice(0, downloaders).filter((outcome) => outcome.status === 'fulfilled')
          .length,
        uploadsOk: outcomes.slice(downloaders).filter((outcome) => outcome.status === 'fulfilled').length,
        pageTimesMs,
        pageFailures,
        pageErrors,
        problems,
      };
    } finally {
      await stopProcess(server, 15_000);
    }
  } finally {
    // Everything this section made: the JPEGs, the gallery's links, the data folder.
    await fs.rm(work, { recursive: true, force: true });
  }
}

export function memoryTable(results: MemoryResults): Table {
  const megabytes = (value: number) => `${Math.round(value)} MB`;
  const times = [...results.pageTimesMs].sort((a, b) => a - b);
  const transfers = `${results.downloadsOk} of ${downloaders} downloads, ${results.uploadsOk} of ${uploaders} uploads`;
  return {
    title: 'Memory under heavy work (embedded database)',
    columns: metricColumns,
    rows: [
      metricRow('RSS before, idle after the start', undefined, results.idleMb, megabytes),
      metricRow('RSS peak during the downloads and uploads', memoryTargets.peak, results.peakMb, megabytes),
      metricRow(
        `RSS ${settleMs / 1000} s after they ended`,
        memoryTargets.after,
        results.afterMb,
        megabytes,
        results.belowTargetAfterMs === undefined
          ? ''
          : `(below ${memoryTargets.after.atMost} MB ${(results.belowTargetAfterMs / 1000).toFixed(1)} s after)`,
      ),
      metricRow(
        'Signed-in page requests that failed meanwhile',
        memoryTargets.failedPages,
        results.pageFailures,
        String,
      ),
      metricRow(
        'Signed-in page, median time meanwhile',
        undefined,
        median(times),
        milliseconds,
        times.length > 0 ? `(slowest ${milliseconds(times.at(-1) ?? 0)}, ${times.length} answers)` : '',
      ),
      [
        text('Transfers completed'),
        text('all'),
        text(`${transfers} in ${results.workSeconds.toFixed(0)} s`),
        {
          text: results.problems.length === 0 ? 'yes' : 'NO',
          ok: results.problems.length === 0,
        },
      ],
    ],
    notes: [
      `${downloaders} clients read "Download all" of a ${Math.round(results.galleryMb)} MB gallery (${galleryPictures} camera JPEGs) as fast as they can while ${uploaders} admins each upload ${picturesPerUpload} JPEGs of 6000x4000 (about 11 MB), all at once; /client-pictures signed in every 250 ms throughout.`,
      'The server runs as `npm start` runs it (`node` with the memory flags of decisions 027, 050 and 076, `MALLOC_MMAP_THRESHOLD_=131072`); RSS is VmRSS from /proc, sampled every 100 ms.',
      ...results.pageErrors,
      ...results.problems,
    ],
  };
}
