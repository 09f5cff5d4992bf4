import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { href, Link, redirect } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { OrderDetails } from '../components/shop/order-details';
import { business } from '../content/business';
import { redirectWithFlash } from '../flash/flash.server';
import { parseIntent } from '../http/intent-action.server';
import { hrefWithQuery } from '../http/typed-paths';
import { pageMeta } from '../seo/page-meta';
import { discountRefusalMessage } from '../shop/discount-rules';
import { toOrderView } from '../shop/order-view.server';
import { getOrder, placeOrder } from '../shop/orders.server';
import { confirmOrderSchema } from '../shop/shop.forms';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Order confirmed', 'Your order confirmation.');

/** Shows a placed order; places nothing (PRODUCT §10: no change on GET). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const publicId = new URL(request.url).searchParams.get('order');
  const order = publicId ? await getOrder(user.id, publicId) : undefined;
  if (!order) throw redirect(href('/checkout'));
  return { order: toOrderView(order) };
}

export const cartChangedMessage =
  'Your cart changed since you reviewed your order. Please check it and confirm again.';

/** Confirm Order: places the draft's order exactly once, then shows it (post, redirect, get). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const parsed = await parseIntent(request, confirmOrderSchema);
  if (!parsed.ok) return parsed.reply;
  const result = await placeOrder(user.id, parsed.input);
  if (result.ok) return redirect(hrefWithQuery('/confirm', { order: result.publicId }));
  switch (result.reason) {
    case 'cart-changed':
      return redirectWithFlash(href('/ReviewOrder'), cartChangedMessage, 'info');
    case 'discount-refused':
      // The code stopped applying between review and confirm (its last use taken, its last day over).
      return redirectWithFlash(
        href('/checkout'),
        discountRefusalMessage(result.refusal, result.minOrderCents),
        'danger',
      );
    case 'no-draft':
    case 'empty-cart':
      return redirect(href('/checkout'));
  }
}

/** PRODUCT §2 Confirm. */
export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-3">Your Order has been confirmed!</h1>
      <p className="fs-5">Hello {order.firstName},</p>
      <Alert variant="info">
        This was not a real order: this website is a portfolio project, so nothing was charged and nothing
        will be shipped.
      </Alert>
      <OrderDetails order={order} />
      <p className="fs-5 mt-4">
        Thank you for shopping with {business.name}! A confirmation email is on its way to {order.email}.
      </p>
      <p>
        <Link to={href('/orders/:orderId', { orderId: order.publicId })}>See this order</Link> any time in{' '}
        <Link to={href('/orders')}>your orders</Link>.
      </p>
    </Container>
  );
}
