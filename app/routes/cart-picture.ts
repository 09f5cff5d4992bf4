import { requireRole } from '../accounts/guards.server';
import { done, parseIntent, refused } from '../http/intent-action.server';
import { addPictureToCart } from '../shop/picture-cart.server';
import { orderPrintMessages, orderPrintSchema, productGoneMessage, tooManyMessage } from '../shop/shop.forms';
import type { Route } from './+types/cart-picture';

/**
 * Order prints (PRODUCT §21, decision 070): the gallery's dialog posts here and stays on the
 * gallery; "Added to your cart" links on to the cart. Only the picture's own client can add it:
 * anyone else's post finds no such picture.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const parsed = await parseIntent(request, orderPrintSchema);
  if (!parsed.ok) return parsed.reply;
  const added = await addPictureToCart(user.id, parsed.input);
  if (added.ok) return done(orderPrintMessages.added);
  switch (added.reason) {
    case 'no-picture':
      return refused(orderPrintMessages.pictureGone, 404);
    case 'no-product':
      return refused(productGoneMessage, 409);
    case 'too-many':
      return refused(tooManyMessage, 409);
  }
}
