/**
 * @vitest-environment happy-dom
 */
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { ProductCard } from './product-card';

/**
 * A product's card on /products (PRODUCT §2 Products, §5): the quantity starts at 1, a quantity
 * outside 1-99 is refused before anything is posted, and Add to Cart posts the product and the
 * quantity. 'Item Added!' for 4 seconds is timed in the browser (tests/e2e/shop-products.spec.ts).
 */

const print = { id: 7, name: '8x10 Fine Art Print', description: 'A fine art print.', priceCents: 4500 };

function ProductsPage() {
  return <ProductCard product={print} />;
}

function openCard() {
  const posted = vi.fn((_args: { request: Request }) => ({ result: undefined, added: true }));
  const rendered = renderRoute({ Component: ProductsPage, path: '/products', action: posted });
  return { ...rendered, posted };
}

describe('a product card', () => {
  test('the quantity starts at 1, and Add to Cart without touching it posts the product and 1', async () => {
    const card = openCard();
    expect(await screen.findByLabelText('Quantity of 8x10 Fine Art Print')).toHaveValue(1);
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    await card.user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(card.posted).toHaveBeenCalledOnce());
    const body = await card.posted.mock.calls[0]?.[0].request.formData();
    expect(Object.fromEntries(body ?? [])).toEqual({ productId: '7', quantity: '1' });
    expect(await screen.findByRole('button', { name: 'Item Added!' })).toBeInTheDocument();
  });

  test('a quantity outside 1-99 is refused with its message, and nothing is posted', async () => {
    const card = openCard();
    const quantity = await screen.findByLabelText('Quantity of 8x10 Fine Art Print');
    for (const value of ['0', '100']) {
      await card.enter(quantity, value);
      expect(await screen.findByText('Quantity must be a whole number from 1 to 99')).toBeInTheDocument();
      expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 99');
      await card.user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(screen.getByText('Quantity must be a whole number from 1 to 99')).toBeInTheDocument();
    }
    expect(card.posted).not.toHaveBeenCalled();
  });
});
