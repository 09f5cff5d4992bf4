import { href, Link, redirect } from 'react-router';
import { requireSignedIn } from '../accounts/guards.server';
import { ExpiredNotice } from '../components/galleries/expired-notice';
import { GalleryGrid } from '../components/galleries/gallery-grid';
import { GalleryFacts } from '../components/galleries/gallery-heading';
import type { OrderableProduct } from '../components/galleries/order-print-dialog';
import { SelectionBar } from '../components/galleries/selection-bar';
import { DownloadAllButton } from '../components/pictures/download-all-button';
import { redirectWithFlash } from '../flash/flash.server';
import { packageDownloadsLeft, paidPictureIds, spendCredit } from '../galleries/download-credits.server';
import { choiceSchema, overLimitMessage } from '../galleries/galleries.forms';
import { findViewableGallery, isGalleryId, isOwnGallery } from '../galleries/galleries.server';
import { galleryMessages } from '../galleries/gallery-messages';
import { downloadsLeftText, selectionInstruction, showsChoices } from '../galleries/gallery-view';
import { pictureUrl } from '../galleries/pictures.server';
import { sendSelection, setFavourite, setNote } from '../galleries/selection.server';
import { done, parseIntent, refused } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { noteGalleryOpened } from '../reminders/gallery-reminders.server';
import { pageMeta } from '../seo/page-meta';
import { listProductsOnSale } from '../shop/price-list.server';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.gallery.title ?? 'Gallery', 'The pictures of one session.');

/** The price list as Order prints offers it: what is on sale, by name and price only. */
async function orderableProducts(): Promise<OrderableProduct[]> {
  return (await listProductsOnSale()).map(({ id, name, priceCents }) => ({ id, name, priceCents }));
}

/** An address that cannot name a gallery is Not Found for everyone, before the guard (as an id). */
function requireGalleryAddress(galleryId: string): void {
  if (!isGalleryId(galleryId)) throw notFound();
}

/**
 * A gallery's own page. Like a picture, deliberately not requireRole: anyone signed in
 * but its client and the admins gets the same 404, so an address never reveals that a gallery
 * exists; a visitor gets the "Please log in" page for any id a gallery could have (decision 057).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireGalleryAddress(params.galleryId);
  const viewer = await requireSignedIn(request);
  const gallery = await findViewableGallery(params.galleryId, viewer);
  if (!gallery) throw notFound();
  const { ownerId, ...view } = gallery;
  const ownGallery = viewer.isClient && viewer.id === ownerId;
  // Past its Expires on day its client sees only that it expired; nothing is deleted.
  const closed = view.expired && !viewer.isAdmin;
  // Its client has seen it: no "Your pictures are waiting" (decision 048).
  if (ownGallery && !closed) await noteGalleryOpened(view.id);
  // A proofing gallery's package credits (PRODUCT §21).
  const downloadsLeft = view.state === 'proofing' && !closed ? await packageDownloadsLeft(view.id) : null;
  // A proof's original is the client's once a credit was spent on it or it was bought (decision 070).
  const paid = view.state === 'proofing' && !closed ? await paidPictureIds(view.id) : [];
  return {
    gallery: closed ? { ...view, pictures: [] } : { ...view, downloadsLeft, paidPictureIds: paid },
    closed,
    /** Its client may order prints of its pictures (PRODUCT §21): the price list's products on sale. */
    products: ownGallery && !closed ? await orderableProducts() : null,
    /** The gallery's client chooses favourites and notes; an admin looks. */
    chooses: ownGallery,
    back: ownGallery
      ? { to: href('/client-pictures'), label: 'Your Pictures' }
      : { to: href('/ShowImages/:id', { id: String(ownerId) }), label: 'Show Images' },
  };
}

/**
 * The client's choices: Favourite, a note, Send my selection. Only the gallery's own
 * client chooses; for anyone else, an admin included, the gallery does not exist (404).
 */
