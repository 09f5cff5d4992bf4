/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import type { CheckoutView } from '../shop/checkout.server';
import Checkout from './checkout';

/**
 * The checkout form (PRODUCT §2 Checkout, §5): every message of its rules, its country and state
 * lists, and the empty cart, before anything is posted. The checkout submitted and reviewed is the
 * browser tests' part (tests/e2e/shop-checkout.spec.ts, shop-review-confirm.spec.ts).
 */

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

/** A cart of three items and nothing saved: the form offers the account's email only. */
const view: CheckoutView = {
  itemCount: 3,
  subtotalCents: 48_500,
  card: null,
  defaults: {
    firstName: '',
    lastName: '',
    email: 'jane.rider@example.com',
    address: '',
    address2: '',
    country: '',
    state: '',
    zip: '',
    sameAddress: false,
    shipFirstName: '',
    shipLastName: '',
    shipAddress: '',
    shipAddress2: '',
    shipCountry: '',
    shipState: '',
    shipZip: '',
    saveInfo: false,
    discountCode: '',
  },
};

async function openCheckout(checkout: CheckoutView | null = view) {
  const posted = vi.fn(() => null);
  const rendered = renderRoute({
    Component: Checkout,
    path: '/checkout',
    loader: () => ({ checkout: Promise.resolve(checkout) }),
    action: posted,
  });
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  // The form replaces the loading state once the loader's promise has settled.
  if (checkout) await screen.findByRole('button', { name: 'Continue to Review' });
  const group = (name: string) => within(screen.getByRole('group', { name }));
  return { ...rendered, posted, group };
}

describe('the checkout form', () => {
  test('a submit with nothing filled in shows every required message and posts nothing', async () => {
    const form = await openCheckout();
    const billing = form.group('Billing address');
    // The account's email is offered; cleared here to see its message.
    expect(await billing.findByLabelText('Email')).toHaveValue('jane.rider@example.com');
    await form.user.clear(billing.getByLabelText('Email'));
    await form.user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await billing.findAllByText('Name is required')).toHaveLength(2);
    for (const message of [
      'Email is required',
      'You must enter an address',
      'You must choose a country',
      'You must choose a state',
      'Zip code is required',
    ]) {
      expect(billing.getByText(message)).toBeInTheDocument();
    }
    const shipping = form.group('Shipping address');
    expect(shipping.getAllByText('Name is required')).toHaveLength(2);
    for (const message of [
      'You must add a shipping address',
      'You must choose a country',
      'You must choose a state',
      'Zip code is required',
    ]) {
      expect(shipping.getByText(message)).toBeInTheDocument();
    }
    const payment = form.group('Payment');
    for (const message of [
      'You must enter the name on the card',
      'Card number is required',
      'You must enter the expiration date',
      'CVV is required',
    ]) {
      expect(payment.getByText(message)).toBeInTheDocument();
    }
    expect(form.posted).not.toHaveBeenCalled();
  });

  test('every message of the field rules, as the client types and leaves each field', async () => {
    const form = await openCheckout();
    const [billing, shipping, payment] = ['Billing address', 'Shipping address', 'Payment'].map(form.group);
    if (!billing || !shipping || !payment) throw new Error('a part of the form is missing');
    const checks: [HTMLElement, string, string][] = [
      [billing.getByLabelText('First Name'), 'R2D2', 'Name must only contain letters'],
      [billing.getByLabelText('First Name'), 'J', "Name can't be shorter than 2 characters"],
      [billing.getByLabelText('First Name'), 'J'.repeat(101), 'Name cannot exceed 100 characters'],
      [billing.getByLabelText('Email'), 'jane-at-example', 'Email address is invalid'],
      [billing.getByLabelText('Zip'), '9581', 'Invalid zip code'],
      [shipping.getByLabelText('Last Name'), 'Rider 2', 'Name must only contain letters'],
      [shipping.getByLabelText('Zip'), 'abcde', 'Invalid zip code'],
      [payment.getByLabelText('Name on Card'), 'J4ne', 'Name must only contain letters'],
      [payment.getByLabelText('Card Number', { exact: true }), 'abcd', 'Invalid card number'],
      [
        payment.getByLabelText('Card Number', { exact: true }),
        '12345',
        'Card number must be at least 12 digits long',
      ],
      [
        payment.getByLabelText('Card Number', { exact: true }),
        '1234567890123',
        "Card number can't be longer that 12 digits",
      ],
      [payment.getByLabelText('Expiration (MM/YY)'), '0839', 'Expiration date must look like MM/YY'],
      [payment.getByLabelText('Expiration (MM/YY)'), '13/39', 'Expiration month must be from 01 to 12'],
      [payment.getByLabelText('Expiration (MM/YY)'), '01/20', 'This card has expired'],
      [payment.getByLabelText('CVV', { exact: true }), '8a6', 'Invalid CVV'],
      [payment.getByLabelText('CVV', { exact: true }), '84', 'CCV must be 3 digits long'],
      [payment.getByLabelText('CVV', { exact: true }), '8467', "CCV can't be more than 3 digits long"],
    ];
    for (const [field, value, message] of checks) {
      await form.enter(field, value);
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(form.posted).not.toHaveBeenCalled();
  });

  test('the country is United States only and the state one of the 50, for billing and shipping', async () => {
    const form = await openCheckout();
    for (const name of ['Billing address', 'Shipping address']) {
      const options = (label: string) =>
        within(form.group(name).getByLabelText(label))
          .getAllByRole('option')
          .map((option) => option.textContent);
      expect(options('Country')).toEqual(['Choose...', 'United States']);
      expect(options('State')).toEqual(['Choose...', ...fiftyStates]);
    }
  });

  test("an empty cart: there's nothing to check out, and a way to the products", async () => {
    await openCheckout(null);
    expect(await screen.findByText("There's nothing in your cart!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Continue to Review' })).not.toBeInTheDocument();
  });
});
