import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Import, importsOf } from './import-graph';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The imports by which a file of scripts/ reaches into tests/. The benchmark and the other
 * scripts share the test servers, users and browser settings through scripts/lib/, which tests
 * import too: a script that imported tests/ would tie the benchmark to the suite's harness, so a
 * change to a test helper could silently change what the benchmark measures.
 */
function scriptsIntoTests(imports: readonly Import[]): string[] {
  return imports
    .filter((edge) => edge.from.startsWith('scripts/') && edge.to.startsWith('tests/'))
    .map((edge) => `${edge.from} -> ${edge.to}`);
}

/** Every script file git knows of, committed or not, tests beside them included. */
function scriptFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', 'scripts'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed.split('\0').filter((file) => /\.(?:ts|tsx|mts|mjs)$/.test(file));
}

describe('scripts/ imports nothing from tests/', () => {
  it('finds an import into tests/, static, re-exported or dynamic, and passes one into scripts/lib/', () => {
    expect(
      scriptsIntoTests([
        { from: 'scripts/bench/site.ts', to: 'tests/e2e/helpers/world.ts', typeOnly: false },
        { from: 'scripts/bench/tools.ts', to: 'tests/chromium.ts', typeOnly: true },
        { from: 'scripts/bench/site.ts', to: 'scripts/lib/site-server.ts', typeOnly: false },
        { from: 'tests/e2e/helpers/fixtures.ts', to: 'scripts/lib/site-server.ts', typeOnly: false },
      ]),
    ).toEqual([
      'scripts/bench/site.ts -> tests/e2e/helpers/world.ts',
      'scripts/bench/tools.ts -> tests/chromium.ts',
    ]);
  });

  it('holds for every file of scripts/', () => {
    // Move what a script and a test both need to scripts/lib/ (docs/TESTING.md).
    expect(scriptsIntoTests(importsOf(root, scriptFiles()))).toEqual([]);
  });
});
