/** No build, no rendered artwork, or sources under app/ or server/ newer than the build. */
export function buildIsStale(root: string): boolean;
