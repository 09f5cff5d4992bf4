import type { Locator, Page } from '@playwright/test';
import { testCard } from '../../../scripts/lib/test-data';
import { productIds, shoppers } from '../seeds/shop.seed';
import { test as base, expect, type RunningServer } from './fixtures';
import { sessionCookies, type TestUser } from './world';

export { expect };

/** Product name → quantity, put in the shopper's cart before the test's page opens. */
export type CartSeed = Record<string, number>;

export interface Shop {
  server: RunningServer;
  shopper: TestUser;
}

interface ShopFixtures {
  /** What the shopper's cart holds at the start (`test.use({ cart: { … } })`); empty by default. */
  cart: CartSeed;
  /** A signed-in Client, Jane Rider, of the test's own, with the `cart` above. */
  shop: Shop;
}

/** The next unused shopper of this worker's pool (tests in a worker run one at a time). */
let used = 0;
function nextShopper(): TestUser {
  const shopper = shoppers[used];
  if (!shopper)
    throw new Error(`Every one of the ${shoppers.length} shoppers is taken: add more in seeds/shop.seed.ts`);
  used += 1;
  return shopper;
}

/**
 * The signed-in state of every shop test: a shopper of its own on the shared server, the session
 * cookie in the browser, and the cart it asked for, filled through the Products page's own Add to
 * Cart, so a test of one page never has to click through the pages before it.
 */
export const test = base.extend<ShopFixtures>({
  cart: [{}, { option: true }],
  shop: async ({ page, server, cart }, use) => {
    const shopper = nextShopper();
    await page.context().addCookies(sessionCookies(shopper, server.url));
    for (const [name, quantity] of Object.entries(cart)) {
      const productId = productIds.get(name);
      if (productId === undefined) throw new Error(`No product named ${name}`);
      const added = await page.request.post(`${server.url}/products`, {
        form: { productId: String(productId), quantity: String(quantity) },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      expect(added.status(), `adding ${name}`).toBe(200);
    }
    await use({ server, shopper });
  },
});

export const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

export const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

/** Fills a Conform field and leaves it, so its message (if any) shows. */
export async function type(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** The checkout page's parts. */
export function checkoutForm(page: Page) {
  return {
    billing: page.getByRole('group', { name: 'Billing address' }),
    shipping: page.getByRole('group', { name: 'Shipping address' }),
    payment: page.getByRole('group', { name: 'Payment' }),
    submit: page.getByRole('button', { name: 'Continue to Review' }),
    same: page.getByLabel('Shipping address is the same as my billing address'),
    save: page.getByLabel(/Save this information for next time/),
  };
}

/**
 * Fills the whole checkout validly (billing in California, shipping to Minnesota, the test card,
 * "save" ticked), sends it and accepts the notice: the page is then Review Order.
 */
export async function completeCheckout(
  page: Page,
  billingEmail = 'jane.rider@example.com',
  discountCode?: string,
) {
  const { billing, shipping, payment, submit, same, save } = checkoutForm(page);
  await type(billing.getByLabel('First Name'), 'Jane');
  await type(billing.getByLabel('Last Name'), 'Rider');
  await type(billing.getByLabel('Address', { exact: true }), '12 Stable Lane');
  await type(billing.getByLabel('Address 2 (optional)'), 'Unit 4');
  await billing.getByLabel('Country').selectOption('United States');
  await billing.getByLabel('State').selectOption('California');
  await type(billing.getByLabel('Zip'), '95814');
  await type(billing.getByLabel('Email'), billingEmail);
  if (await same.isChecked()) await same.uncheck();
  await type(shipping.getByLabel('First Name'), 'Sam');
  await type(shipping.getByLabel('Last Name'), 'Rider');
  await type(shipping.getByLabel('Address', { exact: true }), '9 Paddock Road');
  await shipping.getByLabel('Country').selectOption('United States');
  await shipping.getByLabel('State').selectOption('Minnesota');
  await type(shipping.getByLabel('Zip'), '55401');
  await type(payment.getByLabel('Name on Card'), testCard.holder);
  await type(payment.getByLabel('Card Number', { exact: true }), testCard.number);
  await type(payment.getByLabel('Expiration (MM/YY)'), testCard.expiry);
  await type(payment.getByLabel('CVV', { exact: true }), testCard.cvv);
  await save.check();
  if (discountCode) await type(page.getByLabel('Discount code'), discountCode);
  await expect(page.locator('.invalid-feedback:visible')).toHaveCount(0);
  await submit.click();
  const notice = page.getByRole('dialog', { name: 'This is not a real order' });
  await expect(notice).toContainText('no card will be charged');
  await notice.getByRole('button', { name: 'I understand!' }).click();
  await expect(page).toHaveURL(/\/ReviewOrder$/);
}
