import { settle, waitForHydration } from './helpers/fixtures';
import { cartLine, expect, productCard, test } from './helpers/shop';

/**
 * Products (PRODUCT §2, §4): 'Item Added!' for 4 seconds, never leaving the page, and the cart
 * holding what was added. The quantity's rules are checked at the component level
 * (app/components/shop/product-card.test.tsx).
 */

test("Add to Cart reads 'Item Added!' for 4 seconds, without leaving the page", async ({ page, shop }) => {
  // The page's timers on Playwright's clock, paused: the 4 seconds are run, not waited for.
  await page.clock.install();
  await page.goto(`${shop.server.url}/products`);
  await waitForHydration(page);
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  const card = productCard(page, '8x10 Fine Art Print');
  await card.getByLabel('Quantity of 8x10 Fine Art Print').fill('2');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
  await settle(page);
  // No time passes on the page until it is run: one millisecond short of 4 s, then the rest.
  await page.clock.runFor(3_999);
  await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/products');

  await page.goto(`${shop.server.url}/cart`);
  await expect(cartLine(page, '8x10 Fine Art Print').getByTestId('cart-quantity')).toHaveText('2');
});
