import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { clock } from '../business-time/clock';
import { galleries } from './galleries.tables';

/**
 * PRODUCT §3 User.Images: a client's delivered pictures. The id is random (it appears in URLs and
 * storage keys); the files live in picture storage under the keys kept here, never under the
 * uploaded file name.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The gallery it is shown in; always one of the same client's. */
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    /**
     * The file name it was uploaded with, as data only (shown to the admin, listed in the
     * selection email), never a storage key; null for pictures from before it was kept.
     */
    originalName: text('original_name'),
    /** The client chose it: their selection, up to the gallery's limit. */
    favourite: boolean('favourite').notNull().default(false),
    /** The client's note on it, up to 500 characters. */
    note: text('note').notNull().default(''),
    /** 'jpeg' or 'png': the original's real format, judged on its content. */
    format: text('format', { enum: ['jpeg', 'png'] }).notNull(),
    /** Displayed size (EXIF orientation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the stored original, for the download size shown to the client. */
    byteSize: integer('byte_size').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    originalKey: text('original_key').notNull(),
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /**
     * The watermarked display sizes of a picture uploaded into a proofing gallery,
     * served instead of the clean ones while the gallery is proofing; null otherwise, and once
     * Release gallery has removed them.
     */
    proofDisplayKey: text('proof_display_key'),
    proofThumbKey: text('proof_thumb_key'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('pictures_user_id_idx').on(t.userId, t.createdAt),
    index('pictures_gallery_id_idx').on(t.galleryId, t.createdAt),
  ],
);

export type PictureRow = typeof pictures.$inferSelect;
