import type { Booking } from '../bookings/bookings.tables';
import type { InstalmentState, InvoiceStatus } from './invoice-money';
import type { Invoice, InvoiceItem, InvoicePayment } from './invoices.tables';

/** What the pages and the emails get of an invoice: the invoice page, its PDF and its emails. */
export interface InvoiceView {
  invoice: Invoice;
  booking: Pick<Booking, 'id' | 'name' | 'email' | 'session' | 'dateScheduled'>;
  items: InvoiceItem[];
  payments: InvoicePayment[];
  paidCents: number;
  balanceCents: number;
  status: InvoiceStatus;
  schedule: InstalmentState[];
}

/** An invoice in a list: Booking Info's Invoices, the timeline's step and Show Invoices. */
export interface InvoiceSummary {
  id: number;
  number: string;
  totalCents: number;
  paidCents: number;
  /** What is left to pay (0 when void), not the balance instalment of the invoice's row. */
  balanceCents: number;
  status: InvoiceStatus;
  /** Empty for a void invoice: nothing is due on it. */
  schedule: InstalmentState[];
  booking: Pick<Booking, 'id' | 'name' | 'session' | 'dateScheduled'>;
}
