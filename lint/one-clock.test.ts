import { describe, expect, it } from 'vitest';
import { lintFiles } from './lint-probe';

const clockMessage =
  'Read the time from the one clock: clock.now() (app/business-time/clock.ts), so a test can set it.';

describe('lint/one-clock.grit', () => {
  it('refuses new Date() and Date.now() in the app, where the clock must be settable', async () => {
    const findings = await lintFiles({
      'app/routes/some-page.tsx': 'export const a = new Date();\n',
      'app/shop/some.server.ts': 'export const b = Date.now();\n',
    });
    expect(findings).toEqual([
      { path: 'app/routes/some-page.tsx', message: clockMessage },
      { path: 'app/shop/some.server.ts', message: clockMessage },
    ]);
  });

  it('leaves a date made from a value, the clock itself, tests and code outside app/', async () => {
    const findings = await lintFiles({
      'app/shop/some.server.ts': "export const a = new Date('2026-11-22T00:00:00Z');\n",
      'app/business-time/clock.ts': 'export const b = Date.now();\n',
      'app/shop/some.server.test.ts': 'export const c = new Date();\n',
      'scripts/some-script.ts': 'export const d = Date.now();\n',
    });
    expect(findings).toEqual([]);
  });
});
