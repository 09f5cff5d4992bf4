import { z } from 'zod';
import { type IsoDate, isIsoDate } from '../business-time/calendar-dates';
import { notUnderstoodMessage } from '../http/notice';
import '../validation/zod-config';
import { idNumber } from '../validation/id-param';

/** Edit Images' New gallery form: Title, Selection limit, Expires on, Proofs. */

export const maxTitleLength = 100;
/** More favourites than a session's pictures makes no sense; a few hundred covers a long show. */
export const maxSelectionLimit = 500;

export const galleryMessages = {
  titleRequired: 'Please enter a title for the gallery.',
  titleTooLong: `A title can be at most ${maxTitleLength} characters.`,
  limit: `The selection limit must be a whole number from 1 to ${maxSelectionLimit}.`,
  expiresOn: 'Please enter the expiry date as a date.',
  expiresInPast: 'The expiry date cannot be in the past.',
  created: 'The gallery was created.',
  notClient: 'Only users with the Client role can have galleries.',
  sessionGone: 'That session is not one of this client’s. Please choose another.',
  galleryGone: 'That gallery no longer exists.',
  noteTooLong: 'A note can be at most 500 characters.',
  /** A favourite or a note once the selection is sent. */
  selectionLocked: 'Your selection was sent and can no longer be changed.',
  selectionEmpty: 'Please choose at least one picture first.',
  pictureGone: 'That picture no longer exists.',
  reopened: 'The selection was reopened.',
  released: 'The gallery was released. The client was sent an email with its link.',
  alreadyReleased: 'That gallery is released already.',
  releaseEmpty: 'Please upload pictures to the gallery before releasing it.',
  /** The client's gallery page, and the answer (410) to its files, after Expires on. */
  expired: 'This gallery has expired. Please contact us to reopen it.',
  expiryChanged: 'The expiry date was changed.',
  expiryCleared: 'The gallery no longer expires.',
  shareMade: 'Here is the guest link. Copy it now: it is shown only once.',
  shareRevoked: 'The guest link was revoked.',
  /** The answer (403) to an original of a gallery still in proofing. */
  notReleased: 'These pictures can be downloaded once the gallery is released.',
  /** The answer (403) to Download on a proof with no package credit left (PRODUCT §21). */
  noDownloadsLeft:
    'You have no downloads left. The other pictures can be downloaded once the gallery is released.',
  /** The answer (403) to a proof's original asked for before a credit was spent on it. */
  spendOnPage: 'Press Download on the gallery page to use one of your downloads on this picture.',
} as const;

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

/** The form's rules; `today` is the business's, so a gallery cannot be made already expired. */
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
