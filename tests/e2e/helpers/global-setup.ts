import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  appRootEnvName,
  createDatabaseTemplate,
  repoRoot,
  templateEnvName,
} from '../../../scripts/lib/site-server';

/**
 * Runs once per `playwright test`:
 * - PGlite's first open runs initdb, about 10 s of WebAssembly. Doing it once and copying the
 *   migrated, seeded folder for every server keeps the suite fast.
 * - The built app is copied aside, so a rebuild during the run (`npm run build` in another terminal)
 *   cannot swap or delete the files the servers are serving. The copy stays inside the repository
 *   (in the git-ignored .tmp/) so the build's imports still find node_modules.
 * Workers inherit the two environment variables naming these folders.
 */
/** Removes entries of `folder` whose names start with `prefix` and that are older than `ageMs`. */
async function prune(folder: string, prefix: string, ageMs: number): Promise<void> {
  const names = await fs.readdir(folder).catch(() => []);
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const entry = path.join(folder, name);
    const stat = await fs.stat(entry).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > ageMs) await fs.rm(entry, { recursive: true, force: true });
  }
}

const hourMs = 3_600_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Leftovers: earlier runs' result folders, and copies an interrupted run could not remove.
  await prune(path.join(repoRoot, 'test-results'), 'run-', hourMs);
  await prune(path.join(repoRoot, '.tmp'), 'e2e-app-', 24 * hourMs);
  await prune(os.tmpdir(), 'equine-e2e-', 24 * hourMs);

  const build = path.join(repoRoot, 'build');
  try {
    await fs.access(path.join(build, 'server', 'index.js'));
  } catch {
    throw new Error('No production build in build/: run `npm run build` (or `npm run test:e2e`) first.');
  }
  await fs.mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
  const appRoot = await fs.mkdtemp(path.join(repoRoot, '.tmp', 'e2e-app-'));
  await fs.cp(build, path.join(appRoot, 'build'), { recursive: true });
  await fs.cp(path.join(repoRoot, 'drizzle'), path.join(appRoot, 'drizzle'), { recursive: true });

  const template = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-e2e-template-'));
  await createDatabaseTemplate(template);

  process.env[appRootEnvName] = appRoot;
  process.env[templateEnvName] = template;
  return async () => {
    await fs.rm(template, { recursive: true, force: true });
    await fs.rm(appRoot, { recursive: true, force: true });
  };
}
