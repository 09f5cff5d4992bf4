import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

/** PRODUCT §17 A contract template the admin writes: a name and a body with placeholders. */
export const contractTemplates = pgTable('contract_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});

/**
 * PRODUCT §17 A contract sent for a booking. The text is rendered and copied when it is sent, so
 * editing or deleting its template later changes nothing here (`template_id` only says where it
 * came from). The signer's columns are written once, by the UPDATE … WHERE signed_at IS NULL that
 * signs it: a second signing, from any process, finds no row to change.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    // A signed contract is a record of the business: the booking cannot be deleted from under it.
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    templateId: integer('template_id').references(() => contractTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** SHA-256 of `text` (UTF-8), hex: what the PDF prints, so either side can check the copy. */
    textSha256: text('text_sha256').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    /** The drawn signature, a PNG as base64; null when the signer typed their name only. */
    signaturePng: text('signature_png'),
  },
  // A booking's stage reads its contracts (decision 061), for one booking or for every one.
  (t) => [index('contracts_booking_idx').on(t.bookingId)],
);
