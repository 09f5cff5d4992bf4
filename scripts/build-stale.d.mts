/** No build, no rendered artwork, or an input of the build (app, server, configuration, lock file) newer than the build. */
export function buildIsStale(root: string): boolean;
