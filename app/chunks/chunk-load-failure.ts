/** PRODUCT §9: a script chunk that has not arrived after two minutes counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

/** A chunk that neither loaded nor failed within `chunkLoadTimeoutMs` (a stalled connection). */
export class ChunkTimeoutError extends Error {
  constructor(readonly chunk: string) {
    super(`The script did not arrive within ${chunkLoadTimeoutMs} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Gives a lazily imported chunk two minutes (PRODUCT §9): a browser waits far longer on a stalled
 * connection, and the visitor would look at a spinner for good. After that the import rejects, so
 * the chunk's error boundary shows 'Loading chunk {n} failed' with a reload button. `chunk` names it
 * on that screen. Use as `lazy(() => withLoadTimeout('visits-charts', () => import('…')))`.
 */
export function withLoadTimeout<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(chunk)), chunkLoadTimeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Recognises the error a browser gives when a lazily imported script chunk cannot be fetched
 * (after a deploy, or offline), or our own time-out, and names the chunk for the
 * 'Loading chunk {n} failed' screen.
 */
export function chunkLoadFailure(error: unknown): { name: string; reason: string } | undefined {
  if (error instanceof ChunkTimeoutError) return { name: error.chunk, reason: error.message };
  if (!(error instanceof Error)) return undefined;
  const match =
    /(?:dynamically imported module|Importing a module script failed|error loading dynamically)[^\n]*?(https?:\/\/\S+)?$/i.exec(
      error.message,
    );
  if (!match) return undefined;
  const url = match[1] ?? '';
  const file = url.split('/').pop() ?? '';
  const name = file.replace(/\.js$/, '') || 'unknown';
  return { name, reason: error.message };
}
