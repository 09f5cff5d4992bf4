/**
 * How the client build groups modules into files (decision 051). Rolldown's automatic splitting
 * makes one file for each distinct set of route modules that share a module. The code every page
 * runs (React, React DOM, React Router, the layout) is shared by all sixty routes in ever different
 * sets, so a marketing page preloaded 19 to 22 scripts (a form's page 40-42), most of them 0.1-3 KB:
 * a phone on a slow network fetches them six at a time over HTTP/1.1, a round trip per batch,
 * before the page runs.
 *
 * Everything the client entry and the root route reach through static imports is one group, which
 * Rolldown makes part of the entry's own file: every page loads all of it anyway, so no page loads
 * a byte more. The pages' own modules are left to the automatic splitting.
 */

/** The part of Rolldown's module graph the grouping reads (its ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `from` reaches through static imports, themselves included. */
export function staticClosure(from: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * Rolldown's `output.codeSplitting.groups[].name` for the entry group: 'entry' for a module the
 * client entry or the root route (`shellEntries`, absolute paths) reach statically, null for every
 * other. The closure is worked out at the first call and kept: make one function per build. A
 * start the graph does not know (a renamed root, an app/entry.client.tsx of the app's own) stops
 * the build instead of leaving it quietly to the automatic splitting.
 */
export function entryGroupName(shellEntries: readonly string[]) {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      const unknown = shellEntries.filter((entry) => !graph.getModuleInfo(entry));
      if (unknown.length > 0)
        throw new Error(`client-chunk-groups: not in the client build's modules: ${unknown.join(', ')}`);
      shell = staticClosure(shellEntries, graph);
    }
    return shell.has(id) ? 'entry' : null;
  };
}

/**
 * The forms' pages' groups (decision 064): for a module that a form page (`formPages`, by name:
 * contact, booking-form, login, signup) reaches statically, the names of the form pages that reach
 * it, sorted; null when none does, when the shell (`shellEntries`) or another public page
 * (`otherPages`: the marketing pages) reaches it too, and for a route module itself (React Router
 * loads each as an entry of its own). Keyed so, a form page loads only modules it uses, in one file
 * per set of form pages sharing them, instead of Rolldown's file per set of all sixty routes.
 */
export function formPagesReaching(
  shellEntries: readonly string[],
  formPages: Readonly<Record<string, string>>,
  otherPages: readonly string[],
) {
  let sets: Map<string, string[]> | undefined;
  return (id: string, graph: ModuleGraph): string[] | null => {
    if (!sets) {
      const pages = Object.entries(formPages);
      const routes = pages.map(([, route]) => route);
      const unknown = [...routes, ...otherPages].filter((entry) => !graph.getModuleInfo(entry));
      if (unknown.length > 0)
        throw new Error(`client-chunk-groups: not in the client build's modules: ${unknown.join(', ')}`);
      const elsewhere = staticClosure([...shellEntries, ...otherPages], graph);
      sets = new Map();
      for (const [name, route] of pages)
        for (const each of staticClosure([route], graph))
          if (!elsewhere.has(each) && !routes.includes(each))
            sets.set(each, [...(sets.get(each) ?? []), name]);
      for (const names of sets.values()) names.sort();
    }
    return sets.get(id) ?? null;
  };
}

/**
 * Rolldown's groups for the forms' pages, one per number of pages sharing a module, the most
 * shared first: a group takes its modules' dependencies with it (`includeDependenciesRecursively`),
 * and a module's dependencies are reached by at least the pages that reach it, so a wider set's
 * group has already taken them. Named 'forms' for what all of them share, 'forms-<pages>' otherwise.
 */
export function formsGroups(
  reaching: (id: string, graph: ModuleGraph) => string[] | null,
  pageCount: number,
  basePriority: number,
) {
  return Array.from({ length: pageCount }, (_, i) => {
    const size = pageCount - i;
    return {
      debugName: `forms shared by ${size}`,
      priority: basePriority + size,
      name: (id: string, graph: ModuleGraph): string | null => {
        const names = reaching(id, graph);
        if (names?.length !== size) return null;
        return size === pageCount ? 'forms' : `forms-${names.join('-')}`;
      },
    };
  });
}
