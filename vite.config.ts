import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { entryGroupName, formPagesReaching, formsGroups } from './app/chunks/client-chunk-groups.ts';
import { classCheck } from './app/styles/class-check-plugin.ts';
import { firstPaintStylesheet } from './app/styles/first-paint-stylesheet-plugin.ts';

/**
 * React Router's package exports point at its development build under every condition (upstream
 * issues 12532 and 14102: "temporary" since 7.0.2), so an unaided build runs it in production, dev
 * warnings and all. Its production build sits beside it; a production build resolves to that one.
 */
const reactRouterProduction = path.resolve('node_modules/react-router/dist/production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
];

/**
 * What the server build leaves to Node (decision 026): native addons and WebAssembly that find
 * their files next to their own code (PGlite, argon2, sharp), packages loaded only on demand (pg
 * with DATABASE_URL, the S3 client with S3_*), PDFKit (its standard fonts are files it requires
 * through its own package's `#standard-fonts` imports, decision 046), and React, whose CommonJS
 * entry picks its build by NODE_ENV when it runs.
 */
const serverExternals = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg',
  '@aws-sdk/client-s3',
  // PDFKit loads its standard fonts' metrics with a require of its own package's subpath imports
  // (#standard-fonts/…), which a bundle cannot resolve (decision 046).
  'pdfkit',
  'react',
  'react-dom',
];

/**
 * The client build's one group (decision 051): what the client entry and the root route reach,
 * named by the absolute paths Rolldown gives modules (React Router's default client entry, as this
 * app has no app/entry.client.tsx). Made per configuration, as it keeps one build's modules.
 */
const real = (file: string) => fs.realpathSync(path.join(import.meta.dirname, file));
const shellEntries = () => [
  real('app/root.tsx'),
  real('node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx'),
];
function entryGroup() {
  return { debugName: 'entry', priority: 10, name: entryGroupName(shellEntries()) };
}

/**
 * The forms' pages' groups (decision 064): what /contact, /BookingForm, /login and /signup reach
 * beyond the entry group and the marketing pages, one file per set of them sharing it.
 */
function formsGroupsOfTheBuild() {
  const route = (name: string) => real(`app/routes/${name}.tsx`);
  const formPages = ['contact', 'booking-form', 'login', 'signup'];
  const reaching = formPagesReaching(
    shellEntries(),
    Object.fromEntries(formPages.map((page) => [page, route(page)])),
    ['home', 'about', 'services', 'team', 'client-stories'].map(route),
  );
  return formsGroups(reaching, formPages.length, 0);
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), firstPaintStylesheet(), classCheck()],
  css: {
    devSourcemap: true,
    // Bootstrap 5.3's Sass still uses @import and Sass's global functions (decision 024): their
    // deprecation warnings are Bootstrap's to fix, and would bury the build's own output.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } },
  },
  // The development server serves the app's sources and public/ only: never the data folder
  // (database, uploaded pictures, outbox), .env or anything else in the project.
  server: {
    fs: {
      strict: true,
      allow: ['app', 'public', 'node_modules'],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/data/**', '**/.git/**'],
    },
  },
  resolve: command === 'build' ? { alias: productionReactRouter } : {},
  // No gzip sizes in the build's report: scripts/precompress.mjs compresses every file anyway, and
  // measuring them cost the build a second or two of every test run.
  build: { sourcemap: false, reportCompressedSize: false },
  // The server build's entry is the Express app (React Router's node-custom-server template):
  // build/server/index.js then holds server/app.ts and the app, one module graph.
  environments: {
    client: {
      // The code every page runs is one file, the entry's (decision 051, app/chunks/client-chunk-groups.ts).
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [entryGroup(), ...formsGroupsOfTheBuild()] } },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // The server build bundles its dependencies (decision 026) rather than leaving Node to find
      // them at run time: only the code the server reaches is kept (not react-bootstrap's unused
      // components, nor the unused parts of date-fns), so a start reads and compiles less.
      // React Router especially: Node would resolve it through its exports to the development
      // build; bundled, the adapters and the router are one production copy (two copies would also
      // split React Router's contexts).
      resolve: command === 'build' ? { noExternal: true, external: serverExternals } : {},
    },
  },
  // Configuration comes from the process environment only (app/config/env.server.ts), never .env
  // files; this is also the setting that replaces the deprecated `envFile`.
  envDir: false,
}));
