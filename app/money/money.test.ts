import { describe, expect, it } from 'vitest';
import {
  centsAsDollars,
  divideRoundHalfUp,
  formatUsd,
  lineTotalCents,
  parseDollars,
  sumCents,
} from './money';

describe('line totals and subtotal', () => {
  it('multiplies the unit price by the quantity, in cents', () => {
    expect(lineTotalCents(4500, 1)).toBe(4500);
    expect(lineTotalCents(2995, 3)).toBe(8985);
    expect(lineTotalCents(65000, 99)).toBe(6_435_000);
  });

  it('sums line totals into the subtotal', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([4500, 8985, 3850])).toBe(17335);
  });

  it('stays exact where floating-point dollars would not', () => {
    // 0.1 + 0.2 !== 0.3 in dollars; in cents it is 10 + 20 = 30.
    expect(sumCents([10, 20])).toBe(30);
    expect(formatUsd(sumCents([10, 20]))).toBe('$0.30');
  });
});

describe('formatUsd', () => {
  it('shows US dollars with cents and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(2995)).toBe('$29.95');
    expect(formatUsd(6_435_000)).toBe('$64,350.00');
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [0, 100, 0],
    [49, 100, 0],
    [50, 100, 1],
    [51, 100, 1],
    [149, 100, 1],
    [150, 100, 2],
    [1_450_000, 100_000, 15],
    [1_449_999, 100_000, 14],
  ])('%i / %i -> %i', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('is exact near the top of the safe integer range', () => {
    const big = Number.MAX_SAFE_INTEGER - 1; // 9007199254740990, even
    expect(divideRoundHalfUp(big, 2)).toBe(big / 2);
    expect(divideRoundHalfUp(big - 49, 100)).toBe(90071992547409);
  });

  it('refuses what it cannot do exactly', () => {
    expect(() => divideRoundHalfUp(-1, 100)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 100)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(2 ** 53, 100)).toThrow(RangeError);
  });
});

describe('dollars typed in a form', () => {
  it('reads dollars as cents without binary fractions', () => {
    expect(parseDollars('450')).toBe(45000);
    expect(parseDollars('$1,450.5')).toBe(145050);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('12.345')).toBeUndefined();
    expect(parseDollars('-5')).toBeUndefined();
    expect(parseDollars('abc')).toBeUndefined();
  });

  it('writes cents back as the field shows them, which reads back the same', () => {
    expect(centsAsDollars(145050)).toBe('1450.50');
    expect(centsAsDollars(29)).toBe('0.29');
    expect(parseDollars(centsAsDollars(145050))).toBe(145050);
  });
});
