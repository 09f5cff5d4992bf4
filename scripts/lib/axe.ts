import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/**
 * axe-core run in the page itself: injected once per page load, then `axe.run` as often as the
 * test asks (a phone's width, then a desktop's, on the same load).
 *
 * Not `@axe-core/playwright`'s AxeBuilder: each `analyze()` evaluates axe's 550 KB source in the
 * page again and, by default, opens a blank page to merge the results (made for cross-origin
 * frames, which the site has none of). That took 1.4-2 s per check on an idle 2-core machine and
 * 4-6 s in the full suite; this way a check takes about 0.3 s, and the first 0.4 s more.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's default rules (WCAG 2.x A and AA, and its best practices) and target size, which Lighthouse adds. */
const runOptions: Axe.RunOptions = { rules: { 'target-size': { enabled: true } } };

/** Every violation on the page as it is now, one readable line each: the rule, its impact and its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Not `'axe' in window`: an element with id="axe" would be a property of window too.
  const hasAxe = () => typeof (window as unknown as { axe?: typeof Axe }).axe?.run === 'function';
  if (!(await page.evaluate(hasAxe))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe?: typeof Axe };
    if (typeof axe?.run !== 'function') throw new Error('axe-core is not in the page (did it navigate?)');
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, runOptions);
  return found.map(({ id, impact, targets }) => `${id} (${impact}): ${targets.join(' | ')}`);
}
