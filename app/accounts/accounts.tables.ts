import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';

/** PRODUCT §3 User. Role User is implied for everyone; Client and Admin are flags (PRODUCT §4 Roles). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed as typed; compared case-insensitively through the unique index below. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isClient: boolean('is_client').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** When the owner opened a verification link (or a reset link); null while unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Server-side sessions (PRODUCT §10). The cookie holds a random token; the table keeps only its
 * SHA-256, so a copy of the database cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The absolute limit: the session ends then however often it is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most every few minutes (docs/decisions/011); 7 days without use end the session. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    /** A short description from the User-Agent at sign-in ("Firefox on Windows"), for the account page. */
    device: text('device').notNull().default('Unknown device'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * One-time links sent by email: password reset and email verification (docs/decisions/011). Like
 * sessions, only the SHA-256 of the token is kept; `used_at` is set by the one update that spends it.
 * The token is an HMAC of `seed` under a key from SESSION_SECRET (docs/decisions/030), so the server
 * can send a live link again while a copy of the database alone still opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Random; the token is derived from it (decision 030). Null for links made before, never re-sent. */
    seed: text('seed'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset-password' or 'verify-email'. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('account_tokens_user_id_idx').on(t.userId)],
);
