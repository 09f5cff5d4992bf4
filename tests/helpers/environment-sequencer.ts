import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A component test's docblock: it runs in happy-dom, every other file in Node (vitest.config.ts). */
const domDocblock = '@vitest-environment happy-dom';

function runsInDom(spec: TestSpecification): boolean {
  return fs.readFileSync(spec.moduleId, 'utf8').slice(0, 500).includes(domDocblock);
}

/**
 * Vitest's order (the slowest and the failed files first), with the component tests (happy-dom)
 * before every other file. Files of a worker share one set of modules and one embedded database
 * only while they run in the same environment: a worker whose next file runs in the other one is
 * stopped and a new one started, which imports the app and loads the database anew. In Vitest's own
 * order the two kinds alternate, and that cost a third of the run (docs/TESTING.md).
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inDom = new Set(sorted.filter(runsInDom));
    return [...inDom, ...sorted.filter((spec) => !inDom.has(spec))];
  }
}
