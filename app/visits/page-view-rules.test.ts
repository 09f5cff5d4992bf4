import { describe, expect, it } from 'vitest';
import { isPageView, type ViewCandidate } from './page-view-rules';

describe('isPageView', () => {
  const browser =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const view = (changes: Partial<ViewCandidate>): ViewCandidate => ({
    method: 'GET',
    path: '/about',
    status: 200,
    contentType: 'text/html; charset=utf-8',
    header: (name) => ({ 'user-agent': browser, 'sec-fetch-dest': 'document' })[name.toLowerCase()],
    ...changes,
  });

  it('counts a page, and a page the browser had kept and revalidated (304)', () => {
    expect(isPageView(view({}))).toBe(true);
    expect(isPageView(view({ status: 304 }))).toBe(true);
  });

  it('does not count errors, redirects or other methods', () => {
    for (const status of [301, 303, 403, 404, 500]) expect(isPageView(view({ status }))).toBe(false);
    expect(isPageView(view({ method: 'HEAD' }))).toBe(false);
  });
});
