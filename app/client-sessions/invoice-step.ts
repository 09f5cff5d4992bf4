import { formatDay } from '../business-time/calendar-dates';
import {
  cancelledWithSession,
  type InstalmentState,
  type InvoiceStatus,
  nextDue,
} from '../invoices/invoice-money';
import { formatUsd } from '../money/money';
// Types only: the timeline imports this module, so nothing of its code is imported back.
import type { StepState } from './session-timeline';

/** The newest invoice of a booking as the timeline needs it. */
export interface InvoiceFacts {
  id: number;
  status: InvoiceStatus;
  schedule: InstalmentState[];
  /** The day of the session it was cancelled with, when it was. */
  cancelledSessionOn?: string | null;
  paidCents?: number;
}

export interface InvoiceStep {
  key: 'invoice';
  title: string;
  state: StepState;
  status: string;
  /** The instalment it shows is past its day: its badge says so in the overdue colour. */
  overdue?: true;
  action?: { kind: 'invoice'; label: 'View invoice'; invoiceId: number };
}

/**
 * The invoice the timeline follows: the newest of a booking's (listed newest first) that is not
 * void. A voided one was sent by mistake or replaced, so it is neither due nor "Paid".
 */
export function timelineInvoice<T extends InvoiceFacts>(newestFirst: readonly T[]): T | null {
  return newestFirst.find((invoice) => invoice.status !== 'Void') ?? null;
}

/**
 * PRODUCT §16 the Invoice step: "{amount} due {date}" for the next instalment with something
 * unpaid (Overdue when its day has passed), or "Paid"; waiting on the business until one is sent.
 */
export function invoiceStep(invoice: InvoiceFacts | null): InvoiceStep {
  // A void invoice asks nothing of the client: as if none were sent (timelineInvoice passes over it).
  if (!invoice || invoice.status === 'Void')
    return { key: 'invoice', title: 'Invoice', state: 'waiting', status: 'Not sent yet' };
  const action = { kind: 'invoice', label: 'View invoice', invoiceId: invoice.id } as const;
  // Cancelled with the session: nothing is due; what was paid is on the invoice (PRODUCT §16).
  if (invoice.status === 'Cancelled' && invoice.cancelledSessionOn) {
    const paid = invoice.paidCents ? `; ${formatUsd(invoice.paidCents)} was paid` : '';
    return {
      key: 'invoice',
      title: 'Invoice',
      state: 'done',
      status: `${cancelledWithSession(invoice.cancelledSessionOn)}${paid}`,
      action,
    };
  }
  const due = nextDue(invoice.schedule);
  if (invoice.status === 'Paid' || !due)
    return { key: 'invoice', title: 'Invoice', state: 'done', status: 'Paid', action };
  const amount = `${formatUsd(due.unpaidCents)} due ${formatDay(due.dueOn)}`;
  return {
    key: 'invoice',
    title: 'Invoice',
    state: 'your-turn',
    status: due.overdue ? `${amount}: Overdue` : amount,
    ...(due.overdue ? { overdue: true as const } : {}),
    action,
  };
}
