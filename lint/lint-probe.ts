import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

export interface Finding {
  path: string;
  message: string;
}

/**
 * Lints made-up files with the project's own biome.json and lint/ plugins, in a folder of their
 * own, so a rule's test names the paths its overrides match (app/hooks/…, *.forms.ts).
 */
export async function lintFiles(files: Record<string, string>): Promise<Finding[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lint-probe-'));
  try {
    await fs.copyFile(path.join(root, 'biome.json'), path.join(folder, 'biome.json'));
    await fs.cp(path.join(root, 'lint'), path.join(folder, 'lint'), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await fs.writeFile(path.join(folder, name), text);
    }
    // Biome exits 1 when it finds something; the report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      biome,
      ['lint', '--vcs-enabled=false', '--reporter=json', ...Object.keys(files)],
      { cwd: folder },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      diagnostics: { category: string; message: string; location: { path: string } }[];
    };
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'plugin' || diagnostic.category.startsWith('lint/'))
      .map((diagnostic) => ({ path: diagnostic.location.path, message: diagnostic.message }))
      .sort((a, b) => a.path.localeCompare(b.path));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
