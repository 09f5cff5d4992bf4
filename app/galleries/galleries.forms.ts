import { z } from 'zod';
import { type IsoDate, isIsoDate } from '../business-time/calendar-dates';
import '../validation/zod-config';

/** Edit Images' New gallery form (issue 24): Title, Selection limit, Expires on, Proofs. */

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
  galleryGone: 'That gallery no longer exists.',
  /** The answer (403) to an original of a gallery still in proofing. */
  notReleased: 'These pictures can be downloaded once the gallery is released.',
} as const;

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
    expiresOn: z
      .string({ error: galleryMessages.expiresOn })
      .refine(isIsoDate, galleryMessages.expiresOn)
      .refine((day) => !isIsoDate(day) || day >= today, galleryMessages.expiresInPast)
      .optional(),
    /** Proofs: watermarked until released. Unticked, the gallery is Released from the start. */
    proofs: z.boolean().optional(),
  });
}

export type NewGallery = z.output<ReturnType<typeof newGallerySchema>>;
