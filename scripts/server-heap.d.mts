/** The production server's heap ceiling, as a `node` flag (docs/decisions/027-server-heap-ceiling.md). */
export const serverHeapFlag: string;
/** glibc's allocator setting for the production server's environment (docs/decisions/034). */
export const serverMallocEnv: { MALLOC_MMAP_THRESHOLD_: string };
/** Every memory flag `node` is started with for the server, the heap ceiling first (decision 050). */
export const serverNodeFlags: readonly string[];
