import * as z from 'zod/mini';
import { isIsoDate } from '../business-time/calendar-dates';
import { parseDollars } from '../money/money';
import { optionalText, requiredText } from '../validation/fields';
import { invoiceTotalCents, type LineItem, type ScheduleTerms } from './invoice-money';

/**
 * PRODUCT §16 the rules of the invoice forms, for the browser and the actions (zod/mini, as the
 * other forms). Amounts are typed in dollars ("450", "1,450.50") and become integer cents here.
 */

export const itemRows = 5;
export const maxTotalCents = 100_000_000;
const moneyMessage = (label: string) => `${label} must be an amount in dollars, like 150.00`;
const wholeNumber = /^\d{1,4}$/;

const money = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => parseDollars(text) !== undefined, moneyMessage(label)),
  );

const itemSchema = z
  .object({
    description: optionalText(200, 'Description cannot exceed 200 characters'),
    quantity: z.optional(
      z.string().check(
        z.trim(),
        z.refine(
          (text) => wholeNumber.test(text) && Number(text) >= 1 && Number(text) <= 999,
          'Quantity must be a whole number from 1 to 999',
        ),
      ),
    ),
    unitPrice: z.optional(money('Unit price')),
    // PRODUCT §21: N on a "Package: N digital downloads" line, which names the line itself.
    downloads: z.optional(
      z.string().check(
        z.trim(),
        z.refine(
          (text) => wholeNumber.test(text) && Number(text) >= 1 && Number(text) <= 999,
          'Digital downloads must be a whole number from 1 to 999',
        ),
      ),
    ),
  })
  // A row left blank is no item; a row begun needs all three (a package names itself).
  .check(
    z.refine((row) => isBlank(row) || Boolean(row.description) || row.downloads !== undefined, {
      error: 'Description is required',
      path: ['description'],
    }),
    z.refine((row) => isBlank(row) || row.quantity !== undefined, {
      error: 'Quantity is required',
      path: ['quantity'],
    }),
    z.refine((row) => isBlank(row) || row.unitPrice !== undefined, {
      error: 'Unit price is required',
      path: ['unitPrice'],
    }),
  );

type ItemRow = z.infer<typeof itemSchema>;

function isBlank(row: ItemRow): boolean {
  return (
    !row.description &&
    row.quantity === undefined &&
    row.unitPrice === undefined &&
    row.downloads === undefined
  );
}

/** The line a package shows on the invoice, its PDF and its email (PRODUCT §21). */
export function packageDescription(downloads: number): string {
  return `Package: ${downloads} digital ${downloads === 1 ? 'download' : 'downloads'}`;
}

/** A line as stored: a package line's N per unit, null on every other (decision 068). */
export interface DraftItem extends LineItem {
  downloadCredits?: number | null;
}

export const invoiceSchema = z
  .object({
    items: z
      .array(itemSchema)
      .check(z.refine((rows) => rows.some((row) => !isBlank(row)), 'Add at least one line item')),
    taxLabel: optionalText(100, 'Tax label cannot exceed 100 characters'),
    taxAmount: z.optional(money('Tax')),
    depositPercent: z.string({ error: 'Deposit percent is required' }).check(
      z.trim(),
      z.refine(
        (text) => wholeNumber.test(text) && Number(text) <= 100,
        'Deposit must be a whole percent from 0 to 100',
      ),
    ),
    balanceDaysBefore: z.string({ error: 'Days before the session is required' }).check(
      z.trim(),
      z.refine(
        (text) => wholeNumber.test(text) && Number(text) <= 365,
        'Days before the session must be a whole number from 0 to 365',
      ),
    ),
  })
  .check(
    z.refine((input) => input.taxAmount === undefined || Boolean(input.taxLabel), {
      error: 'Tax label is required with a tax amount',
      path: ['taxLabel'],
    }),
    z.refine((input) => totalOf(input) > 0, 'The invoice total must be more than $0.00'),
    z.refine((input) => totalOf(input) <= maxTotalCents, 'The invoice total cannot exceed $1,000,000.00'),
  );

export type InvoiceInput = z.infer<typeof invoiceSchema>;

export interface InvoiceDraft extends ScheduleTerms {
  items: DraftItem[];
  taxLabel: string;
  taxCents: number;
}

