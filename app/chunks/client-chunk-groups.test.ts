import { describe, expect, it } from 'vitest';
import {
  entryGroupName,
  formPagesReaching,
  formsGroups,
  type ModuleGraph,
  staticClosure,
} from './client-chunk-groups';

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

describe("the forms' pages' groups", () => {
  /**
   * Three form pages: all share a field component and its form library; contact and booking share
   * a date picker; login alone has its card. Contact and the home page both show the business's
   * JSON-LD; everything uses the layout.
   */
  const pages: Record<string, { importedIds: string[] }> = {
    '/app/entry.client.tsx': { importedIds: ['/nm/react/index.js'] },
    '/app/root.tsx': { importedIds: ['/app/layout.tsx'] },
    '/app/layout.tsx': { importedIds: ['/nm/react/index.js'] },
    '/nm/react/index.js': { importedIds: [] },
    '/app/routes/contact.tsx': {
      importedIds: ['/app/form-field.tsx', '/nm/dates/index.js', '/app/json-ld.ts', '/app/layout.tsx'],
    },
    '/app/routes/booking.tsx': { importedIds: ['/app/form-field.tsx', '/nm/dates/index.js'] },
    '/app/routes/login.tsx': { importedIds: ['/app/form-field.tsx', '/app/auth-card.tsx'] },
    '/app/form-field.tsx': { importedIds: ['/nm/forms/index.js', '/nm/react/index.js'] },
    '/nm/forms/index.js': { importedIds: [] },
    '/nm/dates/index.js': { importedIds: ['/nm/dates/parse.js'] },
    '/nm/dates/parse.js': { importedIds: [] },
    '/app/auth-card.tsx': { importedIds: [] },
    '/app/json-ld.ts': { importedIds: [] },
    '/app/routes/home.tsx': { importedIds: ['/app/json-ld.ts', '/app/layout.tsx'] },
  };
  const pageGraph: ModuleGraph = { getModuleInfo: (id) => pages[id] ?? null };
  const reaching = formPagesReaching(
    ['/app/root.tsx', '/app/entry.client.tsx'],
    {
      contact: '/app/routes/contact.tsx',
      booking: '/app/routes/booking.tsx',
      login: '/app/routes/login.tsx',
    },
    ['/app/routes/home.tsx'],
  );
  const groups = formsGroups(reaching, 3, 0);
  /** The group a module lands in: the first (highest priority) that names it. */
  const groupOf = (id: string) => {
    const named = [...groups]
      .sort((a, b) => b.priority - a.priority)
      .map((group) => group.name(id, pageGraph))
      .filter((name) => name !== null);
    expect(named.length, id).toBeLessThanOrEqual(1);
    return named[0] ?? null;
  };

  it('names the form pages that reach a module, and groups it by them, the most shared first', () => {
    expect(reaching('/nm/dates/parse.js', pageGraph)).toEqual(['booking', 'contact']);
    expect(groupOf('/app/form-field.tsx')).toBe('forms');
    expect(groupOf('/nm/forms/index.js')).toBe('forms');
    expect(groupOf('/nm/dates/index.js')).toBe('forms-booking-contact');
    expect(groupOf('/nm/dates/parse.js')).toBe('forms-booking-contact');
    expect(groupOf('/app/auth-card.tsx')).toBe('forms-login');
    expect(groups.map((group) => group.priority)).toEqual([3, 2, 1]);
  });

  it('leaves out what the shell or a marketing page reaches, and the route modules themselves', () => {
    for (const id of [
      '/nm/react/index.js',
      '/app/layout.tsx',
      '/app/json-ld.ts',
      '/app/routes/contact.tsx',
      '/app/routes/login.tsx',
      '/app/routes/home.tsx',
    ])
      expect(groupOf(id), id).toBeNull();
  });

  it('stops the build when a page is not in the graph', () => {
    const renamed = formPagesReaching([], { signup: '/app/routes/sign-up.tsx' }, []);
    expect(() => renamed('/app/form-field.tsx', pageGraph)).toThrow(
      "client-chunk-groups: not in the client build's modules: /app/routes/sign-up.tsx",
    );
  });
});
