import type { IsoDate } from '../business-time/calendar-dates';

/**
 * What Admin Home's Today shows (PRODUCT §2 Admin Home, Today): the lines of each section, already
 * in the page's words where a loader knows better than the browser (how long ago, in the server's
 * clock). A plain module, so the page's script reads these types without the tables.
 */

/** How far ahead Today looks: a session, a questionnaire or a gallery's last day within a week. */
export const todayWindowDays = 7;
/** A contract unsigned this many days after it was sent waits on the client. */
export const contractWaitDays = 3;

export interface NewRequestLine {
  bookingId: number;
  name: string;
  session: string;
  location: string;
  /** The day the request was sent (the booking form asks for no day of its own). */
  requestedOn: IsoDate;
  /** "3 hours ago", from the server's clock. */
  ago: string;
}

export interface UnsignedContractLine {
  bookingId: number;
  name: string;
  title: string;
  sentOn: IsoDate;
}

export interface EmptyQuestionnaireLine {
  bookingId: number;
  name: string;
  sessionOn: IsoDate;
}

export interface OverdueInvoices {
  cents: number;
  count: number;
}

export interface SelectionLine {
  galleryId: string;
  client: string;
  title: string;
  chosen: number;
  sentOn: IsoDate;
}

export interface UpcomingSessionLine {
  bookingId: number;
  name: string;
  session: string;
  location: string;
  on: IsoDate;
  questionnaireFilled: boolean;
  /** 'paid', 'unpaid', or 'none' when no invoice (that is not void) asks for one. */
  deposit: 'paid' | 'unpaid' | 'none';
}

export interface ExpiringGalleryLine {
  galleryId: string;
  userId: number;
  client: string;
  title: string;
  expiresOn: IsoDate;
}

export interface TodayData {
  newRequests: { count: number; lines: NewRequestLine[] };
  unsignedContracts: UnsignedContractLine[];
  emptyQuestionnaires: EmptyQuestionnaireLine[];
  overdue: OverdueInvoices;
  selections: SelectionLine[];
  sessions: UpcomingSessionLine[];
  expiringGalleries: ExpiringGalleryLine[];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * How long ago `then` was, as an owner says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago". Whole units, rounded down: 59 minutes is still minutes.
 */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** "Overdue: $135.00 on 1 invoice" without the amount's formatting, which the caller does. */
export function invoicesWord(count: number): string {
  return plural(count, 'invoice');
}
