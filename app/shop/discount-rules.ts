import type { IsoDate } from '../business-time/calendar-dates';
import { divideRoundHalfUp, formatUsd } from '../money/money';

/**
 * PRODUCT §21 Codes: whether a discount code applies to an order and how much it takes off, pure
 * (decision 067). Money is integer cents; days are the business's calendar days (IsoDate).
 */

export interface DiscountCodeRule {
  code: string;
  /** `percent`: `value` is 1..100 percent; `amount`: `value` is cents off. */
  kind: 'percent' | 'amount';
  value: number;
  minOrderCents: number;
  /** First and last day it can be used, in the business's time zone; null is open. */
  startsOn: IsoDate | null;
  endsOn: IsoDate | null;
  /** Uses across every client; null is no limit. */
  totalUses: number | null;
  oncePerClient: boolean;
  /** One gallery's pictures only; null is every order. */
  galleryId: string | null;
}

/** What the rule reads of the order and of the code's past uses. */
export interface DiscountFacts {
  today: IsoDate;
  subtotalCents: number;
  /** Cents of the order's lines from each gallery's pictures, by gallery id. */
  galleryCents: ReadonlyMap<string, number>;
  usesSoFar: number;
  usedByClient: boolean;
}

export type DiscountRefusal =
  | 'unknown'
  | 'not-started'
  | 'expired'
  | 'min-order'
  | 'used-up'
  | 'already-used'
  | 'other-gallery';

export type DiscountCheck = { ok: true; discountCents: number } | { ok: false; reason: DiscountRefusal };

/** Codes are typed in capitals or not, with spaces around them; they are kept in capitals. */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export function checkDiscount(rule: DiscountCodeRule, facts: DiscountFacts): DiscountCheck {
  if (rule.startsOn !== null && facts.today < rule.startsOn) return { ok: false, reason: 'not-started' };
  if (rule.endsOn !== null && facts.today > rule.endsOn) return { ok: false, reason: 'expired' };
  if (facts.subtotalCents < rule.minOrderCents) return { ok: false, reason: 'min-order' };
  if (rule.oncePerClient && facts.usedByClient) return { ok: false, reason: 'already-used' };
  if (rule.totalUses !== null && facts.usesSoFar >= rule.totalUses) return { ok: false, reason: 'used-up' };
  const eligibleCents =
    rule.galleryId === null ? facts.subtotalCents : (facts.galleryCents.get(rule.galleryId) ?? 0);
  if (eligibleCents === 0) return { ok: false, reason: 'other-gallery' };
  const discountCents =
    rule.kind === 'percent'
      ? divideRoundHalfUp(eligibleCents * rule.value, 100)
      : Math.min(rule.value, eligibleCents);
  return { ok: true, discountCents };
}

/** The field's message for each refusal (PRODUCT §21). */
export function discountRefusalMessage(reason: DiscountRefusal, minOrderCents = 0): string {
  switch (reason) {
    case 'unknown':
      return 'There is no such code.';
    case 'not-started':
      return 'This code cannot be used yet.';
    case 'expired':
      return 'This code has expired.';
    case 'min-order':
      return `This code needs an order of at least ${formatUsd(minOrderCents)}.`;
    case 'already-used':
      return 'This code was already used.';
    case 'used-up':
      return 'This code has been used as many times as it can be.';
    case 'other-gallery':
      return 'This code is for pictures of another gallery, and none are in your cart.';
  }
}

/** "HORSE10: -$8.50", as Review Order, the confirmation, the order page and the email show it. */
export function discountLabel(code: string, discountCents: number): string {
  return `${code}: -${formatUsd(discountCents)}`;
}
