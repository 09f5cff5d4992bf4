import type { PictureView } from '../../pictures/picture-view';
import { gridImageSizes, squareCrop } from './grid-image-sizes';

/**
 * A picture in a gallery's grid: the thumbnail, or the display copy where the cell is
 * wider than the thumbnail, chosen by the browser from the sizes that exist. Never the original.
 * `tile` crops it to the square every picture of a gallery's own page gets (two a row on a phone),
 * so a portrait picture keeps the rows even. `first`: a picture of the first row, on screen as the
 * page opens, fetched at once and first (its largest picture, the page's LCP); every other waits
 * until it comes near the screen.
 */
export function PictureThumb({
  picture,
  alt,
  tile = false,
  first = false,
}: {
  picture: PictureView;
  alt: string;
  tile?: boolean;
  first?: boolean;
}) {
  return (
    <img
      src={picture.thumbUrl}
      srcSet={`${picture.thumbUrl} ${picture.thumbWidth}w, ${picture.displayUrl} ${picture.displayWidth}w`}
      sizes={tile ? gridImageSizes(2, squareCrop(picture), true) : gridImageSizes(1)}
      width={picture.thumbWidth}
      height={picture.thumbHeight}
      alt={alt}
      // A gallery's own page shows its pictures flush, without a frame: only the pictures.
      className={`img-fluid w-100 h-auto ${tile ? 'gallery-tile-image' : 'rounded shadow-sm'}`}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
