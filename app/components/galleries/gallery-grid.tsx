import { lazy, Suspense, useState } from 'react';
import { withLoadTimeout } from '../../chunks/chunk-load-failure';
import { favouriteCount, type GalleryView, pictureDownload } from '../../galleries/gallery-view';
import type { PictureView } from '../../pictures/picture-view';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { PictureList } from '../pictures/picture-list';
import { GalleryTile } from './gallery-tile';
import type { ShownPicture } from './gallery-viewer';
import type { OrderableProduct } from './order-print-dialog';

/**
 * The viewer (yet-another-react-lightbox and its plugins) is fetched when a picture is opened, not
 * with the page: most of the gallery's script, none of it needed to show the grid (decision 074).
 */
const GalleryViewer = lazy(() =>
  withLoadTimeout('gallery-viewer', () =>
    import('./gallery-viewer').then((module) => ({ default: module.GalleryViewer })),
  ),
);

/** The dialog and its Modal load when a client first presses Order prints, not with the page. */
const OrderPrintDialog = lazy(() =>
  withLoadTimeout('order-print-dialog', () =>
    import('./order-print-dialog').then((module) => ({ default: module.OrderPrintDialog })),
  ),
);

/**
 * The pictures fetched at once, first: the first row at the widest layout (four), which on a
 * phone is the first two rows, both on the screen the page opens on. The rest load lazily.
 */
export const firstRowPictures = 4;

/**
 * A gallery's own page's pictures (PRODUCT §14): two a row on a phone, up to four on a desktop,
 * each cropped to a square so portrait pictures keep the rows even. The gallery's client can show
 * only their favourites ("Show favourites (2)", a toggle). A picture opens the viewer at itself,
 * among the pictures shown when it was opened: a favourite taken back in the viewer stays there
 * until it closes.
 */
export function GalleryGrid({
  gallery,
  chooses,
  products = null,
}: {
  gallery: GalleryView;
  chooses: boolean;
  /** The price list, for the gallery's own client: each picture has Order prints (PRODUCT §21). */
  products?: readonly OrderableProduct[] | null;
}) {
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [ordering, setOrdering] = useState<PictureView | null>(null);
  const orders = products !== null && products.length > 0;
  const [viewing, setViewing] = useState<{ ids: string[]; index: number } | null>(null);
  const count = gallery.pictures.length;
  const all: ShownPicture[] = gallery.pictures.map((picture, at) => ({
    picture,
    shot: `Shot ${at + 1} of ${count}`,
  }));
  const shown = chooses && onlyFavourites ? all.filter(({ picture }) => picture.favourite) : all;
  const inViewer = viewing ? viewing.ids.flatMap((id) => all.filter(({ picture }) => picture.id === id)) : [];
  const locked = gallery.selectionSentOn !== null;
  return (
    <>
      {chooses && count > 0 ? (
        <p>
          <button
            type="button"
            className={`btn ${onlyFavourites ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={onlyFavourites}
            onClick={() => setOnlyFavourites(!onlyFavourites)}
          >
            Show favourites ({favouriteCount(gallery)})
          </button>
        </p>
      ) : null}
      {shown.length === 0 && count > 0 ? <p>No favourites yet.</p> : null}
      {shown.length > 0 ? (
        <PictureList label={gallery.title} phoneColumns={2} tight>
          {shown.map(({ picture, shot }, index) => (
            <GalleryTile
              key={picture.id}
              picture={picture}
              shot={shot}
              galleryId={gallery.id}
              downloadHow={pictureDownload(gallery, picture.id)}
              chooses={chooses}
              locked={locked}
              first={index < firstRowPictures}
              onOpen={() => setViewing({ ids: shown.map((each) => each.picture.id), index })}
              onOrder={orders ? () => setOrdering(picture) : undefined}
            />
          ))}
        </PictureList>
      ) : null}
      {viewing && inViewer.length > 0 ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <GalleryViewer
              gallery={gallery}
              slides={inViewer}
              index={Math.min(viewing.index, inViewer.length - 1)}
              onIndex={(index) => setViewing((open) => (open ? { ...open, index } : open))}
              onClose={() => setViewing(null)}
              chooses={chooses}
              onOrder={
                orders
                  ? (picture) => {
                      // The dialog opens over the page: the viewer closes first, as two dialogs never stack.
                      setViewing(null);
                      setOrdering(picture);
                    }
                  : undefined
              }
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      {ordering && products ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <OrderPrintDialog picture={ordering} products={products} onClose={() => setOrdering(null)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
