import { describe, expect, test } from 'vitest';
import { changeCutoffMessage, insideChangeCutoff } from './change-cutoff';

describe('the change cutoff (PRODUCT §16)', () => {
  test('a session 7 or more days away can be changed online with a 7-day cutoff; 6 days away cannot', () => {
    expect(insideChangeCutoff('2026-12-10', '2026-12-03', 7)).toBe(false);
    expect(insideChangeCutoff('2026-12-30', '2026-12-03', 7)).toBe(false);
    expect(insideChangeCutoff('2026-12-09', '2026-12-03', 7)).toBe(true);
    expect(insideChangeCutoff('2026-12-03', '2026-12-03', 7)).toBe(true);
  });

  test('counts calendar days across the daylight-saving change and a year end', () => {
    // 2026-11-01 is the November change in the United States: still 7 days.
    expect(insideChangeCutoff('2026-11-05', '2026-10-29', 7)).toBe(false);
    expect(insideChangeCutoff('2027-01-02', '2026-12-27', 7)).toBe(true);
  });

  test('a cutoff of 0 lets every future session be changed', () => {
    expect(insideChangeCutoff('2026-12-03', '2026-12-03', 0)).toBe(false);
  });

  test('says how close the session is and the number to call', () => {
    expect(changeCutoffMessage(7, '555-010-0199')).toBe(
      'Your session is less than 7 days away. Please call us at 555-010-0199 to change it.',
    );
  });
});