export async function action({ request, params }: Route.ActionArgs) {
  requireGalleryAddress(params.galleryId);
  const viewer = await requireSignedIn(request);
  if (!(await isOwnGallery(params.galleryId, viewer))) throw notFound();
  const gallery = await findViewableGallery(params.galleryId, viewer);
  if (gallery?.expired) return refused(galleryMessages.expired, 410);
  const parsed = await parseIntent(request, choiceSchema);
  if (!parsed.ok) return parsed.reply;
  const input = parsed.input;
  if (input.intent === 'spend-download') {
    // A native form's POST (decision 068): on, the browser downloads the original it is sent to
    // and stays on the page; refused, the page says why.
    if (gallery?.state !== 'proofing') return redirect(pictureUrl(input.pictureId, 'original'), 303);
    const spent = await spendCredit(params.galleryId, input.pictureId);
    if (spent.ok) return redirect(pictureUrl(input.pictureId, 'original'), 303);
    const message =
      spent.reason === 'no-credits' ? galleryMessages.noDownloadsLeft : galleryMessages.pictureGone;
    return redirectWithFlash(
      href('/galleries/:galleryId', { galleryId: params.galleryId }),
      message,
      'danger',
    );
  }
  if (input.intent === 'send-selection') {
    const sent = await sendSelection(viewer, params.galleryId);
    if (sent.ok) return done(null);
    return sent.reason === 'empty'
      ? refused(galleryMessages.selectionEmpty)
      : refused(galleryMessages.galleryGone, 404);
  }
  const changed =
    input.intent === 'favourite'
      ? await setFavourite(viewer, params.galleryId, input.pictureId, input.favourite === 'true')
      : await setNote(viewer, params.galleryId, input.pictureId, input.note);
  if (changed.ok) return done(null);
  switch (changed.reason) {
    case 'over-limit':
      return refused(overLimitMessage(changed.limit), 409);
    case 'sent':
      return refused(galleryMessages.selectionLocked, 409);
    case 'not-found':
      return refused(galleryMessages.pictureGone, 404);
  }
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, back, closed } = loaderData;
  // Once a released gallery's selection is sent there is nothing left to choose: no controls.
  const chooses = loaderData.chooses && showsChoices(gallery);
  const hasPictures = gallery.pictures.length > 0;
  const open = chooses && hasPictures && gallery.selectionSentOn === null;
  return (
    <div className="container gallery-page py-4">
      <p className="mb-2">
        <Link to={back.to}>Back to {back.label}</Link>
      </p>
      <h1 className="mb-1">{gallery.title}</h1>
      {closed ? (
        // Expired: its client is told so, and nothing else is shown.
        <ExpiredNotice className="mt-3" />
      ) : (
        <>
          <GalleryFacts gallery={gallery} className="mb-3" />
          {gallery.state === 'proofing' && gallery.downloadsLeft != null ? (
            <p className="mb-2 fw-semibold">{downloadsLeftText(gallery.downloadsLeft)}</p>
          ) : gallery.state === 'proofing' ? (
            <p className="mb-2">These are proofs. They can be downloaded once the gallery is released.</p>
          ) : hasPictures ? (
            <p>
              <DownloadAllButton galleryId={gallery.id} count={gallery.pictures.length} />
            </p>
          ) : null}
          {open && gallery.state === 'proofing' ? (
            <p className="fw-semibold">{selectionInstruction(gallery.selectionLimit)}</p>
          ) : null}
          {chooses && gallery.selectionSentOn ? (
            <p role="status">Your selection was sent on {gallery.selectionSentOn}.</p>
          ) : null}
          {hasPictures ? null : <p>No pictures in this gallery yet.</p>}
          <GalleryGrid gallery={gallery} chooses={chooses} products={loaderData.products} />
          {open ? <SelectionBar gallery={gallery} reply={actionData} /> : null}
        </>
      )}
    </div>
  );
}
