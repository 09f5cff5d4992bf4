// The production server's JavaScript heap ceiling (docs/decisions/027-server-heap-ceiling.md), for
// the launchers written in code: the browser tests' and the benchmark's. package.json's `start` and
// `start:prod` and the Dockerfile's CMD cannot import it and write the same flag out; a unit test
// (server-heap.test.ts) keeps them equal. Plain JavaScript, like build-stale.mjs beside it.

/**
 * V8 sizes its heap from the machine's memory and, with that much room, lets a burst of requests
 * leave garbage uncollected long after it. 192 MB of old space is several times the site's live
 * heap (the numbers: decision 027 and docs/PERFORMANCE.md).
 */
export const serverHeapFlag = '--max-old-space-size=192';
