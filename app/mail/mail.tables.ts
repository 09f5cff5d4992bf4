import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';

/** An attachment as the queue keeps it: text as is, anything else as base64. */
export interface StoredAttachment {
  filename: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
  encoding: 'utf8' | 'base64';
  content: string;
}

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * The mail outbox (docs/decisions/021): one row per email, inserted in the same transaction as the
 * change it reports and delivered later by the mail worker. A row holds the whole rendered message,
 * so delivering it needs nothing else. Delivered rows stay as the record of what was sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The Message-ID header every attempt sends, so a resend after a crash is recognisable. */
    messageId: text('message_id').notNull().unique(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** 'pending' (waiting or retrying), 'sent', or 'failed' (refused for good, or retried too long). */
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    /** Attempts started; counted when a worker claims the row, so a crash mid-send counts too. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    /** The lease of the worker sending it now: no other worker takes the row before this time. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which claim holds the lease; only that claim may record the outcome. */
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    /** The .eml written to DATA_DIR/outbox when no SMTP server is configured. */
    filePath: text('file_path'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: due rows that are still waiting.
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
