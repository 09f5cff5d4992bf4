import { eq } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server';
import { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/checkout';
import { action as confirmAction } from '../../app/routes/confirm';
import { action as productsAction } from '../../app/routes/products';
import { loader as reviewLoader } from '../../app/routes/review-order';
import type { CheckoutView } from '../../app/shop/checkout.server';
import { products } from '../../app/shop/shop.schema';
import { createSignedInUser, routeArgs, settle, siteRequest, type TestUser } from '../helpers/test-database';

/** Shared by the shop integration tests: route calls as a signed-in shopper, and a checkout's steps. */

export type ShopUser = TestUser;

export function shopUser(roles: { isClient?: boolean; isAdmin?: boolean } = { isClient: true }) {
  return createSignedInUser(roles, 'Jane Rider');
}

type RouteFunction = (args: never) => unknown;

/**
 * Calls a loader or action for `path` as `user` (a POST when `form` is given) and reads its answer,
 * returned or thrown, as React Router would; `location` is where a redirect points.
 */
export async function call(
  fn: RouteFunction,
  path: string,
  user: ShopUser | null,
  form?: Record<string, string>,
) {
  const request = siteRequest(path, { fields: form, cookie: user?.cookie });
  const settled = await settle(() => fn(routeArgs<RouteFunction>(request)));
  return { ...settled, location: settled.headers.get('Location') };
}

// A checkout's test data. The card number and CVV are distinctive, so a search for them means something.
export const cardNumber = '739261548302';
export const cvv = '846';
/** The CVV as a token of its own: not part of a longer number, hex id or time stamp. */
export const cvvAlone = /(?<![0-9A-Za-z.:-])846(?![0-9A-Za-z])/;

export const billing = {
  firstName: 'Jane',
  lastName: 'Rider',
  email: 'jane.rider@example.com',
  address: '12 Stable Lane',
  address2: 'Unit 4',
  country: 'United States',
  state: 'California',
  zip: '95814',
};
export const shipping = {
  shipFirstName: 'Sam',
  shipLastName: 'Rider',
  shipAddress: '9 Paddock Road',
  shipAddress2: '',
  shipCountry: 'United States',
  shipState: 'Minnesota',
  shipZip: '55401',
};
export const newCard = {
  cardChoice: 'new',
  ccName: 'Jane Rider',
  ccNumber: cardNumber,
  ccExpiration: '08/39',
  ccv: cvv,
};

export async function product(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/** Two 8x10 prints ($45.00) and a canvas ($395.00): a $485.00 subtotal. */
export async function fillCart(user: ShopUser) {
  const print = await product('fine-art-print-8x10');
  const canvas = await product('canvas-wrap-24x36');
  await call(productsAction, '/products', user, { productId: String(print.id), quantity: '2' });
  await call(productsAction, '/products', user, { productId: String(canvas.id), quantity: '1' });
}

export const checkout = (user: ShopUser, fields: Record<string, string>) =>
  call(checkoutAction, '/checkout', user, fields);

export async function review(user: ShopUser) {
  const result = await call(reviewLoader, '/ReviewOrder', user);
  return {
    ...result,
    body: result.body as { draftId: string; cartVersion: string } & Record<string, unknown>,
  };
}

export async function checkoutView(user: ShopUser): Promise<CheckoutView | null> {
  const result = await call(checkoutLoader, '/checkout', user);
  return (result.body as { checkout: Promise<CheckoutView | null> }).checkout;
}

export const confirm = (user: ShopUser, fields: { draftId: string; cartVersion: string }, extra = {}) =>
  call(confirmAction, '/confirm', user, { ...fields, ...extra });
