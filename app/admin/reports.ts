import type { IsoDate } from '../business-time/calendar-dates';
import { addMonths, type IsoMonth, monthOf } from '../business-time/month-grid';

/**
 * What Admin Home → Show Reports shows (PRODUCT §2 Admin Home, Reports): the last 12 months, month
 * by month, each number counted from the tables as they are. A plain module: the page's script
 * reads these shapes and words without the tables.
 */

/** The 12 months a report covers, oldest first, the current month (in the business's zone) last. */
export function reportMonths(today: IsoDate): IsoMonth[] {
  const last = monthOf(today);
  return Array.from({ length: 12 }, (_, i) => addMonths(last, i - 11) ?? last);
}

/** How the requests of a month (or of a session type, or a source) fared. */
export interface RequestCounts {
  requests: number;
  /** Given a date (kept when it was later cancelled). */
  scheduled: number;
  cancelled: number;
  lost: number;
  /** Reached Booked (and so Shot or Delivered after it). */
  booked: number;
}

export interface SourceCounts {
  /** The answer to "How did you hear about us", or null when none was given. */
  source: string | null;
  requests: number;
  booked: number;
}

export interface MoneyMonth {
  month: IsoMonth;
  /** Invoices sent that month and not void. */
  invoicedCents: number;
  /** Payments recorded as paid that month and not voided, by method. */
  collected: Record<PaymentMethod, number>;
  /** What was unpaid on the invoices of the month's last day, as things stood then. */
  outstandingCents: number;
}

export const paymentMethods = ['Cash', 'Check', 'Bank transfer', 'Other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface GalleryMonth {
  month: IsoMonth;
  released: number;
  opened: number;
  selectionsSent: number;
  /** Originals clients downloaded, one by one or in a ZIP (each picture in it). */
  picturesDownloaded: number;
  orders: number;
  /** What the orders sold, before sales tax. */
  orderRevenueCents: number;
}

export interface ReportsData {
  months: IsoMonth[];
  /** The years the CSV downloads offer, newest first, the current one among them. */
  years: number[];
  requestsByMonth: ({ month: IsoMonth } & RequestCounts)[];
  bySessionType: ({ session: string } & RequestCounts)[];
  sources: SourceCounts[];
  money: MoneyMonth[];
  galleries: GalleryMonth[];
}

/** "Nov 2026": a month as the charts and tables name it. */
export function monthLabel(month: IsoMonth): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[number - 1]} ${year}`;
}

/** The share that became Booked, as a whole percentage: "40 %", or "–" with no request. */
export function bookedShare(counts: Pick<RequestCounts, 'requests' | 'booked'>): string {
  if (counts.requests === 0) return '–';
  return `${Math.round((counts.booked / counts.requests) * 100)} %`;
}

/** How the booking form's sources read in a report: its own option, or "Not given". */
export function sourceLabel(source: string | null): string {
  if (source === null) return 'Not given';
  return source.charAt(0).toUpperCase() + source.slice(1);
}
