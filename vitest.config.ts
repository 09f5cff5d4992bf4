import { defineConfig } from 'vitest/config';
import { firstPaintStylesheet } from './app/styles/first-paint-stylesheet-plugin.ts';

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is memory hungry; two files at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
