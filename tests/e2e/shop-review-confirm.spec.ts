import type { Page } from '@playwright/test';
import { axeViolations } from '../../scripts/lib/axe';
import { cvvAlone, testCard } from '../../scripts/lib/test-data';
import { mailTo, waitForHydration } from './helpers/fixtures';
import { checkoutForm, completeCheckout, expect, productCard, type Shop, test } from './helpers/shop';

/**
 * Review Order and Confirm (PRODUCT §2, §11): what the review shows, Back with everything kept,
 * exactly one order and one email, the confirmation's contents, and saved details next time.
 */

test.use({ cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1 } });

/** Review Order for the cart above, billed in California and shipped to Minnesota (6.875 %). */
async function expectReview(page: Page, { shopper }: Shop) {
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByRole('row', { name: /8x10 Fine Art Print .* 2 \$90\.00/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /24x36 Canvas Wrap .* 1 \$395\.00/ })).toBeVisible();
  await expect(summary).toContainText('Tax (Minnesota, 6.875%)');
  // $485.00 × 6.875 % = $33.34375, rounded half-up to the cent.
  await expect(page.getByTestId('order-tax')).toHaveText('$33.34');
  await expect(page.getByTestId('order-total')).toHaveText('$518.34');
  const billingCard = page.getByRole('region', { name: 'Billing address' });
  for (const part of ['Jane Rider', shopper.email, 'Unit 4', 'California', '95814', 'United States']) {
    await expect(billingCard).toContainText(part);
  }
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('9 Paddock Road');
  const paymentCard = page.getByRole('region', { name: 'Payment' });
  await expect(paymentCard).toContainText(testCard.masked);
  await expect(paymentCard).toContainText(`Expires ${testCard.expiry}`);
  await expect(page.getByText(testCard.number)).toHaveCount(0);
}

/** Today in the business's time zone, as a person reads a date (e.g. "November 24, 2026"). */
function todayInBusinessZone(): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(
    new Date(),
  );
}

