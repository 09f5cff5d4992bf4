import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appRootEnvName, repoRoot } from '../../scripts/lib/site-server';

/**
 * The built server and browser code carry React Router's production build (vite.config.ts): its
 * package exports name only the development build, which a plain build would run in production.
 */
const build = path.join(process.env[appRootEnvName] ?? repoRoot, 'build');

function readAll(folder: string): { file: string; text: string }[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, text: fs.readFileSync(file, 'utf8') };
    });
}

/** Static imports and re-exports, and imports for side effects: what loads with the file. */
const staticImports = [/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm, /^import\s*"([^"]+)"/gm];
/** What loads later: dynamic imports, and the bundled CommonJS code's require(). */
const laterImports = [/\bimport\("([^"]+)"\)/g, /\b__require(?:\$\d+)?\("([^"]+)"\)/g];

/** The specifiers `text` names with `patterns`, in the order written. */
function specifiersIn(text: string, patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].flatMap(([, specifier]) => specifier ?? []),
  );
}

/** A warning only the development build prints (React Router's `ENABLE_DEV_WARNINGS` code). */
const developmentOnly = 'You rendered descendant <Routes>';

test('the server bundle holds React Router itself, production build, and imports no copy at run time', () => {
  const files = readAll(path.join(build, 'server'));
  // Positive control: the router's own code is in the bundle.
  expect(files.some(({ text }) => text.includes('No route matches URL'))).toBe(true);
  for (const { file, text } of files) {
    expect(text, file).not.toContain(developmentOnly);
    expect(text, file).not.toContain('dist/development');
    // A bare import would be resolved by Node through the package exports: the development build.
    expect(text, file).not.toMatch(/from\s*"(?:react-router|@react-router\/node|@react-router\/express)"/);
  }
});

/**
 * Decision 026: the server build bundles its dependencies, so a start neither resolves nor compiles
 * what the server does not use. Node loads only these at run time: native and WebAssembly
 * packages, those loaded on demand, and React.
 */
const loadedByNode = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg',
  '@aws-sdk/client-s3',
  // PDFKit requires its standard fonts through its own package.json's imports (decision 046).
  'pdfkit',
  'react',
  'react-dom',
];

test('the server bundle leaves Node only native, on-demand and React packages to load', () => {
  const files = readAll(path.join(build, 'server'));
  const specifiers = new Set<string>();
  for (const { text } of files)
    for (const specifier of specifiersIn(text, [...staticImports, ...laterImports]))
      if (!specifier.startsWith('.')) specifiers.add(specifier);
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const packages = [...specifiers].filter((specifier) => !specifier.startsWith('node:')).map(packageOf);
  const builtins = new Set(module.builtinModules);
  expect(new Set(packages.filter((name) => !builtins.has(name)))).toEqual(new Set(loadedByNode));
  // Positive control: react-bootstrap is in the bundle, and only the parts the site uses (no accordion anywhere).
  expect(files.some(({ text }) => text.includes('navbar-toggler'))).toBe(true);
  expect(files.some(({ text }) => text.includes('accordion-button'))).toBe(false);
});

/**
 * What a start runs: the entry and everything it imports, and the routes' build, which the app
 * loads before it listens (server/app.ts). Libraries a page needs now and then are loaded on first
 * use instead (docs/PERFORMANCE.md, "Measurements behind the code"): a static import anywhere in
 * there would put them back into every start.
 */
test('a start loads none of the libraries the server needs only now and then', () => {
  const folder = path.join(build, 'server');
  const routesBuild = fs
    .readdirSync(path.join(folder, 'assets'))
    .find((name) => name.startsWith('server-build-'));
  expect(routesBuild, 'the routes’ build chunk').toBeDefined();
  const reached = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const specifier of specifiersIn(text, staticImports)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(folder, 'index.js'));
  visit(path.join(folder, 'assets', routesBuild ?? ''));
  // Positive control: the database is loaded at every start.
  expect(packages).toContain('@electric-sql/pglite');
  for (const onDemand of ['pdfkit', 'sharp', '@aws-sdk/client-s3']) expect(packages).not.toContain(onDemand);
  const names = [...reached].map((file) => path.basename(file));
  expect(names.filter((name) => /^(nodemailer|s3-storage)/.test(name))).toEqual([]);
});

test('the browser bundle holds React Router production build', () => {
  const files = readAll(path.join(build, 'client'));
  expect(files.some(({ text }) => text.includes('No route matches URL'))).toBe(true);
  for (const { file, text } of files) expect(text, file).not.toContain(developmentOnly);
});
