/** The production server's heap ceiling, as a `node` flag (docs/decisions/027-server-heap-ceiling.md). */
export const serverHeapFlag: string;
