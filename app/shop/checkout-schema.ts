import { z } from 'zod';
import { longEmailField, personNameField } from '../validation/fields';
import type { PostalAddress, SavedCard } from './checkout-details';
import {
  address2Field,
  addressField,
  cardNameField,
  cardNumberField,
  countryField,
  cvvField,
  expiryField,
  shippingAddressField,
  stateField,
  zipField,
} from './checkout-fields';

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

type Rules = Record<string, z.ZodType>;

/** Checks the fields `rules` names and files each message under its field, as an object schema would. */
function checkFields(rules: Rules, value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [name, rule] of Object.entries(rules)) {
    const result = rule.safeParse(value[name]);
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
      };
    });
}

export type CheckoutSubmission = z.output<ReturnType<typeof checkoutSchema>>;

/** The form's fields as the browser holds them, for Conform's typing. */
export type CheckoutFormValues = z.input<ReturnType<typeof checkoutSchema>>;
