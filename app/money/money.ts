/** Money is integer cents everywhere (PRODUCT §11): the shop's and the invoices' sums, and how an amount is written. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * numerator / denominator rounded half-up, for non-negative integers. Integer arithmetic only, so
 * 0.5 of a cent always rounds up and never falls foul of binary fractions.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    numerator < 0 ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0
  ) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
  // % is exact on safe integers, and so is dividing an exact multiple.
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** "450", "450.5", "1,450.00" or "$450.00" as cents, without binary fractions; else undefined. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?(\d{1,7}|\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number((match[1] ?? '0').replaceAll(',', ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/**
 * Cents as a form's dollar field shows them, which parseDollars reads back, and as a spreadsheet
 * reads a number in a CSV: two decimals, no sign or separator, 1234.50.
 */
export function centsAsDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
