import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './helpers/fixtures';
import { cartLine, completeCheckout, expect, productCard, test } from './helpers/shop';
import { sessionCookies } from './helpers/world';
import { roles } from './seeds/roles.seed';

// A post that never reaches the server (offline, a dropped connection) keeps the
// page, makes its control usable again and says so beside it; it never replaces the page with
// 'Unexpected Application Error!'.
const unreachable = 'We could not reach the site. Check your connection and try again.';

test.use({ cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1 } });

/** The form holding the button, where its message shows. */
const formOf = (page: Page, button: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

/**
 * Clicks `control` with the connection down: the page (its heading) stays, with no error screen,
 * the message shows in `messageIn`, and the control can be used again. Then the connection is back.
 */
async function clickOffline(page: Page, control: Locator, messageIn: Locator, heading: string) {
  await page.context().setOffline(true);
  await control.click();
  await expect(messageIn.getByRole('alert').filter({ hasText: unreachable })).toBeVisible();
  await expect(control).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.context().setOffline(false);
}

test('offline, each control keeps its page, comes back and says the site could not be reached', {
  tag: '@full',
}, async ({ page, shop }) => {
  test.slow();

  await test.step('Add to Cart', async () => {
    await page.goto(`${shop.server.url}/products`);
    await waitForHydration(page);
    const card = productCard(page, 'Desk Calendar');
    await clickOffline(page, card.getByRole('button', { name: 'Add to Cart' }), card, 'Products');
    // Back online, the same button works.
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
  });

  await test.step("the cart's quantity buttons", async () => {
    await page.goto(`${shop.server.url}/cart`);
    await waitForHydration(page);
    const print = cartLine(page, '8x10 Fine Art Print');
    await expect(print.getByTestId('cart-quantity')).toHaveText('2');
    const increase = print.getByRole('button', { name: 'Increase quantity of 8x10 Fine Art Print' });
    await clickOffline(page, increase, print, 'Your cart');
    await expect(print.getByTestId('cart-quantity')).toHaveText('2');
  });

  await test.step('Confirm Order', async () => {
    await page.goto(`${shop.server.url}/checkout`);
    await waitForHydration(page);
    // The review page fetches /confirm's route module ahead, as someone reads the order; the
    // connection drops only once it has it.
    const confirmModule = page.waitForResponse((response) =>
      /\/assets\/confirm-[^/]+\.js$/.test(response.url()),
    );
    await completeCheckout(page, shop.shopper.email);
    await confirmModule;
    const confirm = page.getByRole('button', { name: 'Confirm Order' });
    await clickOffline(page, confirm, formOf(page, 'Confirm Order'), 'Review your order');
    await expect(page).toHaveURL(/\/ReviewOrder$/);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Your Order has been confirmed!' })).toBeVisible();
  });

  await test.step('Continue to Review on the checkout', async () => {
    // The confirmed order saved the details and emptied the cart: one item, and the form is filled.
    await page.goto(`${shop.server.url}/products`);
    await waitForHydration(page);
    await productCard(page, 'Desk Calendar').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      productCard(page, 'Desk Calendar').getByRole('button', { name: 'Item Added!' }),
    ).toBeVisible();
    await page.goto(`${shop.server.url}/checkout`);
    await waitForHydration(page);
    const next = page.getByRole('button', { name: 'Continue to Review' });
    await clickOffline(page, next, formOf(page, 'Continue to Review'), 'Checkout');
  });

  await test.step("an admin's button", async () => {
    await page.context().clearCookies();
    await page.context().addCookies(sessionCookies(roles.admin, shop.server.url));
    await page.goto(`${shop.server.url}/adminHome?view=users`);
    await waitForHydration(page);
    // The shopper's own card (every shopper of the pool is a Jane Rider).
    const jane = page.getByTestId('user-card').filter({ hasText: shop.shopper.email });
    // Admin Home shows every button's answer in one place, above the list (<ActionNotice>).
    const disable = jane.getByRole('button', { name: 'Disable User' });
    await clickOffline(page, disable, page.getByRole('main'), 'Admin Home');
    await expect(jane.getByText('Disabled:')).toHaveText('Disabled: no');
  });
});
