/**
 * @vitest-environment happy-dom
 */
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { pictureView } from '../../../tests/helpers/picture-views';
import { OrderPrintDialog } from './order-print-dialog';

/**
 * Order prints' dialog (PRODUCT §20, decision 070): what it asks and what it posts to the cart; the
 * rules of adding are tests/integration/shop-picture-orders.test.ts.
 */

const products = [
  { id: 1, name: '8x10 Print', priceCents: 2500 },
  { id: 4, name: 'Digital download', priceCents: 1500 },
];

/** The gallery page as far as the dialog goes: open on one picture. */
function GalleryWithDialog() {
  return <OrderPrintDialog picture={pictureView('IMG_0412')} products={products} onClose={() => {}} />;
}

function openDialog(answer: { ok: boolean; message: string }) {
  const received: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    {
      path: '/galleries/g',
      Component: GalleryWithDialog,
    },
    {
      path: '/cart/pictures',
      action: async ({ request }) => {
        received.push(Object.fromEntries(await request.formData()));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={['/galleries/g']} />);
  return { user: userEvent.setup(), received };
}

describe('Order prints', () => {
  test('asks for a product, a quantity and a crop note, and says it was added, with the cart a link away', async () => {
    const { user, received } = openDialog({ ok: true, message: 'Added to your cart' });
    const dialog = await screen.findByRole('dialog', { name: 'Order a print of IMG_0412.jpg' });
    const product = within(dialog).getByLabelText('Product');
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['8x10 Print: $25.00', 'Digital download: $15.00']);
    await user.selectOptions(product, 'Digital download: $15.00');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    await user.type(within(dialog).getByLabelText('Crop note (optional)'), 'Keep the ears');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Added to your cart');
    expect(within(dialog).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    expect(received).toEqual([
      { pictureId: 'IMG_0412', priceListProductId: '4', quantity: '2', cropNote: 'Keep the ears' },
    ]);
  });

  test("shows the server's refusal and no link to the cart", async () => {
    const { user } = openDialog({ ok: false, message: 'That product is no longer available.' });
    const dialog = await screen.findByRole('dialog', { name: 'Order a print of IMG_0412.jpg' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That product is no longer available.',
    );
    expect(within(dialog).queryByRole('link', { name: 'Go to your cart' })).not.toBeInTheDocument();
  });
});
