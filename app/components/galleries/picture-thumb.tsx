import type { PictureView } from '../../pictures/picture-view';

/** One grid cell's width at each breakpoint of PictureList (one to four columns). */
const gridSizes = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw';

/** The same with two columns on a phone (a gallery's own page). */
const tileSizes = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A picture in a gallery's grid (issue 24): the thumbnail, or the display copy where the cell is
 * wider than the thumbnail, chosen by the browser from the sizes that exist. Never the original.
 * `tile` crops it to the square every picture of a gallery's own page gets, so a portrait picture
 * keeps the rows even.
 */
export function PictureThumb({
  picture,
  alt,
  tile = false,
}: {
  picture: PictureView;
  alt: string;
  tile?: boolean;
}) {
  return (
    <img
      src={picture.thumbUrl}
      srcSet={`${picture.thumbUrl} ${picture.thumbWidth}w, ${picture.displayUrl} ${picture.displayWidth}w`}
      sizes={tile ? tileSizes : gridSizes}
      width={picture.thumbWidth}
      height={picture.thumbHeight}
      alt={alt}
      // A gallery's own page shows its pictures flush, without a frame: only the pictures.
      className={`img-fluid w-100 h-auto ${tile ? 'gallery-tile-image' : 'rounded shadow-sm'}`}
      loading="lazy"
      decoding="async"
    />
  );
}
