import Container from 'react-bootstrap/Container';
import { data, href, Link } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { CartLineItem } from '../components/shop/cart-line-item';
import { LoadError } from '../components/shop/load-error';
import { done, parseIntent, refused } from '../http/intent-action.server';
import { logError } from '../logging/log-error';
import { formatUsd } from '../money/money';
import { pageMeta } from '../seo/page-meta';
import { changeCartLine, getCart } from '../shop/cart.server';
import { changePictureLine } from '../shop/picture-cart.server';
import { cartLineSchema, tooManyMessage } from '../shop/shop.forms';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'Your cart', 'The products in your cart.');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  try {
    return { cart: await getCart(user.id) };
  } catch (error) {
    // PRODUCT §8: a cart that cannot be loaded shows a message, not the error screen.
    logError('cart: could not load the cart', error);
    return data({ cart: null }, { status: 500 });
  }
}

/** Plus, minus and remove: the server steps the quantity; nothing the browser sends is a total. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const parsed = await parseIntent(request, cartLineSchema);
  if (!parsed.ok) return parsed.reply;
  const { input } = parsed;
  const change =
    'pictureLineId' in input
      ? await changePictureLine(user.id, input.pictureLineId, input.intent)
      : await changeCartLine(user.id, input.productId, input.intent);
  if (change.ok) return done(null);
  return refused(change.reason === 'too-many' ? tooManyMessage : 'That item is no longer in your cart.', 409);
}

/** PRODUCT §2 Cart: the lines, their quantities, the total in USD and the way on to checkout. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { cart } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Your cart</h1>
      {cart === null ? (
        <LoadError />
      ) : cart.lines.length === 0 ? (
        <p className="fs-5">Your Cart is empty!</p>
      ) : (
        <>
          <ul className="list-unstyled mb-4" aria-label="Cart items">
            {cart.lines.map((line) => (
              <CartLineItem key={line.key} line={line} />
            ))}
          </ul>
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 border-top pt-3">
            <p className="fs-4 mb-0" data-testid="cart-total">
              Total: {formatUsd(cart.subtotalCents)} USD
            </p>
            <Link to={href('/checkout')} className="btn btn-primary btn-lg">
              Proceed to Checkout
            </Link>
          </div>
        </>
      )}
    </Container>
  );
}
