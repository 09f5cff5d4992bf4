import type { ReminderKind } from './reminder-kinds';

/** A scheduled email as Show Reminders lists it (PRODUCT §18). */
export interface UpcomingReminder {
  id: number;
  kind: string;
  /** "Jun 4, 2026, 9:00 AM PDT", in the business's time zone. */
  when: string;
  to: string;
  subject: string;
  booking: { id: number; label: string } | null;
  gallery: { id: string; ownerId: number; title: string } | null;
}

/** Each kind's switch on Show Reminders. */
export type ReminderSwitches = Record<ReminderKind, boolean>;
