// The production server's JavaScript heap ceiling (docs/decisions/027-server-heap-ceiling.md).
// Plain JavaScript, as `npm start` and the tests' and benchmark's launchers share it; package.json's
// `start` and `start:prod` and the Dockerfile's CMD write the same flag out (a unit test keeps them
// equal).

/**
 * V8 sizes its heap from the machine's memory (about 4 GB on a 24 GB machine) and, with that much
 * room, lets a burst of requests leave 100 MB of garbage uncollected. The site's live heap is about
 * 40 MB; 192 MB of old space leaves it four times that.
 */
export const serverHeapFlag = '--max-old-space-size=192';
