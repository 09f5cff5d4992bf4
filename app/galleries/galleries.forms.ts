import { z } from 'zod';
import { type IsoDate, isIsoDate } from '../business-time/calendar-dates';
import { notUnderstoodMessage } from '../http/notice';
import '../validation/zod-config';
import { idNumber } from '../validation/id-param';
import { galleryMessages, maxSelectionLimit, maxTitleLength } from './gallery-messages';

/** An Expires on day: a real date, not before the business's `today` (it lasts to that day's end). */
function expiryDay(today: IsoDate) {
  return z
    .string({ error: galleryMessages.expiresOn })
    .refine(isIsoDate, galleryMessages.expiresOn)
    .refine((day) => !isIsoDate(day) || day >= today, galleryMessages.expiresInPast);
}

/**
 * Show Images' expiry form: a new Expires on day, or none (the field left empty) so the
 * gallery never expires; either reopens an expired gallery.
 */
export function expiryFormSchema(today: IsoDate) {
  return z.union([z.literal(''), expiryDay(today)], { error: galleryMessages.expiresOn });
}

/**
 * Edit Images' New gallery form (Title, Selection limit, Expires on, Proofs): its rules; `today`
 * is the business's, so a gallery cannot be made already expired.
 */
export function newGallerySchema(today: IsoDate) {
  return z.object({
    title: z
      .string({ error: galleryMessages.titleRequired })
      .trim()
      .min(1, galleryMessages.titleRequired)
      .max(maxTitleLength, galleryMessages.titleTooLong),
    selectionLimit: z
      .number({ error: galleryMessages.limit })
      .int(galleryMessages.limit)
      .min(1, galleryMessages.limit)
      .max(maxSelectionLimit, galleryMessages.limit)
      .optional(),
    expiresOn: expiryDay(today).optional(),
    /** Proofs: watermarked until released. Unticked, the gallery is Released from the start. */
    proofs: z.boolean().optional(),
    /** The session it is of: one of the client's bookings, or none. */
    bookingId: z.optional(idNumber(galleryMessages.sessionGone)),
  });
}

export type NewGallery = z.output<ReturnType<typeof newGallerySchema>>;

/** The most a client's note on one picture may hold. */
export const maxNoteLength = 500;

/** "You can choose up to 2 pictures." */
export function overLimitMessage(limit: number): string {
  return `You can choose up to ${limit} pictures.`;
}

const pictureId = z
  .string({ error: notUnderstoodMessage })
  .min(1, notUnderstoodMessage)
  .max(64, notUnderstoodMessage);

/** The gallery page's posts: Favourite, a note, Send my selection. */
export const choiceSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('favourite'), pictureId, favourite: z.enum(['true', 'false']) }),
  z.object({
    intent: z.literal('note'),
    pictureId,
    note: z.string({ error: notUnderstoodMessage }).max(maxNoteLength, galleryMessages.noteTooLong),
  }),
  z.object({ intent: z.literal('send-selection') }),
  /** Download on a proof with package credits: spends one, then hands out the original. */
  z.object({ intent: z.literal('spend-download'), pictureId }),
]);
