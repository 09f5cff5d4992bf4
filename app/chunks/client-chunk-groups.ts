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
