import type { GalleryView } from '../../app/galleries/gallery-view';
import type { PictureView } from '../../app/pictures/picture-view';

/** A picture as the pages get it, for component tests: its files at `/pictures/{id}/…`. */
export function pictureView(id: string, size = { width: 3000, height: 2000 }): PictureView {
  return {
    id,
    ...size,
    thumbWidth: 480,
    thumbHeight: Math.round((480 * size.height) / size.width),
    displayWidth: Math.min(size.width, 2048),
    byteSize: 4_000_000,
    downloadName: `sierra-equine-photography-2026-11-26-${id}.jpg`,
    thumbUrl: `/pictures/${id}/thumb`,
    displayUrl: `/pictures/${id}/display`,
    originalUrl: `/pictures/${id}/original`,
    originalName: `${id}.jpg`,
    favourite: false,
    note: '',
  };
}

/** A gallery as the pages get it, for component tests: released, no expiry, limit or guest link. */
export function galleryView(
  fields: Pick<GalleryView, 'id' | 'title' | 'pictures'> & Partial<GalleryView>,
): GalleryView {
  return {
    state: 'released',
    expiresOn: null,
    expiresOnDay: null,
    expired: false,
    shared: false,
    selectionLimit: null,
    selectionSentOn: null,
    ...fields,
  };
}
