// `npm start`: build once if there is no build (or the sources are newer), then run the production
// server in this very process. A newcomer needs nothing but `npm install && npm start` (PRODUCT §13).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildIsStale } from './build-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

if (buildIsStale(root)) {
  console.log('Building the site (first start or changed sources)...');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const env = process.env;
env.NODE_ENV ??= 'production';
// Production needs a session secret; for a local start we keep a random one in the data folder.
if (!env.SESSION_SECRET) {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const secretFile = path.join(dataDir, '.session-secret');
  // For the server's own user only, as the server makes it (app/config/private-files.server.ts).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(secretFile)) {
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  env.SESSION_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
  console.log(`SESSION_SECRET is not set: using the one kept in ${secretFile}`);
}

// Production needs the public address (email links, the Origin check); on a laptop it is this one.
if (!env.PUBLIC_URL) {
  env.PUBLIC_URL = `http://localhost:${env.PORT || 3000}`;
  console.log(`PUBLIC_URL is not set: using ${env.PUBLIC_URL} (open the site at that address)`);
}

// The server runs here rather than in a child process: a stop signal sent to `npm start` (npm hands
// it to this process, which package.json's `exec` makes its direct child) then reaches the server's
// own clean stop, where a child would have been left running with nobody to stop it. One Node start
// fewer also makes the start faster.
await import('../server.js');
