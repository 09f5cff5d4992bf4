/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import AdminHome from '../../routes/admin-home';

/**
 * Admin Home → Show Price List (PRODUCT §20): what it lists and what it posts. The rules of a save
 * and a retire are tests/integration/shop-price-list.test.ts.
 */

const priceList = [
  { id: 1, name: '8x10 Print', kind: 'print', size: '8x10', priceCents: 2500, retiredOn: null },
  { id: 4, name: 'Digital download', kind: 'download', size: null, priceCents: 1500, retiredOn: null },
  { id: 7, name: '5x7 Print', kind: 'print', size: '5x7', priceCents: 1200, retiredOn: '2026-11-20' },
];

async function postedForm(posted: ReturnType<typeof vi.fn>): Promise<Record<string, FormDataEntryValue>> {
  await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
  const body: FormData = await posted.mock.calls[0]?.[0].request.formData();
  return Object.fromEntries(body);
}

function openView() {
  const posted = vi.fn(() => ({ ok: true, message: null }));
  const rendered = renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    url: '/adminHome?view=price-list',
    loader: () => ({ view: 'price-list', undeliveredMail: [], priceList }),
    action: posted,
  });
  return { ...rendered, posted };
}

describe('Show Price List', () => {
  test('lists the products on sale with their kind, size and price, and the retired ones apart', async () => {
    openView();
    expect(await screen.findByRole('heading', { name: 'Price list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show Price List' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: '8x10 Print, Print 8x10, $25.00' })).toBeInTheDocument();
    const download = screen.getByRole('heading', { name: 'Digital download, Digital download, $15.00' })
      .parentElement as HTMLElement;
    expect(within(download).getByLabelText('Price ($)')).toHaveValue('15.00');
    expect(within(download).getByLabelText('Kind')).toHaveValue('download');
    const retired = screen.getByRole('heading', { name: 'Retired' }).parentElement as HTMLElement;
    expect(
      within(retired).getByText('5x7 Print, Print 5x7, $12.00 (retired November 20, 2026)'),
    ).toBeInTheDocument();
    // A retired product has no form and no Retire button.
    expect(screen.queryByRole('button', { name: 'Retire 5x7 Print' })).not.toBeInTheDocument();
  });

  test('adds a product, and the form is empty again once saved', async () => {
    const page = openView();
    const fresh = (await screen.findByRole('heading', { name: 'New product' })).parentElement as HTMLElement;
    await page.user.type(within(fresh).getByLabelText('Name'), '16x20 Gallery Print');
    await page.user.type(within(fresh).getByLabelText('Size (prints)'), '16x20');
    await page.user.type(within(fresh).getByLabelText('Price ($)'), '85.00');
    await page.user.click(within(fresh).getByRole('button', { name: 'Add product' }));
    expect(await postedForm(page.posted)).toEqual({
      intent: 'save-price-list-product',
      name: '16x20 Gallery Print',
      kind: 'print',
      size: '16x20',
      price: '85.00',
    });
    await vi.waitFor(() => expect(within(fresh).getByLabelText('Name')).toHaveValue(''));
  });

  test('saves an edit and retires a product by its id', async () => {
    const page = openView();
    const print = (await screen.findByRole('heading', { name: '8x10 Print, Print 8x10, $25.00' }))
      .parentElement as HTMLElement;
    const price = within(print).getByLabelText('Price ($)');
    await page.user.clear(price);
    await page.user.type(price, '27.50');
    await page.user.click(within(print).getByRole('button', { name: 'Save 8x10 Print' }));
    expect(await postedForm(page.posted)).toEqual({
      intent: 'save-price-list-product',
      productId: '1',
      name: '8x10 Print',
      kind: 'print',
      size: '8x10',
      price: '27.50',
    });
    page.posted.mockClear();
    await page.user.click(screen.getByRole('button', { name: 'Retire Digital download' }));
    expect(await postedForm(page.posted)).toEqual({ intent: 'retire-price-list-product', productId: '4' });
  });
});
