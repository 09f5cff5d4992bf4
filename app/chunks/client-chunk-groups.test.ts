import { describe, expect, it } from 'vitest';
import { entryGroupName, type ModuleGraph, staticClosure } from './client-chunk-groups';

/**
 * A small app as Rolldown sees it: the client entry imports React DOM; the root route imports the
 * layout, which imports React; the root route loads a notice lazily (a dynamic import, which is not
 * in importedIds); a page imports a form library and the layout; the layout and its parts import
 * each other, and so do the form library's modules (cycles).
 */
const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/app/entry.client.tsx': { importedIds: ['/nm/react-dom/client.js'] },
  '/nm/react-dom/client.js': { importedIds: ['/nm/react/index.js'] },
  '/nm/react/index.js': { importedIds: [] },
  '/app/root.tsx': { importedIds: ['/app/layout.tsx'], dynamicallyImportedIds: ['/app/lazy-notice.tsx'] },
  '/app/lazy-notice.tsx': { importedIds: ['/nm/react/index.js'] },
  '/app/layout.tsx': { importedIds: ['/nm/react/index.js', '/app/layout-parts.tsx'] },
  '/app/layout-parts.tsx': { importedIds: ['/app/layout.tsx'] },
  '/app/routes/booking-form.tsx': { importedIds: ['/nm/forms/index.js', '/app/layout.tsx'] },
  '/nm/forms/index.js': { importedIds: ['/nm/forms/parse.js'] },
  '/nm/forms/parse.js': { importedIds: ['/nm/forms/index.js'] },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

describe('staticClosure', () => {
  it('follows static imports through cycles, and includes where it starts', () => {
    expect([...staticClosure(['/app/routes/booking-form.tsx'], graph)].sort()).toEqual([
      '/app/layout-parts.tsx',
      '/app/layout.tsx',
      '/app/routes/booking-form.tsx',
      '/nm/forms/index.js',
      '/nm/forms/parse.js',
      '/nm/react/index.js',
    ]);
  });

  it('leaves out an id the graph does not know (an external, a virtual module)', () => {
    expect([...staticClosure(['/app/unknown.ts'], graph)]).toEqual([]);
  });
});

describe('entryGroupName', () => {
  const name = entryGroupName(['/app/root.tsx', '/app/entry.client.tsx']);

  it('puts the entry, the root route and everything they import in the entry group', () => {
    for (const id of [
      '/app/entry.client.tsx',
      '/nm/react-dom/client.js',
      '/nm/react/index.js',
      '/app/root.tsx',
      '/app/layout.tsx',
      '/app/layout-parts.tsx',
    ])
      expect(name(id, graph), id).toBe('entry');
  });

  it("leaves a page's own modules and what loads lazily to the automatic splitting", () => {
    for (const id of [
      '/app/routes/booking-form.tsx',
      '/nm/forms/index.js',
      '/nm/forms/parse.js',
      '/app/lazy-notice.tsx',
    ])
      expect(name(id, graph), id).toBeNull();
  });

  it('stops the build when a start is not in the graph, rather than grouping nothing', () => {
    const renamed = entryGroupName(['/app/root.jsx', '/app/entry.client.tsx']);
    expect(() => renamed('/nm/react/index.js', graph)).toThrow(
      "client-chunk-groups: not in the client build's modules: /app/root.jsx",
    );
  });
});
