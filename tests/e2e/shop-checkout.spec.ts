import { testCard } from '../../scripts/lib/test-data';
import { waitForHydration } from './helpers/fixtures';
import { checkoutForm, completeCheckout, expect, test, type } from './helpers/shop';

/**
 * Checkout (PRODUCT §2, §5): the same-address box and the notice on a valid submit. Its messages,
 * its lists and the empty cart are checked at the component level (app/routes/checkout.test.tsx).
 */

test.use({ cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1 } });

test('the same-address box hides shipping; a valid submit shows the notice, then Review Order', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.server.url}/checkout`);
  await waitForHydration(page);
  const { shipping, payment, same } = checkoutForm(page);
  // A wrong value shows its message by the field as it is left (each rule: checkout.test.tsx).
  await type(payment.getByLabel('CVV', { exact: true }), '84');
  await expect(payment.getByText('CCV must be 3 digits long', { exact: true })).toBeVisible();
  await same.check();
  await expect(shipping).toBeHidden();
  await same.uncheck();
  await expect(shipping).toBeVisible();

  await completeCheckout(page, shop.shopper.email);
  expect(await page.evaluate(() => window.localStorage.getItem('popupShown'))).toBe('true');
  await expect(page.getByText(testCard.number)).toHaveCount(0);
});

test('a document request gets the whole page, the form included: only a client navigation shows the loading state', async ({
  page,
  shop,
}) => {
  // Every page is rendered whole before a byte is sent (decision 025), Checkout's cart included.
  const answer = await page.request.get(`${shop.server.url}/checkout`);
  const html = await answer.text();
  expect(answer.status()).toBe(200);
  expect(html).toContain('Continue to Review');
  expect(html).not.toContain('Loading checkout');
});
