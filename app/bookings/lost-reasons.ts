/**
 * Why a request was lost (PRODUCT §2 Booking Info, decision 061): the reasons Mark as lost offers,
 * as stored, each with its words. The browser reads it for the form, so it has no table in it.
 */
export const lostReasons = ['price', 'date-taken', 'no-reply', 'other'] as const;

export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  price: 'Price',
  'date-taken': 'Date taken',
  'no-reply': 'No reply',
  other: 'Other',
};
