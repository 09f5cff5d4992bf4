import { describe, expect, it } from 'vitest';
import { isPageView, storedPath, type ViewCandidate } from './page-view-rules';

describe('storedPath', () => {
  it('keeps an ordinary page path as it is', () => {
    expect(storedPath('/services')).toBe('/services');
    expect(storedPath('/BookingForm')).toBe('/BookingForm');
  });

  it('never keeps the token of a reset or verification link', () => {
    const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
    expect(storedPath(`/reset-password/${token}`)).toBe('/reset-password/:token');
    expect(storedPath(`/verify-email/${token}`)).toBe('/verify-email/:token');
    expect(storedPath(`/Reset-Password/${token}/`)).toBe('/reset-password/:token');
  });

  it('cuts a long path to 200 characters', () => {
    expect(storedPath(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});

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
