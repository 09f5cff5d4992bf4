import { waitForHydration } from './helpers/fixtures';
import { completeCheckout, expect, test } from './helpers/shop';

/** PRODUCT §21: a client types a discount code at checkout and Review Order takes it off before tax. */

test.use({ cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1 } });

test('a discount code at checkout shows as "HORSE10: -$48.50" on Review Order', async ({ page, shop }) => {
  await page.goto(`${shop.server.url}/checkout`);
  await waitForHydration(page);
  await completeCheckout(page, shop.shopper.email, 'horse10');
  await expect(page.getByTestId('order-discount')).toHaveText('HORSE10: -$48.50');
  // Tax on $436.50 at 6.875 % is $30.009375, so $30.01: the discount comes off before tax.
  await expect(page.getByTestId('order-tax')).toHaveText('$30.01');
  await expect(page.getByTestId('order-total')).toHaveText('$466.51');
});
