/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import AdminHome from '../../routes/admin-home';

/**
 * Admin Home → Show Orders (PRODUCT §20): the filter, each order's next steps and what they post.
 * The moves' rules are tests/integration/shop-order-status.test.ts.
 */

const orders = [
  {
    publicId: 'ABCDEF000000002',
    placedOn: 'November 21, 2026',
    email: 'dana@example.com',
    name: 'Dana Reyes',
    totalCents: 2681,
    status: 'in-production',
    forLab: true,
  },
  {
    publicId: 'ABCDEF000000001',
    placedOn: 'November 20, 2026',
    email: 'sam@example.com',
    name: 'Sam Lee',
    totalCents: 9000,
    status: 'delivered',
    forLab: false,
  },
];

async function postedForm(posted: ReturnType<typeof vi.fn>): Promise<Record<string, FormDataEntryValue>> {
  await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
  const body: FormData = await posted.mock.calls[0]?.[0].request.formData();
  return Object.fromEntries(body);
}

function openView(url = '/adminHome?view=orders', status: string | null = null) {
  const posted = vi.fn(() => ({ ok: true, message: null }));
  const rendered = renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    url,
    loader: () => ({ view: 'orders', undeliveredMail: [], orders, orderStatus: status }),
    action: posted,
  });
  return { ...rendered, posted };
}

describe('Show Orders', () => {
  test('lists the orders with the steps each can take, and filters by status', async () => {
    openView('/adminHome?view=orders&status=shipped', 'shipped');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('Dana Reyes (dana@example.com)')).toBeInTheDocument();
    expect(within(table).getByText('$26.81')).toBeInTheDocument();
    // In production goes to Shipped or Cancelled; Delivered goes nowhere.
    expect(screen.getByRole('button', { name: 'Shipped: order ABCDEF000000002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelled: order ABCDEF000000002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /order ABCDEF000000001/ })).not.toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Filter orders by status' });
    expect(within(filter).getByRole('link', { name: 'Shipped' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/adminHome?view=orders',
    );
    expect(within(filter).getByRole('link', { name: 'In production' })).toHaveAttribute(
      'href',
      '/adminHome?view=orders&status=in-production',
    );
  });

  test('ships an order with its carrier and tracking number', async () => {
    const page = openView();
    const shipButton = await screen.findByRole('button', { name: 'Shipped: order ABCDEF000000002' });
    const form = shipButton.closest('form') as HTMLElement;
    await page.user.type(within(form).getByLabelText('Carrier'), 'UPS');
    await page.user.type(within(form).getByLabelText('Tracking number'), '1Z999');
    await page.user.click(shipButton);
    expect(await postedForm(page.posted)).toEqual({
      intent: 'move-order',
      orderId: 'ABCDEF000000002',
      to: 'shipped',
      carrier: 'UPS',
      tracking: '1Z999',
    });
  });

  test('offers Download for the lab only on an order made of pictures', async () => {
    openView();
    const lab = await screen.findByRole('link', { name: 'Download for the lab: order ABCDEF000000002' });
    expect(lab).toHaveAttribute('href', '/orders/ABCDEF000000002/lab.zip');
    expect(
      screen.queryByRole('link', { name: /Download for the lab: order ABCDEF000000001/ }),
    ).not.toBeInTheDocument();
  });
});
