import { href, Link } from 'react-router';
import { type GalleryView, galleryStateNames } from '../../galleries/gallery-view';

/**
 * A gallery's section heading on Your Pictures and Show Images: its title, a link to
 * the gallery's own page, then its state and "Expires on {date}" when it has one.
 */
export function GalleryHeading({ gallery, headingId }: { gallery: GalleryView; headingId: string }) {
  return (
    <>
      <h2 className="h4 mb-1" id={headingId}>
        <Link to={href('/galleries/:galleryId', { galleryId: gallery.id })}>{gallery.title}</Link>
      </h2>
      <GalleryFacts gallery={gallery} className="mb-3" />
    </>
  );
}

/** A gallery's state, and "Expires on {date}" when it has an expiry date. */
export function GalleryFacts({ gallery, className }: { gallery: GalleryView; className: string }) {
  return (
    <p className={`text-body-secondary ${className}`} data-testid="gallery-facts">
      {galleryStateNames[gallery.state]}
      {gallery.expiresOn ? ` · ${gallery.expired ? 'Expired' : 'Expires'} on ${gallery.expiresOn}` : null}
    </p>
  );
}
