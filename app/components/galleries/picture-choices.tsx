import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { Notice } from '../../http/notice';
import type { PictureView } from '../../pictures/picture-view';
import { FavouriteIcon } from './favourite-icon';
import { PictureNote } from './picture-note';

/**
 * One picture's Favourite and note (PRODUCT §14), on the gallery page and in the viewer. On the
 * page the Favourite is an icon button on the picture's corner (`.gallery-favourite`, placed over
 * the tile it is in); in the viewer a labelled button. Each posts on its own (a fetcher), so
 * choosing never reloads the page; a refusal ('You can choose up to 2 pictures.') shows below and
 * the button keeps its state, until the selection is sent. Disabled once it is sent.
 */
export function PictureChoices({
  picture,
  shot,
  locked,
  place,
  children,
}: {
  picture: PictureView;
  shot: string;
  locked: boolean;
  /** Where the controls are ('grid' or 'viewer'): both are on the page, so their ids differ. */
  place: 'grid' | 'viewer';
  /** Shown beside "Add a note" (the picture's Download, on the page). */
  children?: ReactNode;
}) {
  const favourite = useFetcher<Notice>();
  const pendingFavourite = favourite.formData?.get('favourite');
  const pressed = typeof pendingFavourite === 'string' ? pendingFavourite === 'true' : picture.favourite;
  // A refusal is about a choice still open: once the selection is sent it has no more to say.
  const refusal = !locked && favourite.data && !favourite.data.ok ? favourite.data.message : null;
  const shotName = shot.toLowerCase();
  const form = (
    <favourite.Form method="post" className={place === 'grid' ? 'gallery-favourite' : undefined}>
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="pictureId" value={picture.id} />
      <input type="hidden" name="favourite" value={String(!pressed)} />
      {place === 'grid' ? (
        <button
          type="submit"
          className={`gallery-favourite-button rounded-circle shadow-sm d-inline-flex align-items-center justify-content-center p-0 btn ${pressed ? 'btn-primary' : 'btn-light'}`}
          aria-pressed={pressed}
          aria-label={`Favourite ${shotName}`}
          disabled={locked}
        >
          <FavouriteIcon filled={pressed} />
        </button>
      ) : (
        <button
          type="submit"
          className={`d-inline-flex align-items-center gap-1 btn ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={pressed}
          disabled={locked}
        >
          <FavouriteIcon filled={pressed} /> Favourite
          <span className="visually-hidden"> {shotName}</span>
        </button>
      )}
    </favourite.Form>
  );
  const refused = refusal ? (
    <p className="text-danger small mb-0 mt-1" role="alert">
      {refusal}
    </p>
  ) : null;
  const note = <PictureNote picture={picture} shot={shot} locked={locked} place={place} />;
  if (place === 'viewer') {
    return (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {form}
          {note}
        </div>
        {refused}
      </>
    );
  }
  // On the page the Favourite lies over the picture; the rest goes below it.
  return (
    <>
      {form}
      {refused}
      <div className="gallery-tile-controls d-flex flex-wrap align-items-start gap-2">
        {children}
        {note}
      </div>
    </>
  );
}
