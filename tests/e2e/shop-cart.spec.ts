import { sql } from 'drizzle-orm';
import { waitForHydration } from './helpers/fixtures';
import { cartLine, expect, test } from './helpers/shop';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';

/** Cart (PRODUCT §2, §4, §8): plus and minus by one, 0 removes, line prices, the total in USD. */

test.describe('with four products in the cart', () => {
  test.use({
    cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1, '$100 Gift Card': 1, 'Desk Calendar': 1 },
  });

  test('plus, minus, minus to 0, remove, line prices and total, then on to checkout', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.server.url}/cart`);
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    const print = cartLine(page, '8x10 Fine Art Print');
    await expect(print.getByTestId('cart-quantity')).toHaveText('2');
    // $45.00 × 2; the total is $90.00 + $395.00 + $100.00 + $38.50.
    await expect(print.getByTestId('cart-line-price')).toHaveText('$90.00');
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $623.50 USD');

    await page.getByRole('button', { name: 'Increase quantity of 8x10 Fine Art Print' }).click();
    await expect(print.getByTestId('cart-quantity')).toHaveText('3');
    await expect(print.getByTestId('cart-line-price')).toHaveText('$135.00');
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $668.50 USD');
    await page.getByRole('button', { name: 'Decrease quantity of 8x10 Fine Art Print' }).click();
    await expect(print.getByTestId('cart-quantity')).toHaveText('2');

    await page.getByRole('button', { name: 'Decrease quantity of $100 Gift Card' }).click();
    await expect(cartLine(page, '$100 Gift Card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Desk Calendar from cart' }).click();
    await expect(cartLine(page, 'Desk Calendar')).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $485.00 USD');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('an empty cart says so', { tag: '@full' }, async ({ page, shop }) => {
  await page.goto(`${shop.server.url}/cart`);
  await expect(page.getByText('Your Cart is empty!')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});

test.describe('when the cart cannot be read', () => {
  // A real failure, not a stub: the cart's table is gone from the database a server of the test's
  // own opens (breaking the shared one would break every other test).
  test("the page shows the shop's error message, and the rest of the site works", { tag: '@full' }, async ({
    page,
    startServer,
  }) => {
    let shopper: TestUser | undefined;
    const server = await startServer({
      setup: async (db) => {
        shopper = await createTestUser(db, {
          email: 'broken.cart@example.com',
          name: 'Jane Rider',
          isClient: true,
        });
        await db.execute(sql`alter table cart_items rename to cart_items_gone`);
      },
    });
    if (!shopper) throw new Error('no shopper');
    await page.context().addCookies(sessionCookies(shopper, server.url));
    const response = await page.goto(`${server.url}/cart`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An error has occurred! Please come back later or contact us about the problem!',
    );
    await expect(page.getByText('Your Cart is empty!')).toHaveCount(0);
    await page.goto(`${server.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About The Owner');
  });
});
