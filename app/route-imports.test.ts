import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route modules are leaves: only app/routes.ts names them, and their own tests. A component or
 * service that imports a route (even its `action` type) makes a circle between routes/ and the
 * rest (docs/ARCHITECTURE.md).
 */
const appDir = path.dirname(new URL(import.meta.url).pathname);
const routesDir = path.join(appDir, 'routes');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('route modules', () => {
  it('are imported by no file of the app but routes.ts', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(appDir)) {
      if (file === path.join(appDir, 'routes.ts') || /\.test\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
        if (!spec) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (target.startsWith(`${routesDir}${path.sep}`) && !target.includes(`${path.sep}+types${path.sep}`))
          offenders.push(`${path.relative(appDir, file)} imports ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
