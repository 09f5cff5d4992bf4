import { type InstalmentState, nextDue } from './invoice-money';
import type { InvoiceSummary } from './invoice-views';

/**
 * Admin Home's Show Invoices (PRODUCT §16): what the business is owed, from every invoice as it
 * stands today. A plain function of the summaries, so its order and sums are tested without a
 * database.
 */

export interface LedgerRow extends InvoiceSummary {
  /** The next instalment with something unpaid; none when paid or void. */
  next: InstalmentState | null;
}

export interface InvoiceLedger {
  rows: LedgerRow[];
  /** What is unpaid on every invoice that is not void, and on how many. */
  owedCents: number;
  owedCount: number;
  /** The part of it whose due day has passed. */
  overdueCents: number;
}

/** A row with something owed: its next instalment is there to sort by. */
type OwedRow = LedgerRow & { next: InstalmentState };
const isOwed = (row: LedgerRow): row is OwedRow => row.next !== null;

/**
 * Invoices with something owed come first, the soonest due first (so the overdue ones lead), as
 * the list the business works through; then the paid and void ones, newest first, as they came.
 */
export function invoiceLedger(newestFirst: readonly InvoiceSummary[]): InvoiceLedger {
  // A void invoice's schedule is empty (invoices.server.ts), so it has no next instalment.
  const rows = newestFirst.map((invoice) => ({ ...invoice, next: nextDue(invoice.schedule) ?? null }));
  const owed = rows.filter(isOwed);
  const settled = rows.filter((row) => !isOwed(row));
  // A stable sort: two invoices due the same day keep newest first.
  owed.sort((a, b) => a.next.dueOn.localeCompare(b.next.dueOn));
  return {
    rows: [...owed, ...settled],
    owedCents: owed.reduce((sum, row) => sum + row.balanceCents, 0),
    owedCount: owed.length,
    overdueCents: owed.reduce(
      (sum, row) =>
        sum +
        row.schedule.filter((state) => state.overdue).reduce((part, state) => part + state.unpaidCents, 0),
      0,
    ),
  };
}
