/**
 * Values the Vitest and Playwright suites share, kept in one place so a rule change (the password
 * rules, the card format) is made once.
 */

/** A password that follows the signup rules (PRODUCT §5): 8+ characters, upper, lower, digit, sign. */
export const testPassword = 'Gallop!Trot9';

/**
 * A card as the checkout takes it (PRODUCT §5: 12 digits, CVV 3, mm/yy). The number and CVV must
 * never be stored, logged or emailed (PRODUCT §10), so tests search for them everywhere.
 */
export const testCard = {
  holder: 'Jane Rider',
  number: '739261548302',
  masked: '**** **** 8302',
  last4: '8302',
  cvv: '846',
  expiry: '08/39',
} as const;

/** A Client's billing address as the checkout form takes it (PRODUCT §5 Checkout). */
export const testBilling = {
  firstName: 'Jane',
  lastName: 'Rider',
  email: 'jane.rider@example.com',
  address: '12 Stable Lane',
  address2: 'Unit 4',
  country: 'United States',
  state: 'California',
  zip: '95814',
} as const;

/** The CVV on its own, not as part of a longer number or date: how tests look for a leak. */
export const cvvAlone = /(?<![0-9A-Za-z.:-])846(?![0-9A-Za-z])/;
