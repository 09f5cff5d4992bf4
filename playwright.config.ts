import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './scripts/lib/chromium';

if (!fs.existsSync(testBrowserPath)) {
  throw new Error(
    `${testBrowserPath} not found: run 'apt-get install chromium-headless-shell' (or chromium) as root first.`,
  );
}

// Set by the runner before it starts the workers, which inherit it and so agree on outputDir.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
const runId = process.env.E2E_RUN_ID;

/**
 * Browser tests against the built production server (`npm run test:e2e` builds first when the
 * build is stale). Each worker shares one server, seeded from tests/e2e/seeds/, among its tests
 * (tests/e2e/helpers/fixtures.ts). `npm test` runs the tests not tagged @full; `npm run test:all`
 * runs them all (docs/TESTING.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per run: several runs in one checkout must not delete each other's traces.
  outputDir: `test-results/run-${runId}`,
  globalSetup: './tests/e2e/helpers/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole flow (checkout to confirmation, an email's link followed) takes 20-30 s on CI's 2 cores
  // with two workers; 30 s made those tests fail on a slow minute. The limit only catches a hang.
  timeout: 60_000,
  // Generous for a shared 2-core machine: a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The ten slowest files over 15 s, after the run: where the suite's time goes.
  reportSlowTests: { max: 10, threshold: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast: filming every test cost 13 % of the browser tier's CPU on 2 cores (docs/TESTING.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumFlags,
    },
  },
});
