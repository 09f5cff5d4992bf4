import { settle, waitForHydration } from './helpers/fixtures';
import { cartLine, expect, productCard, test, type } from './helpers/shop';

/** Products (PRODUCT §2, §4, §5): quantities, 'Item Added!' for 4 seconds, never leaving the page. */

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

test('every quantity starts at 1, and Add to Cart without touching it adds one', { tag: '@full' }, async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.server.url}/products`);
  await waitForHydration(page);
  const quantities = page.getByTestId('product-card').getByLabel(/^Quantity of /);
  await expect(quantities.first()).toBeVisible();
  for (const quantity of await quantities.all()) await expect(quantity).toHaveValue('1');

  const card = productCard(page, 'Desk Calendar');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Item Added!' })).toBeVisible();
  await page.goto(`${shop.server.url}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartLine(page, 'Desk Calendar').getByTestId('cart-quantity')).toHaveText('1');
});

test('an invalid quantity is refused in the browser, and nothing is posted', { tag: '@full' }, async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.server.url}/products`);
  await waitForHydration(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const card = productCard(page, '8x10 Fine Art Print');
  await type(card.getByLabel('Quantity of 8x10 Fine Art Print'), '0');
  await expect(card.getByText('Quantity must be a whole number from 1 to 99')).toBeVisible();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByText('Quantity must be a whole number from 1 to 99')).toBeVisible();
  expect(posts).toEqual([]);
});
