/**
 * What checkout collects, as stored in a draft, saved checkout info and an order (PRODUCT §3
 * CheckoutInfo). The card is holder name, last 4 digits and expiry only (PRODUCT §10).
 */
export const countryName = 'United States';

/** PRODUCT §2 Checkout, when the cart is empty. */
export const emptyCheckoutMessage = "There's nothing in your cart!";

export interface PostalAddress {
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  state: string;
  zip: string;
  country: string;
}

export interface SavedCard {
  ccName: string;
  last4Digits: string;
  /** MM/YY */
  ccExpiration: string;
}

export interface CheckoutDetails {
  email: string;
  billing: PostalAddress;
  /** Shipping is the billing address (the same-address box was ticked). */
  sameAddress: boolean;
  shipping: PostalAddress;
  card: SavedCard;
  saveInfo: boolean;
  /** A discount code typed at checkout, in capitals (PRODUCT §21); never kept in saved info. */
  discountCode?: string;
}

/** the product's card numbers are 12 digits: three hidden groups of four, then the last four. */
export function maskedCard(last4Digits: string): string {
  return `**** **** ${last4Digits}`;
}

/** An address as lines on an envelope. */
export function addressLines(address: PostalAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    ...(address.address2 ? [address.address2] : []),
    `${address.state} ${address.zip}`,
    address.country,
  ];
}
