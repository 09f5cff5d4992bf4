import type { PictureDownload } from '../../galleries/gallery-view';
import type { PictureView } from '../../pictures/picture-view';
import { PictureChoices } from './picture-choices';
import { PictureDownloadControl } from './picture-download';
import { PictureThumb } from './picture-thumb';

/**
 * One picture of a gallery's own page (PRODUCT §14): the picture first, cropped to the grid's
 * square; a click opens the viewer at it (without JavaScript the link opens its display copy). The
 * gallery's client has its Favourite on the picture's corner and "Add a note" below; a picture
 * whose original is the client's, or can be with a package credit, has its Download, and its client
 * can order prints of it.
 */
export function GalleryTile({
  picture,
  shot,
  galleryId,
  downloadHow,
  chooses,
  locked,
  first = false,
  onOpen,
  onOrder,
}: {
  picture: PictureView;
  /** "Shot 2 of 24": the picture's name, where it is in the whole gallery. */
  shot: string;
  galleryId: string;
  /** How its original is had, if at all (pictureDownload). */
  downloadHow: PictureDownload;
  chooses: boolean;
  locked: boolean;
  /** In the first row, on screen as the page opens (PictureThumb). */
  first?: boolean;
  onOpen: () => void;
  /** Its client may order prints of it (PRODUCT §21): opens the Order prints dialog. */
  onOrder?: () => void;
}) {
  const download = downloadHow ? (
    <PictureDownloadControl
      galleryId={galleryId}
      picture={picture}
      how={downloadHow}
      className="btn btn-sm btn-outline-primary"
      label={`Download ${shot.toLowerCase()}`}
    />
  ) : null;
  const order = onOrder ? (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      aria-label={`Order prints of ${shot.toLowerCase()}`}
      onClick={onOrder}
    >
      Order prints
    </button>
  ) : null;
  const controls =
    download || order ? (
      <>
        {download}
        {order}
      </>
    ) : null;
  return (
    <li className="col gallery-tile position-relative" data-testid="gallery-picture">
      <a
        href={picture.displayUrl}
        className="d-block"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        <PictureThumb picture={picture} alt={shot} tile first={first} />
      </a>
      {chooses ? (
        <PictureChoices picture={picture} shot={shot} locked={locked} place="grid">
          {controls}
        </PictureChoices>
      ) : controls ? (
        <div className="gallery-tile-controls">{controls}</div>
      ) : null}
    </li>
  );
}
