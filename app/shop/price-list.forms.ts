import { z } from 'zod';
import { parseDollars } from '../money/money';
import { idNumber } from '../validation/id-param';
import { type PriceListKind, priceListKinds, priceListLimits } from './price-list-kinds';

const priceMessage = 'Price must be an amount in dollars, like 25.00';

const productFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(priceListLimits.name, 'Name cannot exceed 100 characters'),
  kind: z.enum(priceListKinds, { error: 'Please choose a kind' }),
  size: z
    .string()
    .trim()
    .max(priceListLimits.size, 'Size cannot exceed 20 characters')
    .optional()
    .transform((size) => (size ? size : undefined)),
  price: z
    .string({ error: 'Price is required' })
    .refine((text) => parseDollars(text) !== undefined, priceMessage)
    .refine((text) => (parseDollars(text) ?? 1) > 0, 'Price must be more than $0.00')
    .refine(
      (text) => (parseDollars(text) ?? 0) <= priceListLimits.maxPriceCents,
      'Price cannot exceed $100,000.00',
    ),
};

/** Show Price List's Add product, or Save on an existing one (with its id). */
export const savePriceListSchema = z
  .object({
    intent: z.literal('save-price-list-product'),
    productId: z.optional(idNumber('That product does not exist.')),
    ...productFields,
  })
  // A print is sold by its size (PRODUCT §20); the other kinds say theirs in the name, where they have one.
  .refine((input) => input.kind !== 'print' || input.size !== undefined, {
    message: 'A print needs its size, like 8x10',
    path: ['size'],
  });

export const retirePriceListSchema = z.object({
  intent: z.literal('retire-price-list-product'),
  productId: idNumber('That product does not exist.'),
});

/** What the service keeps of a saved product: the price in cents, a size only for a print. */
export interface PriceListInput {
  name: string;
  kind: PriceListKind;
  size: string | null;
  priceCents: number;
}

export function priceListInputOf(input: z.infer<typeof savePriceListSchema>): PriceListInput {
  return {
    name: input.name,
    kind: input.kind,
    size: input.kind === 'print' ? (input.size ?? null) : null,
    priceCents: parseDollars(input.price) ?? 0,
  };
}
