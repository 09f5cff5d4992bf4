import { type CartLineIntent, maxLineQuantity } from './shop.forms';

/**
 * PRODUCT §4 Cart quantity, for every kind of cart line: plus and minus step by 1, reaching 0
 * removes the line, and no line holds more than `maxLineQuantity`. `quantity` is the line's as it
 * stands (undefined when it is gone: a second click, another tab). `next` is the quantity to
 * write, 0 to remove the line, or null when nothing is to be written: the wanted end state of a
 * minus or a remove on a line already gone holds.
 */
export type CartStep = { ok: true; next: number | null } | { ok: false; reason: 'no-product' | 'too-many' };

/** What a change of a cart line answers. */
export type CartChange = { ok: true } | { ok: false; reason: 'no-product' | 'too-many' };

export function cartStep(quantity: number | undefined, intent: CartLineIntent): CartStep {
  if (quantity === undefined)
    return intent === 'increment' ? { ok: false, reason: 'no-product' } : { ok: true, next: null };
  const next = intent === 'remove' ? 0 : quantity + (intent === 'increment' ? 1 : -1);
  if (next > maxLineQuantity) return { ok: false, reason: 'too-many' };
  return { ok: true, next: Math.max(next, 0) };
}
