import { z } from 'zod';
import { isIsoDate } from '../business-time/calendar-dates';
import { parseDollars } from '../money/money';
import { idNumber } from '../validation/id-param';

/**
 * Admin Home's Codes (PRODUCT §21): add or edit a code, end one. Amounts are typed in dollars and
 * become integer cents here; a blank date, total or gallery is "no limit".
 */

const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
const optionalField = z.optional(z.string());
const whole = /^\d{1,6}$/;

export const saveCodeSchema = z
  .object({
    intent: z.literal('save-discount-code'),
    codeId: z.optional(idNumber('That code does not exist.')),
    code: z.string({ error: 'Please enter a code' }).check(
      z.trim(),
      z.refine((text) => /^[A-Za-z0-9-]{3,20}$/.test(text), 'A code is 3 to 20 letters, digits or dashes'),
    ),
    kind: z.enum(['percent', 'amount'], { error: 'Please choose percent or amount off' }),
    value: z.string({ error: 'Please enter how much comes off' }),
    minOrder: optionalField,
    startsOn: optionalField,
    endsOn: optionalField,
    totalUses: optionalField,
    oncePerClient: z.optional(z.literal('on')),
    galleryId: optionalField,
  })
  .check(
    z.refine(
      (v) =>
        v.kind === 'percent'
          ? whole.test(v.value.trim()) && Number(v.value) >= 1 && Number(v.value) <= 100
          : (parseDollars(v.value) ?? 0) > 0,
      {
        error: 'Percent off is a whole number from 1 to 100; an amount off is dollars, like 8.50',
        path: ['value'],
      },
    ),
    z.refine((v) => !blankToUndefined(v.minOrder) || parseDollars(v.minOrder ?? '') !== undefined, {
      error: 'The minimum order must be an amount in dollars, like 50.00',
      path: ['minOrder'],
    }),
    z.refine((v) => [v.startsOn, v.endsOn].every((d) => !blankToUndefined(d) || isIsoDate(d?.trim() ?? '')), {
      error: 'A date must look like yyyy-MM-dd',
      path: ['endsOn'],
    }),
    z.refine(
      (v) =>
        !blankToUndefined(v.startsOn) ||
        !blankToUndefined(v.endsOn) ||
        (v.startsOn ?? '') <= (v.endsOn ?? ''),
      { error: 'The last day cannot be before the first day', path: ['endsOn'] },
    ),
    z.refine(
      (v) =>
        !blankToUndefined(v.totalUses) || (whole.test(v.totalUses?.trim() ?? '') && Number(v.totalUses) >= 1),
      {
        error: 'Total uses must be a whole number of at least 1',
        path: ['totalUses'],
      },
    ),
  );

export const endCodeSchema = z.object({
  intent: z.literal('end-discount-code'),
  codeId: idNumber('That code does not exist.'),
});

/** A code as stored: cents, days, null for "no limit". */
export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minOrderCents: number;
  startsOn: string | null;
  endsOn: string | null;
  totalUses: number | null;
  oncePerClient: boolean;
  galleryId: string | null;
}

export function toCodeInput(v: z.output<typeof saveCodeSchema>): DiscountCodeInput {
  const minOrder = blankToUndefined(v.minOrder);
  const totalUses = blankToUndefined(v.totalUses);
  return {
    code: v.code.toUpperCase(),
    kind: v.kind,
    value: v.kind === 'percent' ? Number(v.value.trim()) : (parseDollars(v.value) ?? 0),
    minOrderCents: minOrder ? (parseDollars(minOrder) ?? 0) : 0,
    startsOn: blankToUndefined(v.startsOn) ?? null,
    endsOn: blankToUndefined(v.endsOn) ?? null,
    totalUses: totalUses ? Number(totalUses) : null,
    oncePerClient: v.oncePerClient === 'on',
    galleryId: blankToUndefined(v.galleryId) ?? null,
  };
}
