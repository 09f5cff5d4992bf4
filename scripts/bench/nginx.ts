import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorMessage } from '../../app/logging/log-error';
import { repoRoot } from '../lib/site-server';
import { nginxConfig, proxyConfig } from './nginx-config';
import { freePort, startProcess, stopProcess, waitForStatus } from './processes';

export const nginxInstallHint =
  "nginx not found: install it with 'apt-get install nginx-light' (as root) to measure the comparison";

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export async function findNginx(): Promise<string | undefined> {
  for (const file of candidates) {
    try {
      await fs.access(file, fs.constants.X_OK);
      return file;
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on a free 127.0.0.1 port, serving `html` at `/`. */
export async function startNginx(binary: string, html: string, staticRoot: string): Promise<RunningNginx> {
  return launch(binary, 'equine-bench-nginx-', '/', async (workDir, port, runAsRoot) => {
    const homeHtml = path.join(workDir, 'home.html');
    await fs.writeFile(homeHtml, html);
    return nginxConfig({ workDir, port, homeHtml, staticRoot, runAsRoot });
  });
}

/**
 * Starts nginx in the foreground on a free 127.0.0.1 port in front of the server processes
 * listening on `upstreams`, with the shipped deploy/nginx.conf (docs/DEPLOY.md's way to run them).
 */
export async function startProxy(binary: string, upstreams: readonly number[]): Promise<RunningNginx> {
  const shipped = await fs.readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  return launch(binary, 'equine-bench-proxy-', '/healthz', async (workDir, port, runAsRoot) =>
    proxyConfig({ workDir, port, upstreams, runAsRoot }, shipped),
  );
}

/** nginx with the configuration `configure` writes, ready once `readyPath` answers 200. */
async function launch(
  binary: string,
  prefix: string,
  readyPath: string,
  configure: (workDir: string, port: number, runAsRoot: boolean) => Promise<string>,
): Promise<RunningNginx> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Everything after the folder is made is undone on failure (a refused deploy/nginx.conf too).
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  let child: ReturnType<typeof startProcess> | undefined;
  let output = '';
  const stop = async () => {
    if (child) await stopProcess(child, 5_000);
    await fs.rm(workDir, { recursive: true, force: true });
  };
  try {
    const configFile = path.join(workDir, 'nginx.conf');
    await fs.writeFile(configFile, await configure(workDir, port, process.getuid?.() === 0));
    const started = startProcess(binary, ['-p', workDir, '-c', configFile]);
    child = started;
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    await Promise.race([
      waitForStatus(`${url}${readyPath}`, 200, 10_000),
      new Promise((_, reject) => started.once('exit', () => reject(new Error(`nginx exited: ${output}`)))),
    ]);
  } catch (error) {
    const log = await fs.readFile(path.join(workDir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    const why = errorMessage(error);
    throw new Error(`${why}${log ? `; its error log: ${log.trim().split('\n').slice(-3).join(' / ')}` : ''}`);
  }
  return { url, stop };
}
