import { divideRoundHalfUp } from '../money/money';

/**
 * Each state's base (state-level) sales-tax rate, in thousandths of a percent, so 6.875% is 6875
 * and every rate is an integer (PRODUCT §11). Published state rates as of 2025 (Tax Foundation,
 * "State and Local Sales Tax Rates, 2025"), which count the mandatory statewide add-ons of
 * California, Utah and Virginia in the state rate. Local taxes are not charged. Review yearly.
 */
export const salesTaxRates = {
  Alabama: 4000,
  Alaska: 0,
  Arizona: 5600,
  Arkansas: 6500,
  California: 7250,
  Colorado: 2900,
  Connecticut: 6350,
  Delaware: 0,
  Florida: 6000,
  Georgia: 4000,
  Hawaii: 4000,
  Idaho: 6000,
  Illinois: 6250,
  Indiana: 7000,
  Iowa: 6000,
  Kansas: 6500,
  Kentucky: 6000,
  Louisiana: 5000,
  Maine: 5500,
  Maryland: 6000,
  Massachusetts: 6250,
  Michigan: 6000,
  Minnesota: 6875,
  Mississippi: 7000,
  Missouri: 4225,
  Montana: 0,
  Nebraska: 5500,
  Nevada: 6850,
  'New Hampshire': 0,
  'New Jersey': 6625,
  'New Mexico': 4875,
  'New York': 4000,
  'North Carolina': 4750,
  'North Dakota': 5000,
  Ohio: 5750,
  Oklahoma: 4500,
  Oregon: 0,
  Pennsylvania: 6000,
  'Rhode Island': 7000,
  'South Carolina': 6000,
  'South Dakota': 4200,
  Tennessee: 7000,
  Texas: 6250,
  Utah: 6100,
  Vermont: 6000,
  Virginia: 5300,
  Washington: 6500,
  'West Virginia': 6000,
  Wisconsin: 5000,
  Wyoming: 4000,
} as const satisfies Record<string, number>;

export type UsState = keyof typeof salesTaxRates;

/** The 50 states, alphabetical: the checkout's State options (PRODUCT §2). */
export const usStates = Object.keys(salesTaxRates) as UsState[];

/** 100% in the table's unit. */
const wholeRate = 100_000;

export function isUsState(value: string): value is UsState {
  return Object.hasOwn(salesTaxRates, value);
}

export function taxRateFor(state: string): number {
  if (!isUsState(state)) throw new RangeError(`No sales-tax rate for "${state}"`);
  return salesTaxRates[state];
}

/** subtotal × rate, rounded half-up to the cent. */
export function taxCents(subtotalCents: number, rate: number): number {
  return divideRoundHalfUp(subtotalCents * rate, wholeRate);
}

/** 7250 → "7.25%", 6875 → "6.875%", 0 → "0%". */
export function formatTaxRate(rate: number): string {
  return `${rate / 1000}%`;
}
