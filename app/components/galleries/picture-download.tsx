import { Form, href } from 'react-router';
import type { PictureDownload } from '../../galleries/gallery-view';
import type { PictureView } from '../../pictures/picture-view';

/**
 * A picture's Download (decision 068): a link to an original that is the client's already, or,
 * on a proof while package credits are left, a button whose POST spends one and is answered with
 * the original. A native form, so the browser downloads what it is sent to and stays on the page.
 */
export function PictureDownloadControl({
  galleryId,
  picture,
  how,
  className,
  label,
}: {
  galleryId: string;
  picture: PictureView;
  how: PictureDownload;
  className: string;
  /** The accessible name, where "Download" alone would not say which picture. */
  label?: string;
}) {
  if (how === 'link')
    return (
      <a href={picture.originalUrl} download={picture.downloadName} className={className} aria-label={label}>
        Download
      </a>
    );
  if (how === 'spend')
    return (
      <Form
        method="post"
        action={href('/galleries/:galleryId', { galleryId })}
        reloadDocument
        className="d-inline"
      >
        <input type="hidden" name="intent" value="spend-download" />
        <input type="hidden" name="pictureId" value={picture.id} />
        <button type="submit" className={className} aria-label={label}>
          Download
        </button>
      </Form>
    );
  return null;
}
