// `npm run test:e2e` and `npm run test:all`: build only when the build is missing or older than
// what it is made from, so a second test run does not spend a minute building the same thing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './build-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsStale(root)) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  console.log('build/ is up to date with app/, server/ and the build configuration: not building again.');
}
