import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImports, sourceFiles } from './import-graph';
import { checkLayers, folderOf, tablesInTheBrowser } from './layer-check';
import { areaOrder, exceptions, sharedFolders, topFolders } from './layers';

const root = path.resolve(import.meta.dirname, '..');
const imports = readImports(root, ['app', 'server']);
const findings = checkLayers(imports, exceptions);

describe('the layers (lint/layers.ts, decision 056)', () => {
  it('place every folder of app/ and server/', () => {
    const placed = new Set<string>([...sharedFolders, ...areaOrder, ...topFolders]);
    const folders = new Set(sourceFiles(root, ['app', 'server']).map(folderOf));
    expect([...folders].filter((folder) => !placed.has(folder))).toEqual([]);
  });

  it('keep runtime imports going down: the shared layer imports no area, an area only the areas below it', () => {
    // Each line names both files; lint/layers.ts says which folder may import which, and why.
    expect(findings.wrongWay).toEqual([]);
  });

  it('leave no circle between folders, type imports included', () => {
    // A circle is shown with the imports that make it.
    expect(findings.circles).toEqual([]);
  });

  it('keep tables out of the browser: no client module reaches a *.tables.ts file', () => {
    // Drizzle and the table definitions would ride along in the page's script; a client module
    // takes a type from a table (erased) or a value from a pure module beside it.
    expect(tablesInTheBrowser(imports)).toEqual([]);
  });

  it('keep route modules leaves: only app/routes.ts imports one', () => {
    const offenders = imports.filter(
      (edge) => edge.to.startsWith('app/routes/') && edge.from !== 'app/routes.ts',
    );
    expect(offenders.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('hold only exceptions that are still needed, each with its reason', () => {
    const used = new Set(imports.map((edge) => `${edge.from} -> ${edge.to}`));
    for (const { from, to, reason } of exceptions) {
      expect(used.has(`${from} -> ${to}`), `${from} -> ${to} is no longer imported`).toBe(true);
      expect(reason.length, `${from} -> ${to} says why`).toBeGreaterThan(20);
    }
  });
});
