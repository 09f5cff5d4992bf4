import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import { getCart } from './cart.server';
import type { CheckoutSubmission } from './checkout.forms';
import { isExpired } from './checkout.forms';
import {
  type CheckoutDetails,
  emptyCheckoutMessage,
  type PostalAddress,
  type SavedCard,
} from './checkout-details';
import { checkCode } from './discount-codes.server';
import type { DiscountRefusal } from './discount-rules';
import { checkoutInfo, orderDrafts } from './shop.tables';

export async function getDraft(
  userId: number,
): Promise<{ id: string; details: CheckoutDetails } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orderDrafts.id, details: orderDrafts.details })
    .from(orderDrafts)
    .where(eq(orderDrafts.userId, userId));
  return row;
}

export async function getSavedCheckoutInfo(userId: number): Promise<CheckoutDetails | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ details: checkoutInfo.details })
    .from(checkoutInfo)
    .where(eq(checkoutInfo.userId, userId));
  return row?.details;
}

/** The card checkout can reuse without its number: the draft's (back from review), else the saved one. */
export async function cardOnFile(userId: number): Promise<SavedCard | null> {
  const draft = await getDraft(userId);
  if (draft) return draft.details.card;
  return (await getSavedCheckoutInfo(userId))?.card ?? null;
}

/** Creates or replaces the user's draft; an existing draft keeps its id (the order's idempotency key). */
export async function saveDraft(userId: number, details: CheckoutDetails): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(orderDrafts)
    .values({ id: crypto.randomUUID(), userId, details })
    .onConflictDoUpdate({ target: orderDrafts.userId, set: { details, updatedAt: clock.now() } })
    .returning({ id: orderDrafts.id });
  if (!row) throw new Error('The checkout draft was not stored');
  return row.id;
}

/** The checkout form's field values (Conform's defaultValue), named as in PRODUCT §3 CheckoutInfo. */
export interface CheckoutDefaults {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  address2: string;
  country: string;
  state: string;
  zip: string;
  sameAddress: boolean;
  shipFirstName: string;
  shipLastName: string;
  shipAddress: string;
  shipAddress2: string;
  shipCountry: string;
  shipState: string;
  shipZip: string;
  saveInfo: boolean;
  discountCode: string;
}

function addressDefaults(address: PostalAddress | undefined) {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address: address?.address ?? '',
    address2: address?.address2 ?? '',
    country: address?.country ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

function toDefaults(details: CheckoutDetails | undefined, accountEmail: string): CheckoutDefaults {
  const shipping = details && !details.sameAddress ? details.shipping : undefined;
  const ship = addressDefaults(shipping);
  return {
    ...addressDefaults(details?.billing),
    email: details?.email ?? accountEmail,
    sameAddress: details?.sameAddress ?? false,
    shipFirstName: ship.firstName,
    shipLastName: ship.lastName,
    shipAddress: ship.address,
    shipAddress2: ship.address2,
    shipCountry: ship.country,
    shipState: ship.state,
    shipZip: ship.zip,
    saveInfo: details?.saveInfo ?? false,
    discountCode: details?.discountCode ?? '',
  };
}

export interface CheckoutView {
  itemCount: number;
  subtotalCents: number;
  defaults: CheckoutDefaults;
  card: SavedCard | null;
}

/**
 * What /checkout shows: the draft's data when coming back from review, else the saved checkout
 * info, else just the account's email. Null when the cart is empty.
 */
export async function loadCheckoutView(user: { id: number; email: string }): Promise<CheckoutView | null> {
  const [cart, draft, saved] = await Promise.all([
    getCart(user.id),
    getDraft(user.id),
    getSavedCheckoutInfo(user.id),
  ]);
  if (cart.lines.length === 0) return null;
  const details = draft?.details ?? saved;
  return {
    itemCount: cart.lines.reduce((count, line) => count + line.quantity, 0),
    subtotalCents: cart.subtotalCents,
    defaults: toDefaults(details, user.email),
    card: details?.card ?? null,
  };
}

export type CheckoutResult = ServiceResult<
  object,
  | { reason: 'empty-cart' }
  | { reason: 'no-card' }
  | { reason: 'card-expired' }
  | { reason: 'discount-refused'; refusal: DiscountRefusal; minOrderCents: number }
>;

/** What the checkout form says for each refusal (PRODUCT §2 Checkout); a code's own, by its field. */
export const checkoutRefusalMessages: Record<
  Exclude<Extract<CheckoutResult, { ok: false }>['reason'], 'discount-refused'>,
  string
> = {
  'empty-cart': emptyCheckoutMessage,
  'no-card': 'Please add a card.',
  'card-expired': 'Your saved card has expired. Please add a new card.',
};

/**
 * A valid checkout submit becomes the user's draft order. A "saved card" choice takes the card on
 * file from the server, never from the form.
 */
export async function startCheckout(
  userId: number,
  submission: CheckoutSubmission,
  now: Date,
): Promise<CheckoutResult> {
  const { lines } = await getCart(userId);
  if (lines.length === 0) return { ok: false, reason: 'empty-cart' };
  const card = submission.newCard ?? (await cardOnFile(userId));
  if (!card) return { ok: false, reason: 'no-card' };
  if (isExpired(card.ccExpiration, now)) return { ok: false, reason: 'card-expired' };
  if (submission.discountCode) {
    const discount = await checkCode(await getDb(), submission.discountCode, userId, lines);
    if (!discount.ok)
      return {
        ok: false,
        reason: 'discount-refused',
        refusal: discount.reason,
        minOrderCents: discount.minOrderCents,
      };
  }
  const { newCard: _dropped, ...details } = submission;
  await saveDraft(userId, { ...details, card });
  return { ok: true };
}
