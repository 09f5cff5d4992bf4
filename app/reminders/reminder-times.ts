import { addDays, formatDay, type IsoDate } from '../business-time/calendar-dates';
import { wallClockTime } from '../business-time/zoned-time';

/**
 * When reminders fall due (PRODUCT §18): on a calendar day counted from the day they are about, at
 * 9:00 on the business's clocks that day, whatever its offset (a daylight-saving change included).
 */
export const reminderHour = 9;

export const sessionPurposes = {
  'session-in-7-days': { daysBefore: 7, subject: 'Your session is in 7 days' },
  'session-tomorrow': { daysBefore: 1, subject: 'Your session is tomorrow' },
} as const;
export type SessionPurpose = keyof typeof sessionPurposes;

export function isSessionPurpose(value: string): value is SessionPurpose {
  return Object.hasOwn(sessionPurposes, value);
}

export interface DueReminder<P extends string> {
  purpose: P;
  dueAt: Date;
}

/** 9:00 in `timeZone` on `date`. */
export function reminderTime(date: IsoDate, timeZone: string): Date {
  return wallClockTime(date, reminderHour, 0, timeZone);
}

/**
 * The session reminders for a session on `sessionDate` that are still to come at `now`: one already
 * past its time when the session is scheduled (a session 3 days out has no "in 7 days") is not made.
 */
export function sessionReminders(
  sessionDate: IsoDate,
  timeZone: string,
  now: Date,
): DueReminder<SessionPurpose>[] {
  return Object.entries(sessionPurposes)
    .map(([purpose, { daysBefore }]) => ({
      purpose: purpose as SessionPurpose,
      dueAt: reminderTime(addDays(sessionDate, -daysBefore), timeZone),
    }))
    .filter((reminder) => reminder.dueAt.getTime() > now.getTime());
}

/** Gallery reminders: days counted from the gallery's last day (before) or its release (after). */
export const galleryPurposes = {
  'gallery-expires': { subject: (lastDay: IsoDate) => `Your gallery expires on ${formatDay(lastDay)}` },
  'gallery-waiting': { subject: () => 'Your pictures are waiting' },
} as const;
export type GalleryPurpose = keyof typeof galleryPurposes;

export function isGalleryPurpose(value: string): value is GalleryPurpose {
  return Object.hasOwn(galleryPurposes, value);
}

export const expiryNoticeDaysBefore = 7;
export const waitingNoticeDaysAfter = 3;

/** "Your gallery expires on …": 9:00, 7 days before its last day; null if that time has passed. */
export function expiryReminder(expiresOn: IsoDate, timeZone: string, now: Date): Date | null {
  const dueAt = reminderTime(addDays(expiresOn, -expiryNoticeDaysBefore), timeZone);
  return dueAt.getTime() > now.getTime() ? dueAt : null;
}

/** "Your pictures are waiting": 9:00, 3 days after the day of its release. */
export function waitingReminder(releasedOn: IsoDate, timeZone: string): Date {
  return reminderTime(addDays(releasedOn, waitingNoticeDaysAfter), timeZone);
}

/**
 * Invoice reminders: for each instalment with something unpaid, 3 days before its due
 * day and the day after it (when it becomes Overdue, PRODUCT §16), at 9:00.
 */
export const invoicePurposes = {
  'invoice-due-soon': {
    daysAfterDue: -3,
    subject: (dueOn: IsoDate) => `A payment is due on ${formatDay(dueOn)}`,
  },
  'invoice-overdue': {
    daysAfterDue: 1,
    subject: (dueOn: IsoDate) => `A payment was due on ${formatDay(dueOn)}`,
  },
} as const;
export type InvoicePurpose = keyof typeof invoicePurposes;

export function isInvoicePurpose(value: string): value is InvoicePurpose {
  return Object.hasOwn(invoicePurposes, value);
}

/** The invoice reminders for an instalment due on `dueOn` that are still to come at `now`. */
export function invoiceReminders(dueOn: IsoDate, timeZone: string, now: Date): DueReminder<InvoicePurpose>[] {
  return Object.entries(invoicePurposes)
    .map(([purpose, { daysAfterDue }]) => ({
      purpose: purpose as InvoicePurpose,
      dueAt: reminderTime(addDays(dueOn, daysAfterDue), timeZone),
    }))
    .filter((reminder) => reminder.dueAt.getTime() > now.getTime());
}

/** The subject of the reminder `purpose` about the day `aboutDate`: its emails and Show Reminders say the same. */
export function reminderSubject(purpose: string, aboutDate: IsoDate): string {
  if (isSessionPurpose(purpose)) return sessionPurposes[purpose].subject;
  if (isGalleryPurpose(purpose)) return galleryPurposes[purpose].subject(aboutDate);
  if (isInvoicePurpose(purpose)) return invoicePurposes[purpose].subject(aboutDate);
  return purpose;
}
