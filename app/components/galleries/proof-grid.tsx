import Col from 'react-bootstrap/Col';
import { href, Link } from 'react-router';
import type { GalleryView } from '../../galleries/gallery-view';
import { PictureList } from '../pictures/picture-list';
import { PictureThumb } from './picture-thumb';

/**
 * A proofing gallery on Your Pictures (PRODUCT §2): nothing to download yet, so its call to action
 * is "Choose your favourites", and each picture opens the gallery's own page too. Once the
 * selection is sent, the date it was sent instead.
 */
export function ProofGrid({ gallery }: { gallery: GalleryView }) {
  const to = href('/galleries/:galleryId', { galleryId: gallery.id });
  const count = gallery.pictures.length;
  return (
    <>
      {count === 0 ? null : gallery.selectionSentOn ? (
        <p>Your selection was sent on {gallery.selectionSentOn}.</p>
      ) : (
        <p>
          <Link to={to} className="btn btn-primary">
            Choose your favourites
          </Link>
        </p>
      )}
      <PictureList label={gallery.title}>
        {gallery.pictures.map((picture, index) => (
          <Col as="li" key={picture.id}>
            <Link to={to} className="d-block" data-testid="picture-proof">
              <PictureThumb picture={picture} alt={`Shot ${index + 1} of ${count}`} />
            </Link>
          </Col>
        ))}
      </PictureList>
    </>
  );
}
