import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { href, Link } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { businessDate } from '../business-time/business-time.server';
import { formatUsd } from '../money/money';
import { pageMeta } from '../seo/page-meta';
import { listOrders } from '../shop/orders.server';
import type { Route } from './+types/orders';
import '../styles/bootstrap/tables.scss';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'Your orders', 'Every order you placed.');

/** Clients and Admins, each for their own orders only. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const orders = await listOrders(user.id);
  return {
    orders: orders.map((order) => ({
      publicId: order.publicId,
      orderDate: businessDate(order.createdAt),
      itemCount: order.itemCount,
      totalCents: order.totalCents,
    })),
  };
}

/** The order history: every order placed, newest first, each opening its own page. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Your orders</h1>
      {orders.length === 0 ? (
        <p>
          You have not placed an order yet. <Link to={href('/products')}>See the products</Link>.
        </p>
      ) : (
        <Table responsive className="align-middle" data-testid="order-list">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Order ID</th>
              <th scope="col" className="text-end">
                Items
              </th>
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.publicId}>
                <td>{order.orderDate}</td>
                <td>
                  <Link
                    className="font-monospace"
                    to={href('/orders/:orderId', { orderId: order.publicId })}
                    aria-label={`Order ${order.publicId}`}
                  >
                    {order.publicId}
                  </Link>
                </td>
                <td className="text-end">{order.itemCount}</td>
                <td className="text-end">{formatUsd(order.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Container>
  );
}
