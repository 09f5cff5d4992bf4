import { describe, expect, it } from 'vitest';
import { storedPath } from './page-view-rules';

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
