import { type ArtworkName, artworks, artworkUrl, widthsFor } from '../content/artwork';

interface PictureProps {
  name: ArtworkName;
  alt: string;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes: string;
  className?: string;
  /** The largest image above the fold: load at once with high priority. */
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
