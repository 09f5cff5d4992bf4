import * as z from 'zod/mini';
import { idNumber } from '../validation/id-param';
import { type ReminderKind, reminderKinds } from './reminder-kinds';

/** How Show Reminders names each kind; a new kind must be named here too. */
export const reminderKindLabels: Record<ReminderKind, string> = {
  session: 'Session reminders',
  gallery: 'Gallery reminders',
  invoice: 'Invoice reminders',
};

/** Show Reminders' Cancel (PRODUCT §18). */
export const cancelReminderSchema = z.object({
  intent: z.literal('cancel-reminder'),
  reminderId: idNumber('That reminder does not exist.'),
});

/** Show Reminders' switch per kind. */
export const reminderSwitchSchema = z.object({
  intent: z.literal('reminder-switch'),
  kind: z.enum(reminderKinds, { error: 'There is no such kind of reminder.' }),
  enabled: z.enum(['on', 'off'], { error: 'Please choose on or off.' }),
});