/** The checked form as the service takes it: the rows given, in cents. */
export function invoiceDraft(input: InvoiceInput): InvoiceDraft {
  return {
    items: input.items
      .filter((row) => !isBlank(row))
      .map((row) => {
        const downloadCredits = row.downloads === undefined ? null : Number(row.downloads);
        return {
          description:
            downloadCredits === null ? (row.description ?? '') : packageDescription(downloadCredits),
          quantity: Number(row.quantity),
          unitPriceCents: parseDollars(row.unitPrice ?? '') ?? 0,
          downloadCredits,
        };
      }),
    taxLabel: input.taxAmount === undefined ? '' : (input.taxLabel ?? ''),
    taxCents: input.taxAmount === undefined ? 0 : (parseDollars(input.taxAmount) ?? 0),
    depositPercent: Number(input.depositPercent),
    balanceDaysBefore: Number(input.balanceDaysBefore),
  };
}

function totalOf(input: InvoiceInput): number {
  const draft = invoiceDraft(input);
  return invoiceTotalCents(draft.items, draft.taxCents);
}

export const paymentMethods = ['Cash', 'Check', 'Bank transfer', 'Other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentSchema = z.object({
  amount: z.string({ error: 'Amount is required' }).check(
    z.trim(),
    z.refine((text) => parseDollars(text) !== undefined, moneyMessage('Amount')),
    z.refine((text) => (parseDollars(text) ?? 1) > 0, 'Amount must be more than $0.00'),
  ),
  method: z.enum(paymentMethods, { error: 'Please choose how it was paid' }),
  paidOn: z.string({ error: 'Date is required' }).check(z.refine(isIsoDate, 'Date must be a real date')),
  note: optionalText(500, 'Note cannot exceed 500 characters'),
});

export type PaymentInput = z.infer<typeof paymentSchema>;

const voidReason = requiredText('Reason is required', 300, 'Reason cannot exceed 300 characters');

export const voidSchema = z.object({
  paymentId: z.string().check(z.regex(/^\d{1,9}$/)),
  reason: voidReason,
});

const refundAmount = z.string({ error: 'Refund amount is required' }).check(
  z.trim(),
  z.refine((text) => parseDollars(text) !== undefined, moneyMessage('Refund amount')),
  z.refine((text) => (parseDollars(text) ?? 1) > 0, 'Refund amount must be more than $0.00'),
);
const refundMethod = z.enum(paymentMethods, { error: 'Please choose how it was refunded' });
const refundedOn = z
  .string({ error: 'Date is required' })
  .check(z.refine(isIsoDate, 'Date must be a real date'));

/** Record a refund (PRODUCT §16), on an invoice cancelled with its session: amount, method, date. */
export const refundSchema = z.object({ amount: refundAmount, method: refundMethod, refundedOn });

export type RefundInput = z.infer<typeof refundSchema>;

/** What becomes of what was paid on a cancelled or void invoice: kept as a fee, or refunded. */
export type Settlement =
  | { kind: 'fee' }
  | { kind: 'refund'; amountCents: number; method: PaymentMethod; refundedOn: string };

export function refundSettlement(input: RefundInput): Settlement {
  return {
    kind: 'refund',
    amountCents: parseDollars(input.amount) ?? 0,
    method: input.method,
    refundedOn: input.refundedOn,
  };
}

export const settlementOutcomes = ['fee', 'refund'] as const;

/**
 * Void invoice (PRODUCT §16): the same reason rule as a payment's; with payments, what becomes of
 * them (the service asks when the form did not say), and a refund's amount, method and date.
 */
export const voidInvoiceSchema = z
  .object({
    reason: voidReason,
    outcome: z.optional(z.enum(settlementOutcomes, { error: 'Please choose what becomes of the payments' })),
    amount: z.optional(refundAmount),
    method: z.optional(refundMethod),
    refundedOn: z.optional(refundedOn),
  })
  .check(
    z.refine((input) => input.outcome !== 'refund' || input.amount !== undefined, {
      error: 'Refund amount is required',
      path: ['amount'],
    }),
    z.refine((input) => input.outcome !== 'refund' || input.method !== undefined, {
      error: 'Please choose how it was refunded',
      path: ['method'],
    }),
    z.refine((input) => input.outcome !== 'refund' || input.refundedOn !== undefined, {
      error: 'Date is required',
      path: ['refundedOn'],
    }),
  );

export type VoidInvoiceInput = z.infer<typeof voidInvoiceSchema>;

/** The void form's outcome as the service takes it; undefined when it named none. */
export function voidSettlement(input: VoidInvoiceInput): Settlement | undefined {
  if (input.outcome === 'fee') return { kind: 'fee' };
  if (input.outcome !== 'refund' || !input.amount || !input.method || !input.refundedOn) return undefined;
  return refundSettlement({ amount: input.amount, method: input.method, refundedOn: input.refundedOn });
}
