import { preload } from 'react-dom';
import { type ArtworkName, artworks, artworkUrl, widthsFor } from '../content/artwork';

interface PictureProps {
  name: ArtworkName;
  alt: string;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes: string;
  className?: string;
  /**
   * The largest image above the fold: preloaded from the page's head with high priority (before the
   * browser reaches the <img>), then loaded at once.
   */
  priority?: boolean;
  /** Load at once, at normal priority (e.g. the carousel's hidden slides); otherwise lazily. */
  eager?: boolean;
}

function srcSet(name: ArtworkName, format: 'webp' | 'jpg'): string {
  return widthsFor(artworks[name])
    .map((w) => `${artworkUrl(name, w, format)} ${w}w`)
    .join(', ');
}

/** A responsive WebP image with a JPEG fallback and its intrinsic size, so nothing jumps as it loads. */
export function Picture({ name, alt, sizes, className, priority = false, eager = false }: PictureProps) {
  const art = artworks[name];
  const fallbackWidth = widthsFor(art).find((w) => w >= 800) ?? art.width;
  if (priority) {
    // React writes this into the <head> of the server's HTML: the same candidates and sizes as
    // the <source> below, so the browser fetches the one file it will use, first.
    preload(artworkUrl(name, fallbackWidth, 'webp'), {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: srcSet(name, 'webp'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
      <img
        src={artworkUrl(name, fallbackWidth, 'jpg')}
        srcSet={srcSet(name, 'jpg')}
        sizes={sizes}
        width={art.width}
        height={art.height}
        alt={alt}
        className={className}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
