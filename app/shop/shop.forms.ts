import { z } from 'zod';
import { notUnderstoodMessage } from '../http/notice';
import '../validation/zod-config';
import { idNumber } from '../validation/id-param';

/** The shop's small forms: Add to Cart, the cart line buttons and Confirm Order. */

/** The most of one product a cart line may hold: plenty for prints, a stop for typos like 1000. */
export const maxLineQuantity = 99;

export const quantityMessage = `Quantity must be a whole number from 1 to ${maxLineQuantity}`;
export const tooManyMessage = `You can have at most ${maxLineQuantity} of each item in your cart.`;
export const productGoneMessage = 'That product is no longer available.';

/** The Add to Cart form of a product card (PRODUCT §5 Product quantity: defaults to 1). */
export const addToCartSchema = z.object({
  productId: idNumber(productGoneMessage),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(maxLineQuantity, quantityMessage),
});

/** The plus, minus and remove buttons of a cart line: the server applies the step, never a sent total. */
const cartLineIntent = z.enum(['increment', 'decrement', 'remove']);
export const cartLineSchema = z.union([
  z.object({ intent: cartLineIntent, productId: idNumber(notUnderstoodMessage) }),
  /** A line made of one of the client's pictures (PRODUCT §21), by its own id. */
  z.object({ intent: cartLineIntent, pictureLineId: idNumber(notUnderstoodMessage) }),
]);

export type CartLineIntent = z.infer<typeof cartLineSchema>['intent'];

/** Confirm Order: only which draft, and the cart version the buyer saw. Prices come from the server. */
export const confirmOrderSchema = z.object({
  draftId: z
    .string({ error: notUnderstoodMessage })
    .min(1, notUnderstoodMessage)
    .max(100, notUnderstoodMessage),
  cartVersion: z
    .string({ error: notUnderstoodMessage })
    .min(1, notUnderstoodMessage)
    .max(100, notUnderstoodMessage),
});

/** The longest crop note: a sentence or two for the lab, as a picture's note (500). */
export const maxCropNoteLength = 500;

/** The Order prints dialog's words (PRODUCT §21). */
export const orderPrintMessages = {
  added: 'Added to your cart',
  chooseProduct: 'Choose what to order.',
  cropNoteTooLong: `A crop note can be at most ${maxCropNoteLength} characters.`,
  pictureGone: 'That picture can no longer be ordered.',
} as const;

/** "Order a print of {file name}": which picture, which product of the price list, how many, a note. */
export const orderPrintSchema = z.object({
  pictureId: z.string({ error: notUnderstoodMessage }).regex(/^[0-9a-f-]{36}$/, notUnderstoodMessage),
  priceListProductId: idNumber(orderPrintMessages.chooseProduct),
  quantity: z.coerce
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(maxLineQuantity, quantityMessage),
  cropNote: z
    .string({ error: notUnderstoodMessage })
    .max(maxCropNoteLength, orderPrintMessages.cropNoteTooLong)
    .optional()
    .default(''),
});
