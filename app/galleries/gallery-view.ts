import type { PictureView } from '../pictures/picture-view';
import type { GalleryState } from './galleries.tables';

/** What the pages get of a gallery: never its owner's other data. */
export interface GalleryView {
  id: string;
  title: string;
  state: GalleryState;
  /** "December 31, 2026", when it has an expiry date. */
  expiresOn: string | null;
  selectionLimit: number | null;
  pictures: PictureView[];
}

/** The gallery pictures go into when the admin chooses none (issue 24). */
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
