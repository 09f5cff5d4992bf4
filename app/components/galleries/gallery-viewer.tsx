import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
// The viewer's styles (decision 040) come with this module, which the gallery loads when a picture
// is first opened: linked by the page, they held its first paint back (decision 074).
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import Lightbox, { stopNavigationEventsPropagation } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import { type GalleryView, pictureDownload } from '../../galleries/gallery-view';
import type { PictureView } from '../../pictures/picture-view';
import { PictureChoices } from './picture-choices';
import { PictureDownloadControl } from './picture-download';

/** The viewer's words: the buttons' names, and the picture's position ("3 of 24"). */
const labels = {
  Previous: 'Previous',
  Next: 'Next',
  Close: 'Close',
  Lightbox: 'Picture viewer',
  'Photo gallery': 'Pictures',
  '{index} of {total}': '{index} of {total}',
};

/** A picture the viewer shows, with its name in the whole gallery ("Shot 3 of 24"). */
export interface ShownPicture {
  picture: PictureView;
  shot: string;
}

/**
 * The full-screen viewer of a gallery's page (decision 040): yet-another-react-lightbox,
 * a dialog with Previous and Next, the arrow keys, Escape, swipe, pinch-zoom (Zoom) and the
 * picture's position (Counter, "3 of 24"). It shows the display copy, or the thumbnail on a small
 * screen, never the original; a picture whose original can be had has its Download here too, and the
 * gallery's client has the picture's Favourite and note. It moves through `slides`: the whole
 * gallery, or only the favourites when the page shows only those.
 */
export function GalleryViewer({
  gallery,
  slides,
  index,
  onIndex,
  onClose,
  chooses,
  onOrder,
}: {
  gallery: GalleryView;
  slides: ShownPicture[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The gallery's client: the picture's Favourite and note are in the viewer too. */
  chooses: boolean;
  /** Its client may order prints (PRODUCT §21): the picture's Order prints, which closes the viewer. */
  onOrder?: (picture: PictureView) => void;
}) {
  const current = slides[index];
  // The panel's height, kept free below the picture (the library sizes slides inside the
  // container's padding), so the Favourite and note never cover any of it.
  const [panelHeight, setPanelHeight] = useState(0);
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      styles={{ container: { paddingBottom: panelHeight } }}
      labels={labels}
      plugins={[Counter, Zoom]}
      counter={{ separator: 'of' }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={{
        controls: () =>
          chooses && current ? (
            <ViewerPanel onHeight={setPanelHeight}>
              <PictureChoices
                key={current.picture.id}
                picture={current.picture}
                shot={current.shot}
                locked={gallery.selectionSentOn !== null}
                place="viewer"
              />
            </ViewerPanel>
          ) : null,
      }}
      toolbar={{
        buttons: [
          current ? (
            <PictureDownloadControl
              key="download"
              galleryId={gallery.id}
              picture={current.picture}
              how={pictureDownload(gallery, current.picture.id)}
              className="btn btn-light btn-sm me-2"
            />
          ) : null,
          current && onOrder ? (
            <button
              key="order"
              type="button"
              className="btn btn-light btn-sm me-2"
              onClick={() => onOrder(current.picture)}
            >
              Order prints
            </button>
          ) : null,
          'zoom',
          'close',
        ],
      }}
      slides={slides.map(({ picture, shot }) => ({
        src: picture.displayUrl,
        alt: shot,
        width: picture.displayWidth,
        height: Math.round((picture.displayWidth * picture.height) / picture.width),
        srcSet: [
          { src: picture.thumbUrl, width: picture.thumbWidth, height: picture.thumbHeight },
          {
            src: picture.displayUrl,
            width: picture.displayWidth,
            height: Math.round((picture.displayWidth * picture.height) / picture.width),
          },
        ],
      }))}
    />
  );
}

/**
 * The viewer's Favourite and note, along the bottom of the screen. It tells the viewer its height
 * as it changes (the note opened, a refusal shown) before the browser paints, and typing and
 * pointing in it do not move the slides.
 */
function ViewerPanel({ onHeight, children }: { onHeight: (height: number) => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const measure = () => onHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [onHeight]);
  return (
    <div ref={panel} className="gallery-viewer-choices" {...stopNavigationEventsPropagation()}>
      {children}
    </div>
  );
}
