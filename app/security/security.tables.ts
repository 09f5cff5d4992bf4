import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed-window counter per key ("contact:1.2.3.4", "sign-in:email:ip"): in the database, so
 * every server process counts the same posts (decision 020). Rows whose window ended are pruned.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
