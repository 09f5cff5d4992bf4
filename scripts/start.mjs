// `npm start`: build once if there is no build (or the sources are newer), then run the production
// server. A newcomer needs nothing but `npm install && npm start` (PRODUCT §13).
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

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// Production needs a session secret; for a local start we keep a random one in the data folder.
if (!env.SESSION_SECRET) {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const secretFile = path.join(dataDir, '.session-secret');
  fs.mkdirSync(dataDir, { recursive: true });
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

const server = spawnSync(process.execPath, ['server.js'], { stdio: 'inherit', env });
process.exit(server.status ?? 0);
