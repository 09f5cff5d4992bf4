import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * PRODUCT §15's multi-process proof (tests/multi-process): two built production servers on one
 * PostgreSQL (DATABASE_URL) and one S3-compatible store. Run by `npm run test:multi-process`, in
 * the PostgreSQL pass of .ci/run; the tests in it run one after another on one pair of servers.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/multi-process',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
});
