import { z } from 'zod';
import { personNameField, requiredText } from '../validation/fields';
import { countryName } from './checkout-details';
import { usStates } from './sales-tax';

/**
 * PRODUCT §5 Checkout field rules, shared by the browser and the action through checkout-schema.ts.
 * Conform turns an empty input into undefined, so each "required" message is the one for a
 * missing value. The card number and CVV are checked here and go no further (PRODUCT §10).
 */

export const addressField = requiredText(
  'You must enter an address',
  200,
  'Address cannot exceed 200 characters',
);
export const shippingAddressField = requiredText(
  'You must add a shipping address',
  200,
  'Address cannot exceed 200 characters',
);
export const address2Field = z
  .string()
  .trim()
  .max(200, 'Address line 2 cannot exceed 200 characters')
  .optional();

export const countryField = z.literal(countryName, { error: 'You must choose a country' });
export const stateField = z.enum(usStates, { error: 'You must choose a state' });

export const zipField = z
  .string({ error: 'Zip code is required' })
  .trim()
  .regex(/^\d{5}$/, 'Invalid zip code');

export const cardNameField = z.string({ error: 'You must enter the name on the card' }).pipe(personNameField);

/** 12 digits (PRODUCT §9); spaces and dashes people type between groups are ignored. */
export const cardNumberField = z
  .string({ error: 'Card number is required' })
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .min(1, 'Card number is required')
  .regex(/^\d+$/, 'Invalid card number')
  .min(12, 'Card number must be at least 12 digits long')
  .max(12, "Card number can't be longer that 12 digits");

export const cvvField = z
  .string({ error: 'CVV is required' })
  .trim()
  .min(1, 'CVV is required')
  .regex(/^\d+$/, 'Invalid CVV')
  .min(3, 'CCV must be 3 digits long')
  .max(3, "CCV can't be more than 3 digits long");

const expiryPattern = /^(\d{2})\/(\d{2})$/;

/** The month and full year of an MM/YY expiry, or null when it is not MM/YY with month 01 to 12. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = expiryPattern.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (UTC, so browser and server agree). */
export function isExpired(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return true;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export const expiryFormatMessage = 'Expiration date must look like MM/YY';
export const expiryMonthMessage = 'Expiration month must be from 01 to 12';
export const expiredMessage = 'This card has expired';

/** MM/YY, month 01 to 12, not before the month of `now`. */
export function expiryField(now: Date) {
  return z
    .string({ error: 'You must enter the expiration date' })
    .trim()
    .min(1, 'You must enter the expiration date')
    .regex(expiryPattern, expiryFormatMessage)
    .refine((value) => !expiryPattern.test(value) || parseExpiry(value) !== null, expiryMonthMessage)
    .refine((value) => parseExpiry(value) === null || !isExpired(value, now), expiredMessage);
}