test('review, back to checkout with everything filled in, and review again', { tag: '@full' }, async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.server.url}/checkout`);
  await waitForHydration(page);
  await completeCheckout(page, shop.shopper.email);
  await expectReview(page, shop);
  await page.reload();
  await expectReview(page, shop);

  await page.getByRole('link', { name: 'Go back to checkout' }).click();
  const { billing, shipping, payment, submit } = checkoutForm(page);
  await expect(billing.getByLabel('First Name')).toHaveValue('Jane');
  await expect(billing.getByLabel('Address 2 (optional)')).toHaveValue('Unit 4');
  await expect(billing.getByLabel('State')).toHaveValue('California');
  await expect(shipping.getByLabel('State')).toHaveValue('Minnesota');
  await expect(shipping.getByLabel('Zip')).toHaveValue('55401');
  await expect(payment.getByTestId('saved-card')).toContainText(testCard.masked);
  await expect(payment.getByLabel('Card Number', { exact: true })).toHaveCount(0);
  await waitForHydration(page);
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: 'I understand!' }).click();
  await expect(page).toHaveURL(/\/ReviewOrder$/);
  await expectReview(page, shop);
});

test('Confirm: the order with its date and thank-you note, exactly one email, an empty cart, no axe violation', {
  tag: '@smoke',
}, async ({ page, shop }) => {
  const { server, shopper } = shop;
  await page.goto(`${server.url}/checkout`);
  await waitForHydration(page);
  await completeCheckout(page, shopper.email);
  // The page walk opens Review Order and the confirmation without an order; here they have one.
  await waitForHydration(page);
  expect(await axeViolations(page), '/ReviewOrder').toEqual([]);
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page.getByRole('heading', { name: 'Your Order has been confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirm\?order=[0-9A-F]{15}$/);
  const orderId = (await page.getByTestId('order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^[0-9A-F]{15}$/);
  await expect(page.getByText('Hello Jane,')).toBeVisible();
  const date = page
    .getByRole('term')
    .filter({ hasText: 'Order date' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(date).toHaveText(todayInBusinessZone());
  await expect(page.getByText(testCard.masked)).toBeVisible();
  await expect(page.getByText('9 Paddock Road')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$518.34');
  await expect(page.getByRole('main')).toContainText(/Thank you for shopping with .+!/);
  await waitForHydration(page);
  expect(await axeViolations(page), '/confirm').toEqual([]);

  await expect.poll(async () => (await mailTo(server, shopper.email)).length).toBe(1);
  const [email] = await mailTo(server, shopper.email);
  expect(email?.to).toContain('Jane Rider');
  expect(email?.to).toContain(shopper.email);
  expect(email?.from).toContain('Equine Photography');
  expect(email?.subject).toContain(orderId);
  for (const body of [email?.text ?? '', email?.html ?? '']) {
    expect(body).toContain('not a real order');
    expect(body).toContain('Hello Jane');
    expect(body).toContain('Sam Rider');
    expect(body).toContain('9 Paddock Road');
    expect(body).toContain('Minnesota 55401');
    expect(body).toContain('8x10 Fine Art Print x 2 at $45.00: $90.00');
    expect(body).toContain('24x36 Canvas Wrap x 1 at $395.00: $395.00');
    expect(body).toContain('$518.34');
    expect(body).not.toContain(testCard.number);
    expect(body).not.toMatch(cvvAlone);
  }

  // Reloading shows the same order and places nothing.
  await page.reload();
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  expect(await mailTo(server, shopper.email)).toHaveLength(1);
  expect(server.log()).not.toContain(testCard.number);
  expect(server.log()).not.toMatch(cvvAlone);

  // The order history: from the confirmation to the order's page, which shows what the
  // confirmation showed, then the navigation's Orders link and the list (date, ID, items, total).
  const details = page.getByTestId('order-details');
  const confirmation = await details.textContent();
  await page.getByRole('link', { name: 'See this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  expect(await details.textContent()).toBe(confirmation);
  await waitForHydration(page);
  expect(await axeViolations(page), 'the order page').toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Orders is in the menu under the greeting (PRODUCT §2 Navigation bar).
  await nav.getByRole('button', { name: /^Welcome / }).click();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByTestId('order-list').getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([todayInBusinessZone(), orderId, '3', '$518.34']);

  await page.goto(`${server.url}/cart`);
  await expect(page.getByText('Your Cart is empty!')).toBeVisible();
});

test('the next checkout is prefilled from the saved details, the card masked', { tag: '@full' }, async ({
  page,
  shop,
}) => {
  const { server, shopper } = shop;
  await page.goto(`${server.url}/checkout`);
  await waitForHydration(page);
  await completeCheckout(page, shopper.email);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { name: 'Your Order has been confirmed!' })).toBeVisible();

  await page.goto(`${server.url}/products`);
  await waitForHydration(page);
  const card = productCard(page, 'Desk Calendar');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
  await page.goto(`${server.url}/checkout`);
  const { billing, shipping, payment, save } = checkoutForm(page);
  await expect(billing.getByLabel('First Name')).toHaveValue('Jane');
  await expect(billing.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveValue('9 Paddock Road');
  await expect(save).toBeChecked();
  const saved = payment.getByTestId('saved-card');
  await expect(saved).toContainText(testCard.holder);
  await expect(saved).toContainText(testCard.masked);
  await expect(saved).toContainText(`Expires ${testCard.expiry}`);
  await expect(page.getByText(testCard.number)).toHaveCount(0);
  await waitForHydration(page);
  await saved.getByRole('button', { name: 'Add New Card' }).click();
  await expect(payment.getByLabel('Card Number', { exact: true })).toHaveValue('');
  await expect(payment.getByLabel('CVV', { exact: true })).toHaveValue('');
});
