import { describe, expect, it } from 'vitest';
import { formatTaxRate, isUsState, salesTaxRates, taxCents, taxRateFor, usStates } from './sales-tax';

/**
 * The published 2025 state base rates, typed out again as percent strings so a slip in the code's
 * table (which uses thousandths of a percent) shows up here.
 */
const published: [string, string][] = [
  ['Alabama', '4'],
  ['Alaska', '0'],
  ['Arizona', '5.6'],
  ['Arkansas', '6.5'],
  ['California', '7.25'],
  ['Colorado', '2.9'],
  ['Connecticut', '6.35'],
  ['Delaware', '0'],
  ['Florida', '6'],
  ['Georgia', '4'],
  ['Hawaii', '4'],
  ['Idaho', '6'],
  ['Illinois', '6.25'],
  ['Indiana', '7'],
  ['Iowa', '6'],
  ['Kansas', '6.5'],
  ['Kentucky', '6'],
  ['Louisiana', '5'],
  ['Maine', '5.5'],
  ['Maryland', '6'],
  ['Massachusetts', '6.25'],
  ['Michigan', '6'],
  ['Minnesota', '6.875'],
  ['Mississippi', '7'],
  ['Missouri', '4.225'],
  ['Montana', '0'],
  ['Nebraska', '5.5'],
  ['Nevada', '6.85'],
  ['New Hampshire', '0'],
  ['New Jersey', '6.625'],
  ['New Mexico', '4.875'],
  ['New York', '4'],
  ['North Carolina', '4.75'],
  ['North Dakota', '5'],
  ['Ohio', '5.75'],
  ['Oklahoma', '4.5'],
  ['Oregon', '0'],
  ['Pennsylvania', '6'],
  ['Rhode Island', '7'],
  ['South Carolina', '6'],
  ['South Dakota', '4.2'],
  ['Tennessee', '7'],
  ['Texas', '6.25'],
  ['Utah', '6.1'],
  ['Vermont', '6'],
  ['Virginia', '5.3'],
  ['Washington', '6.5'],
  ['West Virginia', '6'],
  ['Wisconsin', '5'],
  ['Wyoming', '4'],
];

/** "6.875" -> 6875 without floating point. */
function thousandths(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** An independent half-up: floor((2·s·r + D) / 2D) in BigInt. */
function expectedTax(subtotalCents: number, rate: number): number {
  return Number((2n * BigInt(subtotalCents) * BigInt(rate) + 100_000n) / 200_000n);
}

describe('the state table', () => {
  it('has exactly the 50 states, alphabetically', () => {
    expect(usStates).toHaveLength(50);
    expect(new Set(usStates).size).toBe(50);
    expect(usStates).toEqual(published.map(([state]) => state));
  });

  it('charges nothing in the five states without a state sales tax', () => {
    const zero = usStates.filter((state) => salesTaxRates[state] === 0);
    expect(zero).toEqual(['Alaska', 'Delaware', 'Montana', 'New Hampshire', 'Oregon']);
  });

  it('knows no district, territory or misspelling', () => {
    for (const name of ['District of Columbia', 'Puerto Rico', 'Guam', 'california', 'CA', '']) {
      expect(isUsState(name)).toBe(false);
      expect(() => taxRateFor(name)).toThrow(RangeError);
    }
    expect(isUsState('toString')).toBe(false);
  });
});

describe.each(published)('%s at %s%%', (state, percent) => {
  const rate = thousandths(percent);

  it('has the published rate', () => {
    expect(taxRateFor(state)).toBe(rate);
    expect(formatTaxRate(rate)).toBe(`${percent}%`);
  });

  it.each([0, 1, 7, 99, 200, 12_345, 100_000, 6_435_000])('taxes a %i-cent subtotal half-up', (subtotal) => {
    expect(taxCents(subtotal, rate)).toBe(expectedTax(subtotal, rate));
  });
});

describe('rounding edges', () => {
  it.each([
    ['California', 100, 7], // 7.25 -> 7
    ['California', 200, 15], // 14.5 -> 15, where Math.round(200 * 0.0725) gives 14
    ['California', 3000, 218], // 217.5 -> 218, likewise
    ['California', 7, 1], // 0.5075 -> 1
    ['California', 6, 0], // 0.435 -> 0
    ['Texas', 8, 1], // 0.5 exactly -> 1
    ['Texas', 24, 2], // 1.5 -> 2
    ['Minnesota', 1000, 69], // 68.75 -> 69
    ['Missouri', 2000, 85], // 84.5 -> 85
    ['Missouri', 400, 17], // 16.9 -> 17
    ['New Jersey', 4000, 265], // 265 exactly
    ['Oregon', 6_435_000, 0],
  ])('%s, %i cents -> %i cents tax', (state, subtotal, tax) => {
    expect(taxCents(subtotal, taxRateFor(state))).toBe(tax);
  });
});
