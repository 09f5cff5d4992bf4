import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  css: {
    devSourcemap: true,
    // Bootstrap 5.3's Sass still uses @import and Sass's global functions (decision 017): their
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
  build: { sourcemap: false },
  // The server build's entry is the Express app (React Router's node-custom-server template):
  // build/server/index.js then holds server/app.ts and the app, one module graph.
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  // Configuration comes from the process environment only (app/config/env.server.ts), never .env
  // files; this is also the setting that replaces the deprecated `envFile`.
  envDir: false,
});
