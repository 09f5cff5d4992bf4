import { Col } from 'react-bootstrap';
import { href, Link } from 'react-router';
import type { GalleryView } from '../../galleries/gallery-view';
import { PictureList } from '../pictures/picture-list';
import { PictureThumb } from './picture-thumb';

/**
 * A proofing gallery on Your Pictures (decision file §5): nothing to download yet, so each picture
 * opens the gallery's own page.
 */
export function ProofGrid({ gallery }: { gallery: GalleryView }) {
  const to = href('/galleries/:galleryId', { galleryId: gallery.id });
  const count = gallery.pictures.length;
  return (
    <PictureList label={gallery.title}>
      {gallery.pictures.map((picture, index) => (
        <Col as="li" key={picture.id}>
          <Link to={to} className="d-block" data-testid="picture-proof">
            <PictureThumb picture={picture} alt={`Shot ${index + 1} of ${count}`} />
          </Link>
        </Col>
      ))}
    </PictureList>
  );
}
