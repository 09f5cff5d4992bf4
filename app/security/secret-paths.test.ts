import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './secret-paths';

const token = 'Qm9vdHMtYW5kLXNhZGRsZXMtYW5kLWJyaWRsZXM';

describe('withoutSecrets', () => {
  it.each([
    [`/reset-password/${token}`, '/reset-password/:token'],
    [`/verify-email/${token}`, '/verify-email/:token'],
    [`/calendar/${token}.ics`, '/calendar/:token.ics'],
    [`/sign-in/${token}`, '/sign-in/:token'],
    // React Router's data requests for the same pages.
    [`/reset-password/${token}.data`, '/reset-password/:token.data'],
    [`/Verify-Email/${token}/`, '/verify-email/:token/'],
    [`//reset-password//${token}`, '/reset-password/:token'],
    // Spelled with percent-escapes, as the router would still match it.
    [`/reset%2Dpassword/${token}`, '/reset-password/:token'],
    [`/calendar/${token}`, '/calendar/:token'],
  ])('writes %s as %s', (path, shown) => {
    expect(withoutSecrets(path)).toBe(shown);
    expect(withoutSecrets(path)).not.toContain(token);
  });

  it.each([
    '/',
    '/about',
    '/reset-password',
    '/reset-password/',
    '/calendarx/abc.ics',
    '/forgot-password',
    '/sign-in-link',
  ])('leaves %s as it is', (path) => {
    expect(withoutSecrets(path)).toBe(path);
  });
});
