import type { PictureView } from '../../pictures/picture-view';

/** One grid cell's width at each breakpoint of PictureList (one to four columns). */
const gridSizes = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw';

/**
 * A picture in a gallery's grid (issue 24): the thumbnail, or the display copy where the cell is
 * wider than the thumbnail, chosen by the browser from the sizes that exist. Never the original.
 */
export function PictureThumb({ picture, alt }: { picture: PictureView; alt: string }) {
  return (
    <img
      src={picture.thumbUrl}
      srcSet={`${picture.thumbUrl} ${picture.thumbWidth}w, ${picture.displayUrl} ${picture.displayWidth}w`}
      sizes={gridSizes}
      width={picture.thumbWidth}
      height={picture.thumbHeight}
      alt={alt}
      className="img-fluid rounded shadow-sm w-100 h-auto"
      loading="lazy"
      decoding="async"
    />
  );
}
