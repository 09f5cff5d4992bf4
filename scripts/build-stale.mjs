// When `npm start` and `npm run bench` build first: plain JavaScript, as `npm start` runs before
// anything is built or compiled.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of any file under `dir`, in ms. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** No build, no rendered artwork, or sources under app/ or server/ newer than the build. */
export function buildIsStale(root) {
  const serverBuild = path.join(root, 'build/server/index.js');
  if (!fs.existsSync(serverBuild) || !fs.existsSync(path.join(root, 'public/images/.stamp'))) return true;
  const sources = Math.max(newestMtime(path.join(root, 'app')), newestMtime(path.join(root, 'server')));
  return sources > fs.statSync(serverBuild).mtimeMs;
}
