import type { Locator, Page } from '@playwright/test';
import { testCard } from '../../scripts/lib/test-data';
import { newBrowserPage, waitForHydration } from './helpers/fixtures';
import { expect, test } from './helpers/shop';
import { roles } from './seeds/roles.seed';

/**
 * Order history (PRODUCT §14): an order placed through the shop is listed at /orders (linked from the
 * navigation and from the confirmation), and its page shows what the confirmation showed.
 */

async function type(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

async function addToCart(page: Page, name: string, quantity: number) {
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByLabel(`Quantity of ${name}`).fill(String(quantity));
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
}

// The fast tier's order flow is the Confirm test of shop-review-confirm.spec.ts (confirmation → the
// order's page → Orders → the list); this one adds the empty list, every detail written out and
// another client's 404, which tests/integration/shop-orders*.test.ts also check.
test('orders: a placed order is listed, newest first, and its page matches the confirmation', {
  tag: '@full',
}, async ({ page, browser, shop: { server, shopper } }) => {
  test.setTimeout(120_000);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  await expect(page.getByText('You have not placed an order yet.')).toBeVisible();

  // Two 8x10 prints ($45.00 each) and one 24x36 canvas ($395.00), shipped to Minnesota (6.875 %).
  await page.goto('/products');
  await waitForHydration(page);
  await addToCart(page, '8x10 Fine Art Print', 2);
  await addToCart(page, '24x36 Canvas Wrap', 1);
  await page.goto('/checkout');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Billing address' });
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  const payment = page.getByRole('group', { name: 'Payment' });
  await type(billing.getByLabel('First Name'), 'Jane');
  await type(billing.getByLabel('Last Name'), 'Rider');
  await type(billing.getByLabel('Address', { exact: true }), '12 Stable Lane');
  await billing.getByLabel('Country').selectOption('United States');
  await billing.getByLabel('State').selectOption('California');
  await type(billing.getByLabel('Zip'), '95814');
  await type(billing.getByLabel('Email'), shopper.email);
  await type(shipping.getByLabel('First Name'), 'Sam');
  await type(shipping.getByLabel('Last Name'), 'Rider');
  await type(shipping.getByLabel('Address', { exact: true }), '9 Paddock Road');
  await shipping.getByLabel('Country').selectOption('United States');
  await shipping.getByLabel('State').selectOption('Minnesota');
  await type(shipping.getByLabel('Zip'), '55401');
  await type(payment.getByLabel('Name on Card'), 'Jane Rider');
  await type(payment.getByLabel('Card Number', { exact: true }), testCard.number);
  await type(payment.getByLabel('Expiration (MM/YY)'), '08/39');
  await type(payment.getByLabel('CVV', { exact: true }), '846');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'I understand!' }).click();
  await expect(page).toHaveURL(/\/ReviewOrder$/);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { name: 'Your Order has been confirmed!' })).toBeVisible();

  const orderId = (await page.getByTestId('order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^[0-9A-F]{15}$/);
  const details = page.getByTestId('order-details');
  const confirmation = await details.textContent();
  const orderDate = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: 'America/Los_Angeles',
  }).format(new Date());

  // From the confirmation, a link to this order's page.
  await page.getByRole('link', { name: 'See this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  expect(await details.textContent()).toBe(confirmation);

  // The navigation's Orders link, then the list: date, ID, items, total.
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Orders is in the menu under the greeting (PRODUCT §2 Navigation bar).
  await nav.getByRole('button', { name: /^Welcome / }).click();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByTestId('order-list').getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([orderDate, orderId, '3', '$518.34']);

  await row.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  // What the confirmation showed, written out: lines, tax, total, masked card, both addresses.
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByRole('row', { name: /8x10 Fine Art Print .* 2 \$90\.00/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /24x36 Canvas Wrap .* 1 \$395\.00/ })).toBeVisible();
  await expect(summary).toContainText('Tax (Minnesota, 6.875%)');
  await expect(page.getByTestId('order-tax')).toHaveText('$33.34');
  await expect(page.getByTestId('order-total')).toHaveText('$518.34');
  await expect(details).toContainText('**** **** 8302');
  await expect(details).toContainText(orderDate);
  await expect(details).toContainText('Sam Rider');
  await expect(details).toContainText('9 Paddock Road');
  await expect(details).toContainText('12 Stable Lane');
  await expect(details).not.toContainText(testCard.number);
  expect(await details.textContent()).toBe(confirmation);

  // Another client, and an unknown ID, get the app's 404 page; a signed-out visitor is sent to sign in.
  // The page walk's Client, who has placed no order.
  const otherPage = await newBrowserPage(browser, server, roles.client);
  for (const id of [orderId, 'FFFFFFFFFFFFFFF']) {
    const response = await otherPage.goto(`/orders/${id}`);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByRole('heading', { name: '404 Page Not found!' })).toBeVisible();
    await expect(otherPage.getByText('9 Paddock Road')).toHaveCount(0);
  }
  await otherPage.goto('/orders');
  await expect(otherPage.getByText('You have not placed an order yet.')).toBeVisible();
  await otherPage.context().close();
});
