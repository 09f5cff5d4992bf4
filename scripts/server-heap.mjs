// The production server's JavaScript heap ceiling (docs/decisions/027-server-heap-ceiling.md), for
// the launchers written in code: the browser tests' and the benchmark's. package.json's `start` and
// `start:prod` and the Dockerfile's CMD cannot import it and write the same flag out; a unit test
// (server-heap.test.ts) keeps them equal. Plain JavaScript, like build-stale.mjs beside it.

/**
 * V8 sizes its heap from the machine's memory (about 4 GB on a 24 GB machine) and, with that much
 * room, lets a burst of requests leave 100 MB of garbage uncollected. The site's live heap is about
 * 40 MB; 192 MB of old space is almost five times that.
 */
export const serverHeapFlag = '--max-old-space-size=192';
