import Container from 'react-bootstrap/Container';
import { href, Link } from 'react-router';
import { requireRole, requireSignedIn } from '../accounts/guards.server';
import { OrderDetails } from '../components/shop/order-details';
import { OrderSteps } from '../components/shop/order-steps';
import { notFound } from '../http/not-found';
import { pageMeta } from '../seo/page-meta';
import { isOrderPublicId } from '../shop/order-id';
import { orderStepViews } from '../shop/order-status.server';
import { toOrderView } from '../shop/order-view.server';
import { getOrder } from '../shop/orders.server';
import type { Route } from './+types/order-detail';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `Order ${args.loaderData.order.publicId}` : 'Order',
    'One of your orders.',
  );

/**
 * One of the user's own orders. Another user's order ID answers exactly like an unknown one (the
 * app's 404 page), so an ID never reveals that an order exists; signed out, the "Please log in"
 * page for any ID an order could have (decision 057), then the role rule.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // An address that cannot name an order is Not Found for everyone, before the guard (as an id).
  if (!isOrderPublicId(params.orderId)) throw notFound();
  await requireSignedIn(request);
  const user = await requireRole(request, 'clientOrAdmin');
  const order = await getOrder(user.id, params.orderId);
  if (!order) throw notFound();
  return { order: toOrderView(order), steps: await orderStepViews(order) };
}

/** What the confirmation page showed, through the same component. */
export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, steps } = loaderData;
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/orders')}>← All your orders</Link>
      </p>
      <h1 className="mb-3">Order {order.publicId}</h1>
      <OrderSteps steps={steps} />
      <OrderDetails order={order} />
    </Container>
  );
}
