import { addDays, formatDay, type IsoDate } from '../business-time/calendar-dates';
import { divideRoundHalfUp, formatUsd, lineTotalCents, sumCents } from '../money/money';

/**
 * The money rules of an invoice (PRODUCT §16, decision 047). Amounts are integer cents; days are
 * calendar days in the business's time zone ('yyyy-MM-dd'), so a due date never shifts with the
 * reader's zone and the reminder code can compare it with `businessToday()`.
 */

export interface LineItem {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export function invoiceTotalCents(items: readonly LineItem[], taxCents: number): number {
  return sumCents(items.map((item) => lineTotalCents(item.unitPriceCents, item.quantity))) + taxCents;
}

export interface ScheduleTerms {
  depositPercent: number;
  balanceDaysBefore: number;
}

export interface Instalment {
  kind: 'deposit' | 'balance';
  amountCents: number;
  dueOn: IsoDate;
}

/**
 * The deposit is `depositPercent` of the total rounded half-up to the cent; the balance is the
 * rest, so the two always add up to the total and any rounding lands on the balance. The deposit
 * is due the day the invoice is sent; the balance `balanceDaysBefore` days before the session,
 * or the day it is sent when that day has already passed (a late booking pays it all at once).
 */
export function paymentSchedule(
  totalCents: number,
  terms: ScheduleTerms,
  sentOn: IsoDate,
  sessionOn: IsoDate,
): Instalment[] {
  const depositCents = divideRoundHalfUp(totalCents * terms.depositPercent, 100);
  const balanceDue = addDays(sessionOn, -terms.balanceDaysBefore);
  return [
    { kind: 'deposit', amountCents: depositCents, dueOn: sentOn },
    {
      kind: 'balance',
      amountCents: totalCents - depositCents,
      dueOn: balanceDue < sentOn ? sentOn : balanceDue,
    },
  ];
}

/**
 * The balance of an invoice whose session moved to `sessionOn` (PRODUCT §16): counted again,
 * `daysBefore` days before the new date, and due `today` (the day of the move) when that day has
 * already passed.
 */
export function movedBalanceDue(sessionOn: IsoDate, daysBefore: number, today: IsoDate): IsoDate {
  const due = addDays(sessionOn, -daysBefore);
  return due < today ? today : due;
}

export type InvoiceStatus = 'Unpaid' | 'Partially paid' | 'Paid' | 'Cancelled' | 'Void';

/**
 * A voided invoice is Void whatever was paid; one cancelled with its session is Cancelled, paid or
 * not (what was paid waits for the admin's settlement).
 */
export function invoiceStatus(
  totalCents: number,
  paidCents: number,
  voided = false,
  cancelled = false,
): InvoiceStatus {
  if (voided) return 'Void';
  if (cancelled) return 'Cancelled';
  if (paidCents >= totalCents) return 'Paid';
  return paidCents > 0 ? 'Partially paid' : 'Unpaid';
}

export interface InstalmentState extends Instalment {
  /** What of this instalment is still unpaid: payments go to the deposit first. */
  unpaidCents: number;
  overdue: boolean;
  /** Cancelled with the session while some of it was unpaid: nothing of it is due any more. */
  cancelled?: boolean;
}

/**
 * Payments fill the instalments in order (deposit first). An instalment is Overdue from the day
 * after its due date while any of it is unpaid: the due date itself is still on time. When the
 * session was `cancelled`, an instalment not paid in full is cancelled: nothing of it is unpaid
 * (so nothing is owed, reminded or next due), whatever part of it was paid stays paid.
 */
export function instalmentStates(
  schedule: readonly Instalment[],
  paidCents: number,
  today: IsoDate,
  cancelled = false,
): InstalmentState[] {
  let left = paidCents;
  return schedule.map((instalment) => {
    const covered = Math.min(left, instalment.amountCents);
    left -= covered;
    const unpaidCents = instalment.amountCents - covered;
    if (cancelled && unpaidCents > 0)
      return { ...instalment, unpaidCents: 0, overdue: false, cancelled: true };
    return {
      ...instalment,
      unpaidCents,
      overdue: unpaidCents > 0 && today > instalment.dueOn,
      cancelled: false,
    };
  });
}

/** What a stored invoice holds that says where it stands. */
export interface StoredTerms {
  totalCents: number;
  depositCents: number;
  depositDueOn: IsoDate;
  balanceCents: number;
  balanceDueOn: IsoDate;
  voidedAt: Date | null;
  /** Set once the invoice was cancelled with its session (absent on terms that never were). */
  cancelledSessionOn?: IsoDate | null;
}

/**
 * Where an invoice stands `today` with `paidCents` paid: its status, what is left and each
 * instalment. The one place a void invoice has nothing due (no schedule, nothing left), and one
 * cancelled with its session has its unpaid instalments cancelled and nothing left: its page, its
 * PDF, Show Invoices, the timeline and its reminders all read it from here.
 */
export function invoiceStanding(invoice: StoredTerms, paidCents: number, today: IsoDate) {
  const voided = invoice.voidedAt !== null;
  const cancelled = invoice.cancelledSessionOn != null;
  const schedule: InstalmentState[] = voided
    ? []
    : instalmentStates(
        [
          { kind: 'deposit', amountCents: invoice.depositCents, dueOn: invoice.depositDueOn },
          { kind: 'balance', amountCents: invoice.balanceCents, dueOn: invoice.balanceDueOn },
        ],
        paidCents,
        today,
        cancelled,
      );
  return {
    paidCents,
    balanceCents: voided || cancelled ? 0 : invoice.totalCents - paidCents,
    status: invoiceStatus(invoice.totalCents, paidCents, voided, cancelled),
    schedule,
  };
}

/** An instalment's name on the invoice's page and its PDF: "Deposit (30 %)" or "Balance". */
export function instalmentLabel(kind: Instalment['kind'], depositPercent: number): string {
  return kind === 'deposit' ? `Deposit (${depositPercent} %)` : 'Balance';
}

/** Where an instalment stands, in the page's and the PDF's words: "Paid", "Overdue" or "$350.00 due". */
export function instalmentStanding(state: InstalmentState): string {
  if (state.cancelled) return 'Cancelled';
  if (state.unpaidCents === 0) return 'Paid';
  return state.overdue ? 'Overdue' : `${formatUsd(state.unpaidCents)} due`;
}

/** The next instalment with something unpaid, for the timeline: "{amount} due {date}". */
export function nextDue(states: readonly InstalmentState[]): InstalmentState | undefined {
  return states.find((state) => state.unpaidCents > 0);
}

/** What a void invoice says instead of its schedule, on its page and in its PDF (PRODUCT §16). */
export const voidInvoiceNotice = (reason: string | null) =>
  `This invoice is void; nothing is due on it. Reason: ${reason ?? ''}`;

/** What an invoice cancelled with its session says, on its page, its PDF and the timeline. */
export const cancelledWithSession = (sessionOn: IsoDate) =>
  `Cancelled with the session on ${formatDay(sessionOn)}`;

/** What became of what was paid on a cancelled or void invoice, in the page's and emails' words. */
export function settlementSentence(settled: {
  settlement: 'fee' | 'refund' | null;
  refundCents: number | null;
  refundMethod: string | null;
  refundedOn: IsoDate | null;
}): string | null {
  if (settled.settlement === 'fee') return 'What was paid is kept as a cancellation fee.';
  if (settled.settlement === 'refund' && settled.refundCents !== null && settled.refundedOn !== null)
    return `Refunded ${formatUsd(settled.refundCents)} (${settled.refundMethod ?? ''}, ${formatDay(settled.refundedOn)}).`;
  return null;
}

/**
 * The business's How to pay (HOW_TO_PAY) as paragraphs: a blank line starts one, and a single
 * line break inside one is a space, on the page (where HTML joins them) and in the PDF alike.
 */
export function howToPayParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter((paragraph) => paragraph.length > 0);
}

/** The refusal for a payment over the balance (PRODUCT §16). */
export function overBalanceMessage(balanceCents: number): string {
  return `That is more than the balance of ${formatUsd(balanceCents)}.`;
}

/** 'INV-2026-0001': the year's sequence, at least four digits. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`;
}
