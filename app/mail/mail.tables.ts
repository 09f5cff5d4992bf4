import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per email the site sends, so a failed send is recorded, never silently lost. */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  /** 'sent' (SMTP accepted it), 'written' (saved to the outbox folder) or 'failed'. */
  status: text('status').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Outbox file (no SMTP) or the copy kept after SMTP failed. */
  filePath: text('file_path'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
