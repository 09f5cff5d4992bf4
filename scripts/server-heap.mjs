// The production server's memory flags for V8 (decisions 027, 050 and 076), for the launchers written in
// code: the browser tests' and the benchmark's. package.json's `start` and `start:prod` and the
// Dockerfile's CMD cannot import them and write the same flags out; a unit test
// (server-heap.test.ts) keeps them equal. Plain JavaScript, like build-stale.mjs beside it.

/**
 * V8 sizes its heap from the machine's memory and, with that much room, lets a burst of requests
 * leave garbage uncollected long after it. 192 MB of old space is several times the site's live
 * heap (the numbers: decision 027 and docs/PERFORMANCE.md).
 */
export const serverHeapFlag = '--max-old-space-size=192';

/**
 * Everything `node` is started with for the server (decisions 050 and 076). On Node.js 24, production's
 * runtime, V8 sizes the young generation larger than Node.js 20 did (RSS under the signed-in load
 * 395 MB instead of 294 with 16 MB semi-spaces), and its optimizing compiler for WebAssembly took
 * about 500 MB while it compiled PGlite's hot functions (peak RSS 692-764 MB at start against 185
 * with WebAssembly on its baseline compiler). PGlite then runs on V8's baseline code only: about
 * 10 % fewer signed-in pages a second on Node.js 24 (157 against 174), within the memory budget.
 */
export const serverNodeFlags = [
  serverHeapFlag,
  '--max-semi-space-size=16',
  '--heap-growing-percent=60',
  '--no-wasm-dynamic-tiering',
  '--no-wasm-tier-up',
];

/**
 * glibc's allocator, for the server's environment (docs/decisions/034-memory-under-heavy-work.md).
 * By default it serves a block of 128 KB or more with its own mapping, returned to the system when
 * freed, until the first such block is freed: then it raises that threshold to the block's size (up
 * to 32 MB) and serves those blocks from its arenas, which it rarely gives back. After a few uploads
 * libvips's pixel buffers and Node's large buffers stayed resident for good; a fixed threshold
 * keeps returning them. Read by glibc when the process starts, so it must be in the environment
 * `node` is started with; other C libraries (musl, macOS) ignore it.
 */
export const serverMallocEnv = { MALLOC_MMAP_THRESHOLD_: '131072' };
