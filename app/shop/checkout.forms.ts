import { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { longEmailField, personNameField, requiredText } from '../validation/fields';
import { countryName, type PostalAddress, type SavedCard } from './checkout-details';
import { normaliseCode } from './discount-rules';
import { usStates } from './sales-tax';

/**
 * PRODUCT §5 Checkout field rules, one by one; the form's schema below puts them together.
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

const shippingRules = {
  shipFirstName: personNameField,
  shipLastName: personNameField,
  shipAddress: shippingAddressField,
  shipAddress2: address2Field,
  shipCountry: countryField,
  shipState: stateField,
  shipZip: zipField,
};

function cardRules(now: Date) {
  return { ccName: cardNameField, ccNumber: cardNumberField, ccExpiration: expiryField(now), ccv: cvvField };
}

// Any zod schema: some are the shared zod/mini field rules (app/validation/fields.ts).
type Rules = Record<string, $ZodType>;

/** Checks the fields `rules` names and files each message under its field, as an object schema would. */
function checkFields(rules: Rules, value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [name, rule] of Object.entries(rules)) {
    const result = safeParse(rule, value[name]);
    if (result.success) continue;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
  }
}

const optionalText = z.string().optional();

/**
 * PRODUCT §5 Checkout: the one schema of the checkout form, for the browser (Conform) and the action.
 * Shipping fields count only without the same-address box, card fields only for a new card. The
 * output drops the card number and CVV, keeping the last 4 digits (PRODUCT §10); a null card means
 * "the card already on file".
 */
export function checkoutSchema(now: Date) {
  const card = cardRules(now);
  return z
    .object({
      firstName: personNameField,
      lastName: personNameField,
      email: longEmailField,
      address: addressField,
      address2: address2Field,
      country: countryField,
      state: stateField,
      zip: zipField,
      sameAddress: z.boolean().optional(),
      shipFirstName: optionalText,
      shipLastName: optionalText,
      shipAddress: optionalText,
      shipAddress2: optionalText,
      shipCountry: optionalText,
      shipState: optionalText,
      shipZip: optionalText,
      cardChoice: z.enum(['saved', 'new']).optional(),
      ccName: optionalText,
      ccNumber: optionalText,
      ccExpiration: optionalText,
      ccv: optionalText,
      saveInfo: z.boolean().optional(),
      discountCode: z.string().trim().max(40, 'A code is at most 40 characters').optional(),
    })
    .superRefine(
      (value, ctx) => {
        if (!value.sameAddress) checkFields(shippingRules, value, ctx);
        if (value.cardChoice !== 'saved') checkFields(card, value, ctx);
      },
      // Run even when a billing field failed, so one submit shows every message at once.
      { when: () => true },
    )
    .transform((value) => {
      const billing: PostalAddress = {
        firstName: value.firstName,
        lastName: value.lastName,
        address: value.address,
        address2: value.address2 ?? '',
        state: value.state,
        zip: value.zip,
        country: value.country,
      };
      const shipping: PostalAddress = value.sameAddress
        ? billing
        : {
            firstName: shippingRules.shipFirstName.parse(value.shipFirstName),
            lastName: shippingRules.shipLastName.parse(value.shipLastName),
            address: shippingRules.shipAddress.parse(value.shipAddress),
            address2: shippingRules.shipAddress2.parse(value.shipAddress2) ?? '',
            state: shippingRules.shipState.parse(value.shipState),
            zip: shippingRules.shipZip.parse(value.shipZip),
            country: shippingRules.shipCountry.parse(value.shipCountry),
          };
      const newCard: SavedCard | null =
        value.cardChoice === 'saved'
          ? null
          : {
              ccName: card.ccName.parse(value.ccName),
              last4Digits: card.ccNumber.parse(value.ccNumber).slice(-4),
              ccExpiration: card.ccExpiration.parse(value.ccExpiration),
            };
      return {
        email: value.email,
        billing,
        sameAddress: value.sameAddress === true,
        shipping,
        newCard,
        saveInfo: value.saveInfo === true,
        discountCode: value.discountCode ? normaliseCode(value.discountCode) : undefined,
      };
    });
}

export type CheckoutSubmission = z.output<ReturnType<typeof checkoutSchema>>;

/** The form's fields as the browser holds them, for Conform's typing. */
export type CheckoutFormValues = z.input<ReturnType<typeof checkoutSchema>>;
