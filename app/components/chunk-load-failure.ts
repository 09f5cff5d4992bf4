/**
 * Recognises the error a browser gives when a lazily imported script chunk cannot be fetched
 * (after a deploy, or offline), and names the chunk for the 'Loading chunk {n} failed' screen.
 */
export function chunkLoadFailure(error: unknown): { name: string; reason: string } | undefined {
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
