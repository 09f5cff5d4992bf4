import Col from 'react-bootstrap/Col';
import { formatFileSize } from '../../pictures/picture-rules';
import type { PictureView } from '../../pictures/picture-view';
import { PictureList } from './picture-list';

/** The client's pictures as thumbnails; each is a plain link, so a click downloads the original. */
export function DownloadGrid({ pictures, label }: { pictures: PictureView[]; label: string }) {
  return (
    <PictureList label={label}>
      {pictures.map((picture, index) => (
        <Col as="li" key={picture.id}>
          <a
            href={picture.originalUrl}
            download={picture.downloadName}
            className="d-block text-decoration-none"
            data-testid="picture-download"
          >
            <img
              src={picture.thumbUrl}
              width={picture.thumbWidth}
              height={picture.thumbHeight}
              alt={`Shot ${index + 1} of ${pictures.length}`}
              className="img-fluid rounded shadow-sm w-100 h-auto"
              loading="lazy"
              decoding="async"
            />
            <span className="d-block small mt-1">
              Download ({picture.width}×{picture.height}, {formatFileSize(picture.byteSize)})
            </span>
          </a>
        </Col>
      ))}
    </PictureList>
  );
}
