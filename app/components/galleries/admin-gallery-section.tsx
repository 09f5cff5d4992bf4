import { Button, Card, Col } from 'react-bootstrap';
import type { GalleryView } from '../../galleries/gallery-view';
import { PictureList } from '../pictures/picture-list';
import { GalleryHeading } from './gallery-heading';

/**
 * One gallery on Show Images (issue 24): its heading, the selection limit, and its pictures, each
 * with Delete Image (`onDelete` asks for the confirmation).
 */
export function AdminGallerySection({
  gallery,
  ownerName,
  onDelete,
}: {
  gallery: GalleryView;
  ownerName: string;
  onDelete: (pictureId: string, label: string) => void;
}) {
  const headingId = `gallery-${gallery.id}`;
  const count = gallery.pictures.length;
  return (
    <section className="mb-5" aria-labelledby={headingId} data-testid="admin-gallery">
      <GalleryHeading gallery={gallery} headingId={headingId} />
      {gallery.selectionLimit !== null ? (
        <p className="small">Selection limit: {gallery.selectionLimit}</p>
      ) : null}
      {count === 0 ? <p>No pictures in this gallery yet.</p> : null}
      <PictureList label={`${ownerName}'s pictures in ${gallery.title}`}>
        {gallery.pictures.map((picture, index) => (
          <Col as="li" key={picture.id}>
            <Card data-testid="client-picture">
              <a href={picture.displayUrl} target="_blank" rel="noreferrer">
                <Card.Img
                  variant="top"
                  src={picture.thumbUrl}
                  width={picture.thumbWidth}
                  height={picture.thumbHeight}
                  alt={`Shot ${index + 1} of ${count}`}
                  className="object-fit-cover h-auto"
                  loading="lazy"
                />
              </a>
              <Card.Body className="p-2 d-flex justify-content-between align-items-center">
                <span className="small">
                  {picture.width}×{picture.height}
                </span>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onDelete(picture.id, `Shot ${index + 1} in ${gallery.title}`)}
                >
                  Delete Image
                </Button>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </PictureList>
    </section>
  );
}
