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
    // A gallery's guest link: its page, its data request and its files (decision 044).
    [`/share/${token}`, '/share/:token'],
    [`/share/${token}.data`, '/share/:token.data'],
    [
      `/share/${token}/0b7c5a8e-3f0e-4d55-9a7e-2c1f4be1d0aa/thumb`,
      '/share/:token/0b7c5a8e-3f0e-4d55-9a7e-2c1f4be1d0aa/thumb',
    ],
    [`/Share//${token}/`, '/share/:token/'],
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
    '/share',
    '/shared/abc',
  ])('leaves %s as it is', (path) => {
    expect(withoutSecrets(path)).toBe(path);
  });
});
