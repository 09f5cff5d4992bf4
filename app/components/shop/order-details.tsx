import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { OrderView } from '../../shop/order-view.server';
import { AddressBlock, OrderSummary } from './order-summary';

/**
 * A placed order as the buyer sees it: date, ID, masked card, addresses, lines, tax and total. The
 * confirmation page and the order history's detail page both render this, so they cannot drift.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <div data-testid="order-details">
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
        <Col md={4}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">Shipping to</h2>
              <AddressBlock address={order.shipping} />
            </Card.Body>
          </Card>
        </Col>
        <Col md={4}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">Billing address</h2>
              <AddressBlock address={order.billing} email={order.email} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <OrderSummary
        lines={order.lines}
        subtotalCents={order.subtotalCents}
        discountLabel={order.discountLabel}
        taxLabel={order.taxLabel}
        taxCents={order.taxCents}
        totalCents={order.totalCents}
      />
    </div>
  );
}
