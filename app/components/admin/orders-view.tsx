import Button from 'react-bootstrap/Button';
import BsForm from 'react-bootstrap/Form';
import { Form, href, Link } from 'react-router';
import { hrefWithQuery } from '../../http/typed-paths';
import { formatUsd } from '../../money/money';
import { nextStatuses, type OrderStatus, orderStatuses, orderStatusLabels } from '../../shop/order-status';
import { CardCell, CardRow, CardTable, type CardTableColumn, CardTitle } from './card-table';

/** A row of Show Orders as the view reads it. */
export interface OrderRow {
  publicId: string;
  placedOn: string;
  email: string;
  name: string;
  totalCents: number;
  status: OrderStatus;
  /** It has lines made of pictures: Download for the lab (decision 071). */
  forLab: boolean;
}

const columns: CardTableColumn[] = [
  { label: 'Order' },
  { label: 'Placed' },
  { label: 'Client' },
  { label: 'Total', end: true },
  { label: 'Status' },
  { label: 'Next step', hiddenLabel: true },
];

/** One move of one order: a button, with the carrier and tracking number or the reason it needs. */
function MoveForm({ order, to }: { order: OrderRow; to: OrderStatus }) {
  const id = `${order.publicId}-${to}`;
  return (
    <Form method="post" className="d-flex flex-wrap gap-2 align-items-end mb-2">
      <input type="hidden" name="intent" value="move-order" />
      <input type="hidden" name="orderId" value={order.publicId} />
      <input type="hidden" name="to" value={to} />
      {to === 'shipped' ? (
        <>
          <BsForm.Group controlId={`carrier-${id}`}>
            <BsForm.Label>Carrier</BsForm.Label>
            <BsForm.Control name="carrier" size="sm" maxLength={50} required />
          </BsForm.Group>
          <BsForm.Group controlId={`tracking-${id}`}>
            <BsForm.Label>Tracking number</BsForm.Label>
            <BsForm.Control name="tracking" size="sm" maxLength={60} required />
          </BsForm.Group>
        </>
      ) : null}
      {to === 'cancelled' ? (
        <BsForm.Group controlId={`reason-${id}`}>
          <BsForm.Label>Reason</BsForm.Label>
          <BsForm.Control name="reason" size="sm" maxLength={300} required />
        </BsForm.Group>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant={to === 'cancelled' ? 'outline-danger' : 'outline-primary'}
        aria-label={`${orderStatusLabels[to]}: order ${order.publicId}`}
      >
        {orderStatusLabels[to]}
      </Button>
    </Form>
  );
}

/**
 * Admin Home → Show Orders (PRODUCT §20): every order, newest first, filtered by status, each with
 * the steps it can take next (decision 066); each step emails the client.
 */
export function OrdersView({ orders, status }: { orders: OrderRow[]; status: OrderStatus | null }) {
  const filters: (OrderStatus | null)[] = [null, ...orderStatuses];
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="h3">
        Orders
      </h2>
      <nav aria-label="Filter orders by status" className="d-flex flex-wrap gap-2 mb-3">
        {filters.map((filter) => (
          <Link
            key={filter ?? 'all'}
            to={hrefWithQuery('/adminHome', filter ? { view: 'orders', status: filter } : { view: 'orders' })}
            className={`btn btn-sm ${status === filter ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-current={status === filter ? 'page' : undefined}
          >
            {filter ? orderStatusLabels[filter] : 'All'}
          </Link>
        ))}
      </nav>
      {orders.length === 0 ? (
        <p>{status ? `No orders are ${orderStatusLabels[status]}.` : 'No orders yet.'}</p>
      ) : (
        <CardTable columns={columns} labelledBy="orders-heading" striped>
          {orders.map((order) => (
            <CardRow key={order.publicId}>
              <CardTitle>{order.publicId}</CardTitle>
              <CardCell label="Placed">{order.placedOn}</CardCell>
              <CardCell label="Client" breakWords>
                {order.name} ({order.email})
              </CardCell>
              <CardCell label="Total" end>
                {formatUsd(order.totalCents)}
              </CardCell>
              <CardCell label="Status">{orderStatusLabels[order.status]}</CardCell>
              <CardCell>
                {nextStatuses[order.status].map((to) => (
                  <MoveForm key={to} order={order} to={to} />
                ))}
                {order.forLab ? (
                  // A file, not a page: the browser downloads it and the list stays.
                  <a
                    href={href('/orders/:orderId/lab.zip', { orderId: order.publicId })}
                    download
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`Download for the lab: order ${order.publicId}`}
                  >
                    Download for the lab
                  </a>
                ) : null}
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
