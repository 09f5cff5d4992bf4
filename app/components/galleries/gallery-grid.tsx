import { useState } from 'react';
import { Col } from 'react-bootstrap';
import type { GalleryView } from '../../galleries/gallery-view';
import { PictureList } from '../pictures/picture-list';
import { GalleryViewer } from './gallery-viewer';
import { PictureChoices } from './picture-choices';
import { PictureThumb } from './picture-thumb';

/**
 * A gallery's own page (issue 24): its pictures in the sizes made for the screen. A click opens
 * the viewer at that picture (without JavaScript the link opens its display copy); in a released
 * gallery each picture has its own Download of the original; the gallery's client (`chooses`) has
 * each picture's Favourite and note.
 */
export function GalleryGrid({ gallery, chooses }: { gallery: GalleryView; chooses: boolean }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const locked = gallery.selectionSentOn !== null;
  const count = gallery.pictures.length;
  const released = gallery.state === 'released';
  return (
    <>
      <PictureList label={gallery.title}>
        {gallery.pictures.map((picture, index) => {
          const shot = `Shot ${index + 1} of ${count}`;
          return (
            <Col as="li" key={picture.id} data-testid="gallery-picture">
              <a
                href={picture.displayUrl}
                className="d-block"
                onClick={(event) => {
                  event.preventDefault();
                  setViewing(index);
                }}
              >
                <PictureThumb picture={picture} alt={shot} />
              </a>
              {released ? (
                <a
                  href={picture.originalUrl}
                  download={picture.downloadName}
                  className="btn btn-sm btn-outline-primary mt-2"
                  aria-label={`Download ${shot.toLowerCase()}`}
                >
                  Download
                </a>
              ) : null}
              {chooses ? <PictureChoices picture={picture} shot={shot} locked={locked} place="grid" /> : null}
            </Col>
          );
        })}
      </PictureList>
      {viewing === null ? null : (
        <GalleryViewer
          gallery={gallery}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          chooses={chooses}
        />
      )}
    </>
  );
}
