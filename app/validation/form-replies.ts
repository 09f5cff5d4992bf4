import type { SubmissionResult } from '@conform-to/react';

/**
 * What an action answers a form with, as the form components read it. The components declare
 * these shapes instead of importing their route's `action` type, so no component depends on a
 * route module; the routes pass their answers in, and the type check holds the two together.
 */

/** The contact and booking forms: Conform's reply and whether it was sent. */
export interface SentFormReply {
  result?: SubmissionResult<string[]>;
  sent: boolean;
}

/** The checkout form: Conform's reply, and whether the order is ready for review. */
export interface CheckoutFormReply {
  result?: SubmissionResult<string[]>;
  ready: boolean;
}

/** A product card's Add to Cart. */
export interface AddToCartReply {
  result?: SubmissionResult<string[]>;
  added: boolean;
}
