import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One module importing another, both as paths from the repository's root. */
export interface Import {
  from: string;
  to: string;
  /** `import type`, or every name imported with `type`: erased from the built code. */
  typeOnly: boolean;
}

/** The .ts and .tsx files under `dirs`, without tests and React Router's generated types. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === '+types' ? [] : walk(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return dirs.flatMap(walk).sort();
}

/** The file a relative specifier names, as the bundler resolves it; undefined when none exists. */
function resolve(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}.d.ts`, `${target}/index.ts`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return undefined;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** The relative specifiers `text` imports: static, re-exported, dynamic and `import('…')` types. */
function specifiersOf(file: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith('.') && !specifier.includes('/+types/'));
}

/**
 * Every relative import of the source files under `dirs`, resolved to the file it names. Imports
 * of packages are left out: the layers are about the project's own folders.
 */
export function readImports(root: string, dirs: readonly string[]): Import[] {
  return importsOf(root, sourceFiles(root, dirs));
}

/** Every relative import of `files` (paths from the root), resolved to the file it names. */
export function importsOf(root: string, files: readonly string[]): Import[] {
  return files.flatMap((from) =>
    specifiersOf(from, fs.readFileSync(path.join(root, from), 'utf8')).flatMap(({ specifier, typeOnly }) => {
      const to = resolve(root, from, specifier);
      return to ? [{ from, to, typeOnly }] : [];
    }),
  );
}

/**
 * The groups of folders that import each other round a circle (strongly connected components of
 * the folder graph, Tarjan's algorithm), each sorted, with more than one folder.
 */
export function folderCircles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const connect = (folder: string) => {
    index.set(folder, counter);
    low.set(folder, counter);
    counter++;
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(folder, Math.min(low.get(folder) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
      if (member === folder) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) connect(folder);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
