import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { clock } from '../business-time/clock';

/**
 * One private calendar feed link per admin (/calendar/{token}.ics). The token is kept as it is,
 * not hashed, so Admin Home can show the link again (docs/decisions/014-calendar-invitations.md).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});
