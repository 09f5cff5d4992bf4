import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { galleries } from '../galleries/galleries.tables';
import { invoices } from './invoices.tables';

/**
 * What an invoice's package lines gave (PRODUCT §21, decision 068): one row per invoice once it was
 * first paid. `credits` is its lines' N × quantity; `heldBack` how many of them are not in a
 * gallery's count right now (not delivered yet: no gallery for the session; or taken back while
 * the invoice is unpaid again). The gallery receives `heldBack` whenever the invoice is paid, so
 * what it was given from this invoice never passes `credits`.
 */
export const invoiceCreditGrants = pgTable('invoice_credit_grants', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  galleryId: uuid('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
  credits: integer('credits').notNull(),
  heldBack: integer('held_back').notNull(),
});
