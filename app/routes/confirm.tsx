import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { data, redirect } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { pageMeta } from '../components/page-meta';
import { AddressBlock, OrderSummary } from '../components/shop/order-summary';
import { business } from '../content/business';
import { setFlash } from '../flash/flash.server';
import { readFormData } from '../security/form-body.server';
import { toOrderView } from '../shop/order-view.server';
import { getOrder, placeOrder } from '../shop/orders.server';
import { confirmOrderSchema } from '../shop/shop-forms';
import type { Route } from './+types/confirm';

export const meta: Route.MetaFunction = () => pageMeta('Order confirmed', 'Your order confirmation.');

/** Shows a placed order; places nothing (DECISIONS §1: no change on GET). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const publicId = new URL(request.url).searchParams.get('order');
  const order = publicId ? await getOrder(user.id, publicId) : undefined;
  if (!order) throw redirect('/checkout');
  return { order: toOrderView(order) };
}

export const cartChangedMessage =
  'Your cart changed since you reviewed your order. Please check it and confirm again.';

/** Confirm Order: places the draft's order exactly once, then shows it (post, redirect, get). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const parsed = confirmOrderSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw data('That request was not understood.', { status: 400 });
  const result = await placeOrder(user.id, parsed.data);
  switch (result.kind) {
    case 'placed':
    case 'already-placed':
      return redirect(`/confirm?order=${encodeURIComponent(result.publicId)}`);
    case 'cart-changed':
      return redirect('/ReviewOrder', {
        headers: { 'Set-Cookie': await setFlash(cartChangedMessage, 'info') },
      });
    case 'no-draft':
    case 'empty-cart':
      return redirect('/checkout');
  }
}

/** SPEC §2 Confirm. */
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
      <Row className="g-4 mb-4">
        <Col md={4}>
          <Card className="h-100">
            <Card.Body>
              <dl className="mb-0">
                <dt>Order date</dt>
                <dd>{order.orderDate}</dd>
                <dt>Order ID</dt>
                <dd className="font-monospace" data-testid="order-id">
                  {order.publicId}
                </dd>
                <dt>Payment</dt>
                <dd className="mb-0">
                  Card <span className="font-monospace">{order.maskedCard}</span>
                </dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col md={8}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">Shipping to</h2>
              <AddressBlock address={order.shipping} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <OrderSummary
        lines={order.lines}
        subtotalCents={order.subtotalCents}
        taxLabel={order.taxLabel}
        taxCents={order.taxCents}
        totalCents={order.totalCents}
      />
      <p className="fs-5 mt-4">
        Thank you for shopping with {business.name}! A confirmation email is on its way to {order.email}.
      </p>
    </Container>
  );
}
