import { describe, expect, it } from 'vitest';
import { isExpired } from './gallery-view';

describe('a gallery’s expiry (issue 24: after the end of its Expires on day)', () => {
  it('is open on its last day and closed from the next one', () => {
    expect(isExpired('2026-12-31', '2026-12-30')).toBe(false);
    expect(isExpired('2026-12-31', '2026-12-31')).toBe(false);
    expect(isExpired('2026-12-31', '2027-01-01')).toBe(true);
  });

  it('never closes without a date', () => {
    expect(isExpired(null, '2999-01-01')).toBe(false);
  });
});
