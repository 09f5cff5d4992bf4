import type { Locator } from '@playwright/test';
import { testCard } from '../test-data';
import { waitForHydration } from './helpers/fixtures';
import { checkoutForm, completeCheckout, expect, test, type } from './helpers/shop';

/** Checkout (PRODUCT §2, §5): its messages, its lists, the same-address box and the notice. */

/** The 50 states, written out here (PRODUCT §2: the state is one of the 50 US states). */
const fiftyStates = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

test.use({ cart: { '8x10 Fine Art Print': 2, '24x36 Canvas Wrap': 1 } });

test('every message of the checkout rules, in the browser', { tag: '@full' }, async ({ page, shop }) => {
  await page.goto(`${shop.server.url}/checkout`);
  const { billing, shipping, payment, submit } = checkoutForm(page);
  await expect(submit).toBeVisible();
  await waitForHydration(page);
  // The account's email is offered; cleared here to see its message.
  await expect(billing.getByLabel('Email')).toHaveValue(shop.shopper.email);
  await billing.getByLabel('Email').fill('');
  await submit.click();
  await expect(billing.getByText('Name is required')).toHaveCount(2);
  await expect(billing.getByText('Email is required')).toBeVisible();
  await expect(billing.getByText('You must enter an address')).toBeVisible();
  await expect(billing.getByText('You must choose a country')).toBeVisible();
  await expect(billing.getByText('You must choose a state')).toBeVisible();
  await expect(billing.getByText('Zip code is required')).toBeVisible();
  await expect(shipping.getByText('Name is required')).toHaveCount(2);
  await expect(shipping.getByText('You must add a shipping address')).toBeVisible();
  await expect(shipping.getByText('You must choose a country')).toBeVisible();
  await expect(shipping.getByText('You must choose a state')).toBeVisible();
  await expect(shipping.getByText('Zip code is required')).toBeVisible();
  await expect(payment.getByText('You must enter the name on the card')).toBeVisible();
  await expect(payment.getByText('Card number is required')).toBeVisible();
  await expect(payment.getByText('You must enter the expiration date')).toBeVisible();
  await expect(payment.getByText('CVV is required')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/checkout');

  const checks: [Locator, string, string][] = [
    [billing.getByLabel('First Name'), 'R2D2', 'Name must only contain letters'],
    [billing.getByLabel('First Name'), 'J', "Name can't be shorter than 2 characters"],
    [billing.getByLabel('First Name'), 'J'.repeat(101), 'Name cannot exceed 100 characters'],
    [billing.getByLabel('Email'), 'jane-at-example', 'Email address is invalid'],
    [billing.getByLabel('Zip'), '9581', 'Invalid zip code'],
    [shipping.getByLabel('Last Name'), 'Rider 2', 'Name must only contain letters'],
    [shipping.getByLabel('Zip'), 'abcde', 'Invalid zip code'],
    [payment.getByLabel('Name on Card'), 'J4ne', 'Name must only contain letters'],
    [payment.getByLabel('Card Number', { exact: true }), 'abcd', 'Invalid card number'],
    [
      payment.getByLabel('Card Number', { exact: true }),
      '12345',
      'Card number must be at least 12 digits long',
    ],
    [
      payment.getByLabel('Card Number', { exact: true }),
      '1234567890123',
      "Card number can't be longer that 12 digits",
    ],
    [payment.getByLabel('Expiration (MM/YY)'), '0839', 'Expiration date must look like MM/YY'],
    [payment.getByLabel('Expiration (MM/YY)'), '13/39', 'Expiration month must be from 01 to 12'],
    [payment.getByLabel('Expiration (MM/YY)'), '01/20', 'This card has expired'],
    [payment.getByLabel('CVV', { exact: true }), '8a6', 'Invalid CVV'],
    [payment.getByLabel('CVV', { exact: true }), '84', 'CCV must be 3 digits long'],
    [payment.getByLabel('CVV', { exact: true }), '8467', "CCV can't be more than 3 digits long"],
  ];
  for (const [field, value, message] of checks) {
    await type(field, value);
    await expect(field.locator('xpath=..').getByText(message, { exact: true })).toBeVisible();
  }
});

test('the country is United States only and the state one of the 50, for billing and shipping', {
  tag: '@full',
}, async ({ page, shop }) => {
  await page.goto(`${shop.server.url}/checkout`);
  const { billing, shipping } = checkoutForm(page);
  for (const group of [billing, shipping]) {
    await expect(group.getByLabel('Country').locator('option')).toHaveText(['Choose...', 'United States']);
    await expect(group.getByLabel('State').locator('option')).toHaveText(['Choose...', ...fiftyStates]);
  }
});

test('the same-address box hides shipping; a valid submit shows the notice, then Review Order', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.server.url}/checkout`);
  await waitForHydration(page);
  const { shipping, same } = checkoutForm(page);
  await same.check();
  await expect(shipping).toBeHidden();
  await same.uncheck();
  await expect(shipping).toBeVisible();

  await completeCheckout(page, shop.shopper.email);
  expect(await page.evaluate(() => window.localStorage.getItem('popupShown'))).toBe('true');
  await expect(page.getByText(testCard.number)).toHaveCount(0);
});

test.describe('with an empty cart', () => {
  test.use({ cart: {} });

  test("the checkout says there's nothing in the cart", { tag: '@full' }, async ({ page, shop }) => {
    await page.goto(`${shop.server.url}/checkout`);
    // The page streams: until React moves the resolved content in, a hidden copy sits at the end of
    // the body, so the check looks inside <main> only.
    await expect(page.getByRole('main').getByText("There's nothing in your cart!")).toBeVisible();
    await expect(checkoutForm(page).submit).toHaveCount(0);
  });
});
