import { eq } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server';
import { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/checkout';
import { action as confirmAction } from '../../app/routes/confirm';
import { action as productsAction } from '../../app/routes/products';
import { loader as reviewLoader } from '../../app/routes/review-order';
import type { CheckoutView } from '../../app/shop/checkout.server';
import { priceListProducts } from '../../app/shop/price-list.tables';
import { products } from '../../app/shop/shop.tables';
import { cvvAlone, testBilling, testCard } from '../../scripts/lib/test-data';
import { call } from '../helpers/route-calls';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/** Shared by the shop integration tests: route calls as a signed-in shopper, and a checkout's steps. */

export function shopUser(roles: { isClient?: boolean; isAdmin?: boolean } = { isClient: true }) {
  return createSignedInUser(roles, 'Jane Rider');
}

// A checkout's test data. The card number and CVV are distinctive, so a search for them means something.
export const cardNumber = testCard.number;
export const cvv = testCard.cvv;
export { cvvAlone };

export const billing = testBilling;
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

/** The id of the seeded price list's product of this name ("8x10 Print", "Digital download" …), as a form posts it. */
export async function priceListProductId(name: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(priceListProducts).where(eq(priceListProducts.name, name));
  if (!row) throw new Error(`no price-list product ${name}`);
  return String(row.id);
}

/** Two 8x10 prints ($45.00) and a canvas ($395.00): a $485.00 subtotal. */
export async function fillCart(user: TestUser) {
  const print = await product('fine-art-print-8x10');
  const canvas = await product('canvas-wrap-24x36');
  await call(productsAction, '/products', user, { productId: String(print.id), quantity: '2' });
  await call(productsAction, '/products', user, { productId: String(canvas.id), quantity: '1' });
}

export const checkout = (user: TestUser, fields: Record<string, string>) =>
  call(checkoutAction, '/checkout', user, fields);

export async function review(user: TestUser) {
  const result = await call(reviewLoader, '/ReviewOrder', user);
  return {
    ...result,
    body: result.body,
  };
}

export async function checkoutView(user: TestUser): Promise<CheckoutView | null> {
  const result = await call(checkoutLoader, '/checkout', user);
  return result.body.checkout;
}

export const confirm = (user: TestUser, fields: { draftId: string; cartVersion: string }, extra = {}) =>
  call(confirmAction, '/confirm', user, { ...fields, ...extra });
