/**
 * What a kept page was rendered from: the content version (decision 023) and the day it is where
 * the business is, since a page may show that day (the contact page opens on its month and marks
 * it). A page is current while neither has moved on.
 */
export interface PageStamp {
  version: number;
  /** yyyy-MM-dd in TZ_BUSINESS. */
  day: string;
}

function isCurrent(kept: PageStamp, stamp: PageStamp): boolean {
  return kept.version >= stamp.version && kept.day === stamp.day;
}

/** A render that finished late never replaces a page made from newer content or a later day. */
function isNewer(stamp: PageStamp, than: PageStamp): boolean {
  return stamp.version > than.version || (stamp.version === than.version && stamp.day >= than.day);
}

/**
 * The page cache's memory (server/page-cache.ts): one kept page per path, rendered again when its
 * stamp is no longer current, with one render per path and stamp however many visitors ask at
 * once. `render` answers null for a page that must not be kept.
 */
export function keptPages<Page>(
  render: (path: string, stamp: PageStamp) => Promise<Page | null>,
): (path: string, stamp: PageStamp) => Promise<Page | null> {
  const pages = new Map<string, { stamp: PageStamp; page: Page }>();
  const renders = new Map<string, { stamp: PageStamp; page: Promise<Page | null> }>();

  return (path, stamp) => {
    const kept = pages.get(path);
    if (kept && isCurrent(kept.stamp, stamp)) return Promise.resolve(kept.page);
    const running = renders.get(path);
    if (running && isCurrent(running.stamp, stamp)) return running.page;
    const page = render(path, stamp)
      .then((rendered) => {
        const latest = pages.get(path);
        if (rendered && (!latest || isNewer(stamp, latest.stamp))) pages.set(path, { stamp, page: rendered });
        return rendered;
      })
      .finally(() => {
        if (renders.get(path)?.page === page) renders.delete(path);
      });
    renders.set(path, { stamp, page });
    return page;
  };
}
