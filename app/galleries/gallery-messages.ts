/**
 * The galleries' limits and words, apart from their form rules (galleries.forms.ts): the client's
 * gallery page shows some of them, and importing them from the rules brought zod into its first
 * load (decision 074).
 */

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
