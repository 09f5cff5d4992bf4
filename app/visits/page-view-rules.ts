import { isbot } from 'isbot';

/**
 * Which responses count as a page view (decision 015). Decided from the
 * request's headers and the response alone: nothing about the visitor is kept, and a visitor who
 * asks not to be tracked (Do Not Track, Global Privacy Control) is not counted at all.
 */
export interface ViewCandidate {
  method: string;
  /** The URL path, without the query string. */
  path: string;
  status: number;
  /** The response's Content-Type. */
  contentType: string | undefined;
  /** Request header lookup, case-insensitive (as Express's `req.get`). */
  header: (name: string) => string | undefined;
}

export function isPageView(view: ViewCandidate): boolean {
  // 304: the browser shows the copy it kept of a cached public page (server/page-cache.ts), a view too.
  if (view.method !== 'GET' || (view.status !== 200 && view.status !== 304)) return false;
  // A page is an HTML document; `.data` (client navigation and revalidation), files and JSON are not.
  if (!view.contentType?.toLowerCase().startsWith('text/html')) return false;
  if (view.path.endsWith('.data')) return false;
  // Browsers say what a request is for; only a top-level document is a view, not a prefetch.
  const dest = view.header('sec-fetch-dest');
  if (dest !== undefined && dest !== 'document') return false;
  if (view.header('sec-purpose')?.includes('prefetch') || view.header('purpose') === 'prefetch') return false;
  if (view.header('dnt') === '1' || view.header('sec-gpc') === '1') return false;
  const agent = view.header('user-agent');
  if (!agent || isbot(agent)) return false;
  return true;
}
