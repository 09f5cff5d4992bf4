import { defineConfig } from 'vitest/config';
import { firstPaintStylesheet } from './app/styles/first-paint-stylesheet-plugin.ts';
import EnvironmentSequencer from './tests/helpers/environment-sequencer.ts';

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  // The server's page rendering imports the prepared first-paint stylesheet.
  plugins: [firstPaintStylesheet()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'lint/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // One migrated, seeded database per run, copied by every file that needs one.
    globalSetup: ['tests/helpers/database-template.ts'],
    setupFiles: ['tests/helpers/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, each running its files one after another on one set of modules: a file then
    // costs its own tests, not a fresh import of the app (about 0.6 s a file, a third of the run;
    // docs/TESTING.md). Each file still gets its own database and environment
    // (tests/helpers/test-database.ts); module state that outlives a file must be keyed by its
    // database, as the content cache is.
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
    // The component tests (happy-dom) first, then the rest: a worker whose next file needs the
    // other environment is replaced by a new one (tests/helpers/environment-sequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
  },
});
