import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import { Form } from 'react-router';
import { chosenCount, type GalleryView } from '../../galleries/gallery-view';
import { ConfirmDialog } from '../confirm-dialog';
import { PictureList } from '../pictures/picture-list';
import { GalleryHeading } from './gallery-heading';
import { ShareLinkBox } from './share-link-box';

/**
 * One gallery on Show Images: its heading, the client's selection ("2 of 3 chosen", when
 * it was sent, Reopen selection), Release gallery while it is proofing (after a confirmation), the
 * form that moves or clears its Expires on day, and its pictures with their file names, favourites and notes,
 * each with Delete Image (`onDelete` asks for the confirmation).
 */
export function AdminGallerySection({
  gallery,
  ownerName,
  onDelete,
  newShareUrl,
}: {
  gallery: GalleryView;
  ownerName: string;
  onDelete: (pictureId: string, label: string) => void;
  /** The guest link just made for this gallery, shown this once. */
  newShareUrl: string | null;
}) {
  const headingId = `gallery-${gallery.id}`;
  const count = gallery.pictures.length;
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  return (
    <section className="mb-5" aria-labelledby={headingId} data-testid="admin-gallery">
      <GalleryHeading gallery={gallery} headingId={headingId} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span data-testid="admin-chosen-count">{chosenCount(gallery)}</span>
        {gallery.selectionSentOn ? (
          <>
            <span>· Selection sent on {gallery.selectionSentOn}</span>
            <Form method="post">
              <input type="hidden" name="intent" value="reopen-selection" />
              <input type="hidden" name="galleryId" value={gallery.id} />
              <Button type="submit" size="sm" variant="outline-secondary">
                Reopen selection
              </Button>
            </Form>
          </>
        ) : null}
        <Form method="post">
          <input type="hidden" name="galleryId" value={gallery.id} />
          <Button type="submit" name="intent" value="share-link" size="sm" variant="outline-secondary">
            {gallery.shared ? 'New share link' : 'Share link'}
          </Button>
        </Form>
        {gallery.shared ? (
          <Form method="post">
            <input type="hidden" name="galleryId" value={gallery.id} />
            <Button type="submit" name="intent" value="revoke-link" size="sm" variant="outline-danger">
              Revoke link
            </Button>
          </Form>
        ) : null}
        {gallery.state === 'proofing' && count > 0 ? (
          <Button size="sm" onClick={() => setConfirmingRelease(true)}>
            Release gallery
          </Button>
        ) : null}
      </div>
      {newShareUrl ? <ShareLinkBox url={newShareUrl} galleryId={gallery.id} /> : null}
      <Form method="post" className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <input type="hidden" name="intent" value="set-expiry" />
        <input type="hidden" name="galleryId" value={gallery.id} />
        <div>
          <label htmlFor={`expires-${gallery.id}`} className="form-label small mb-0">
            Expires on
          </label>
          <input
            id={`expires-${gallery.id}`}
            type="date"
            name="expiresOn"
            defaultValue={gallery.expiresOnDay ?? ''}
            className="form-control form-control-sm"
            aria-describedby={`expires-${gallery.id}-hint`}
          />
        </div>
        <Button type="submit" size="sm" variant="outline-secondary">
          Save expiry date
        </Button>
        <span id={`expires-${gallery.id}-hint`} className="small text-body-secondary">
          Empty: the gallery never expires.
        </span>
      </Form>
      <ConfirmDialog
        show={confirmingRelease}
        onClose={() => setConfirmingRelease(false)}
        titleId={`release-${gallery.id}-title`}
        title={`Release "${gallery.title}"?`}
        intent="release-gallery"
        fields={{ galleryId: gallery.id }}
        confirmLabel="Release gallery"
      >
        <p className="mb-0">
          {ownerName} will see the pictures without the watermark, can download the originals, and is sent one
          email saying they are ready. A released gallery cannot go back to proofs.
        </p>
      </ConfirmDialog>
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
                <span className="small text-break">
                  {picture.favourite ? <strong>★ Favourite · </strong> : null}
                  {picture.originalName ?? `${picture.width}×${picture.height}`}
                  {picture.note ? <span className="d-block">Note: {picture.note}</span> : null}
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
