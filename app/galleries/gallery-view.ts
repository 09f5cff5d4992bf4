import type { PictureView } from '../pictures/picture-view';
import type { GalleryState } from './galleries.tables';

/** What the pages get of a gallery: never its owner's other data. */
export interface GalleryView {
  id: string;
  title: string;
  state: GalleryState;
  /** "December 31, 2026", when it has an expiry date. */
  expiresOn: string | null;
  /** The same day as yyyy-MM-dd, for the admin's expiry form. */
  expiresOnDay: string | null;
  /** Past the end of its Expires on day in the business's time zone. */
  expired: boolean;
  /** It has a guest link; the link itself is shown once, when it is made. */
  shared: boolean;
  selectionLimit: number | null;
  /** "December 1, 2026" once the client has sent their selection; null while they choose. */
  selectionSentOn: string | null;
  pictures: PictureView[];
  /**
   * A proofing gallery's package credits left (PRODUCT §21), null or absent when no package was
   * paid for it: with them, Download on a proof spends one.
   */
  downloadsLeft?: number | null;
  /** The proofs a credit was spent on: their originals are the client's (PRODUCT §21). */
  paidPictureIds?: readonly string[];
}

/**
 * How a picture's original is had (decision 068): a link where it is the client's already (a
 * released gallery, a proof a credit was spent on), a button that spends a credit (a POST: no
 * change happens on GET) while credits are left, else none.
 */
export type PictureDownload = 'link' | 'spend' | null;

export function pictureDownload(gallery: GalleryView, pictureId: string): PictureDownload {
  if (gallery.state === 'released' || gallery.paidPictureIds?.includes(pictureId)) return 'link';
  return (gallery.downloadsLeft ?? 0) > 0 ? 'spend' : null;
}

/** "You have 7 downloads left", "You have 1 download left" (decision 068). */
export function downloadsLeftText(left: number): string {
  return `You have ${left} ${left === 1 ? 'download' : 'downloads'} left`;
}

/**
 * A gallery expires at the end of its Expires on day in the business's time zone: from
 * the next business day on. `today` is the business's day (businessToday); days compare as text.
 */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && today > expiresOn;
}

/** "2 of 3 chosen", or "2 chosen" without a limit. */
export function chosenCount(gallery: Pick<GalleryView, 'pictures' | 'selectionLimit'>): string {
  const chosen = favouriteCount(gallery);
  return gallery.selectionLimit === null
    ? `${chosen} chosen`
    : `${chosen} of ${gallery.selectionLimit} chosen`;
}

/** How many pictures the client has marked Favourite. */
export function favouriteCount(gallery: Pick<GalleryView, 'pictures'>): number {
  return gallery.pictures.filter((picture) => picture.favourite).length;
}

/**
 * What a proofing gallery asks of its client (PRODUCT §14): "Choose up to 3 favourites, then Send
 * my selection.", or without a limit "Choose your favourites, then Send my selection."
 */
export function selectionInstruction(limit: number | null): string {
  return limit === null
    ? 'Choose your favourites, then Send my selection.'
    : `Choose up to ${limit} favourites, then Send my selection.`;
}

/**
 * Whether the gallery's page shows its client the choosing controls (Favourite, notes, the
 * selection bar). Not once a released gallery's selection has been sent: the controls could only
 * sit there disabled, and the pictures are what the client came for (PRODUCT §14).
 */
export function showsChoices(gallery: Pick<GalleryView, 'state' | 'selectionSentOn'>): boolean {
  return !(gallery.state === 'released' && gallery.selectionSentOn !== null);
}

/** The gallery pictures go into when the admin chooses none. */
export const defaultGalleryTitle = 'Your pictures';

/** The gallery's state as the pages name it. */
export const galleryStateNames: Record<GalleryState, string> = {
  proofing: 'Proofing',
  released: 'Released',
};

/** A gallery of Edit Images' Gallery select. */
export interface GalleryChoice {
  id: string;
  title: string;
  state: GalleryState;
  isDefault: boolean;
}

/** A session of New gallery's Session select: the client's booking, named by type and day. */
export interface SessionChoice {
  id: number;
  label: string;
}
