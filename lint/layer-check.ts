import { folderCircles, type Import } from './import-graph';
import { areaOrder, type Exception, sharedFolders, topFolders } from './layers';

/** The folder a file belongs to: app/<folder>/…, or `app` for app's own files, or `server`. */
export function folderOf(file: string): string {
  const [root, second, ...rest] = file.split('/');
  if (root === 'server') return 'server';
  return rest.length > 0 && second ? second : 'app';
}

const shared: ReadonlySet<string> = new Set(sharedFolders);
const top: ReadonlySet<string> = new Set(topFolders);
const rank = (folder: string) => (areaOrder as readonly string[]).indexOf(folder);

/** Why a runtime import from one folder into another breaks the layers; undefined when it does not. */
export function wrongWay(from: string, to: string): string | undefined {
  if (top.has(to) && !top.has(from)) return `${from} is below ${to}, which is at the top`;
  if (shared.has(from) && !shared.has(to))
    return `the shared layer (${from}) imports no business area (${to})`;
  if (rank(from) >= 0 && rank(to) >= 0 && rank(to) > rank(from))
    return `${from} is below ${to} in the areas' order`;
  return undefined;
}

export interface LayerFindings {
  /** Runtime imports that go up or sideways, `from -> to`, sorted. */
  wrongWay: string[];
  /** Groups of folders round a circle, each sorted, with the imports that make it. */
  circles: { folders: string[]; imports: string[] }[];
}

/** What breaks the layers in `imports`, once the `exceptions` are taken out. */
export function checkLayers(imports: readonly Import[], exceptions: readonly Exception[]): LayerFindings {
  const excepted = new Set(exceptions.map(({ from, to }) => `${from} -> ${to}`));
  const crossing = imports.filter(
    (edge) => folderOf(edge.from) !== folderOf(edge.to) && !excepted.has(`${edge.from} -> ${edge.to}`),
  );
  const wrong = crossing
    .filter((edge) => !edge.typeOnly && wrongWay(folderOf(edge.from), folderOf(edge.to)))
    .map((edge) => `${edge.from} -> ${edge.to}`);
  const graph = new Map<string, Set<string>>();
  for (const edge of crossing) {
    const from = folderOf(edge.from);
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)?.add(folderOf(edge.to));
  }
  const circles = folderCircles(graph).map((folders) => ({
    folders,
    imports: crossing
      .filter((edge) => folders.includes(folderOf(edge.from)) && folders.includes(folderOf(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`),
  }));
  return { wrongWay: [...new Set(wrong)].sort(), circles };
}

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);

/** The modules a page's browser script starts from: the root, the routes, the components and hooks. */
const isClientRoot = (file: string) =>
  !isServerModule(file) && (file === 'app/root.tsx' || /^app\/(routes|components|hooks)\//.test(file));

/**
 * Every `*.tables.ts` a browser script would carry: reached from a client module through runtime
 * imports of modules that are not `*.server.ts` (React Router keeps those, and what only they
 * import, out of the client build). Each as the chain of imports that reaches it.
 */
export function tablesInTheBrowser(imports: readonly Import[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of imports) {
    if (edge.typeOnly || isServerModule(edge.to)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const chains = new Set<string>();
  for (const root of new Set(imports.map((edge) => edge.from).filter(isClientRoot))) {
    const cameFrom = new Map<string, string>();
    const queue = [root];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const file = queue.shift() as string;
      for (const target of next.get(file) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        cameFrom.set(target, file);
        if (!target.endsWith('.tables.ts')) {
          queue.push(target);
          continue;
        }
        const chain = [target];
        for (let step = cameFrom.get(target); step; step = cameFrom.get(step)) chain.unshift(step);
        chains.add(chain.join(' -> '));
      }
    }
  }
  return [...chains].sort();
}
