import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/site-server';

/**
 * The benchmark's own tools (Lighthouse, autocannon, loadtest, axe-core) live in tools/, a package of their
 * own with its own lock file, so the app's dependencies never carry them. Installed on first run.
 */
export const toolsDir = path.join(repoRoot, 'tools');

import { chromiumPath } from '../lib/chromium';

export { chromiumFlags, chromiumPath } from '../lib/chromium';

export const lighthouseBin = path.join(toolsDir, 'node_modules/lighthouse/cli/index.js');
export const autocannonBin = path.join(toolsDir, 'node_modules/autocannon/autocannon.js');
export const axeSourcePath = path.join(toolsDir, 'node_modules/axe-core/axe.min.js');

/**
 * `npm ci` in tools/ unless node_modules holds exactly what the lock file says (a stamp with the
 * lock file's hash, written after a successful install).
 */
export function ensureTools(): void {
  const lockHash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(toolsDir, 'package-lock.json')))
    .digest('hex');
  const stamp = path.join(toolsDir, 'node_modules/.bench-installed');
  const installed = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lockHash;
  if (installed && [lighthouseBin, autocannonBin, axeSourcePath].every((file) => fs.existsSync(file))) return;
  console.log('bench: installing the benchmark tools in tools/ (first run; about a minute)...');
  // npm 10: npm 11's ci rejects lock files written by npm 10 (developers' guide).
  // Without `npm run bench`'s npm_* variables: npm_config_local_prefix would point it at the app.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const result = spawnSync('npx', ['-y', 'npm@10', 'ci', '--no-audit', '--no-fund'], {
    cwd: toolsDir,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Could not install the benchmark tools (npm ci in tools/)');
  fs.writeFileSync(stamp, lockHash);
}

export function chromiumMissing(): string | undefined {
  return fs.existsSync(chromiumPath)
    ? undefined
    : `${chromiumPath} not found: run 'apt-get install chromium' (as root) first`;
}
