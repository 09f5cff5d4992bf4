/**
 * The kinds of reminder the business can switch off as a whole (PRODUCT §18). An open list: a new
 * kind is one more entry here, one more purpose in reminder-times.ts and one more composer in
 * reminder-sender.server.ts. Apart from the tables, so Show Reminders' page names them without
 * bringing Drizzle and the tables into the browser.
 */
export const reminderKinds = ['session', 'gallery', 'invoice'] as const;
export type ReminderKind = (typeof reminderKinds)[number];
