import type { Locator, Page } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { cartItems, products } from '../../../app/shop/shop.tables';
import { testCard } from '../../test-data';
import { createTestUser, sessionCookies, type TestUser } from './accounts';
import { test as base, expect, type RunningServer, type ServerOptions } from './fixtures';

export { expect };

/** Product name → quantity, put in the shopper's cart before the server starts. */
export type CartSeed = Record<string, number>;

export interface Shop {
  server: RunningServer;
  shopper: TestUser;
}

interface ShopFixtures {
  /** What the shopper's cart holds at the start (`test.use({ cart: { … } })`); empty by default. */
  cart: CartSeed;
  /**
   * Extra setup on the fresh database, after the shopper and cart exist. An object, because
   * Playwright would take a bare function given to `test.use` for a fixture.
   */
  shopSetup: { run?: ServerOptions['setup'] };
  /** A server of the test's own with a signed-in Client, Jane Rider, and the `cart` above. */
  shop: Shop;
}

/**
 * The signed-in state of every shop test: each test gets its own server (a cart is state), the
 * shopper's session cookie in the browser, and the cart it asked for, so a test of one page never
 * has to click through the pages before it.
 */
export const test = base.extend<ShopFixtures>({
  cart: [{}, { option: true }],
  shopSetup: [{}, { option: true }],
  shop: async ({ page, startServer, cart, shopSetup }, use) => {
    let shopper: TestUser | undefined;
    const server = await startServer({
      setup: async (db) => {
        shopper = await createTestUser(db, {
          email: 'jane.rider@example.com',
          name: 'Jane Rider',
          isClient: true,
        });
        const names = Object.keys(cart);
        if (names.length > 0) {
          const rows = await db.select().from(products).where(inArray(products.name, names));
          expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
          await db.insert(cartItems).values(
            rows.map((row) => ({
              userId: shopper?.id ?? 0,
              productId: row.id,
              quantity: cart[row.name] ?? 1,
            })),
          );
        }
        await shopSetup.run?.(db);
      },
    });
    if (!shopper) throw new Error('no shopper');
    await page.context().addCookies(sessionCookies(shopper, server.url));
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
export async function completeCheckout(page: Page) {
  const { billing, shipping, payment, submit, same, save } = checkoutForm(page);
  await type(billing.getByLabel('First Name'), 'Jane');
  await type(billing.getByLabel('Last Name'), 'Rider');
  await type(billing.getByLabel('Address', { exact: true }), '12 Stable Lane');
  await type(billing.getByLabel('Address 2 (optional)'), 'Unit 4');
  await billing.getByLabel('Country').selectOption('United States');
  await billing.getByLabel('State').selectOption('California');
  await type(billing.getByLabel('Zip'), '95814');
  await type(billing.getByLabel('Email'), 'jane.rider@example.com');
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
  await expect(page.locator('.invalid-feedback:visible')).toHaveCount(0);
  await submit.click();
  const notice = page.getByRole('dialog', { name: 'This is not a real order' });
  await expect(notice).toContainText('no card will be charged');
  await notice.getByRole('button', { name: 'I understand!' }).click();
  await expect(page).toHaveURL(/\/ReviewOrder$/);
}
