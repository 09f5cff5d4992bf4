// When `npm start`, `npm test` and `npm run bench` build first: plain JavaScript, as `npm start`
// runs before anything is built or compiled.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file under `entry` (a file or a folder), in ms; 0 if absent. */
function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const item of fs.readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (item.isFile()) newest = Math.max(newest, fs.statSync(path.join(item.parentPath, item.name)).mtimeMs);
  }
  return newest;
}

/**
 * What the build is made from: the app, the server, the build's configuration and the installed
 * packages (the lock file changes with every install of another version), and the artwork generator.
 */
const buildInputs = [
  'app',
  'server',
  'scripts/artwork',
  'scripts/artwork.ts',
  'scripts/precompress.mjs',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

/** No build, no rendered artwork, or an input of the build newer than the build. */
export function buildIsStale(root) {
  const serverBuild = path.join(root, 'build/server/index.js');
  if (!fs.existsSync(serverBuild) || !fs.existsSync(path.join(root, 'public/images/.stamp'))) return true;
  const inputs = Math.max(...buildInputs.map((input) => newestMtime(path.join(root, input))));
  return inputs > fs.statSync(serverBuild).mtimeMs;
}
