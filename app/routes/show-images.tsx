import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { href, Link } from 'react-router';
import { z } from 'zod';
import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { businessToday } from '../business-time/business-time.server';
import { ActionNotice } from '../components/action-notice';
import { AdminGallerySection } from '../components/galleries/admin-gallery-section';
import { DeletePictureDialog } from '../components/pictures/delete-picture-dialog';
import { DownloadAllButton } from '../components/pictures/download-all-button';
import { siteUrl } from '../config/site-url.server';
import { releaseGallery, setExpiry } from '../flows/gallery-flows.server';
import { expiryFormSchema } from '../galleries/galleries.forms';
import { listGalleries } from '../galleries/galleries.server';
import { galleryMessages } from '../galleries/gallery-messages';
import { deletePicture } from '../galleries/pictures.server';
import { reopenSelection } from '../galleries/selection.server';
import { createShareLink, revokeShareLink } from '../galleries/share.server';
import { done, notUnderstoodMessage, parseIntent, refused } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/show-images';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `${args.loaderData.owner.name}'s Pictures` : 'Show Images',
    'A client’s pictures.',
  );

async function loadOwner(id: number) {
  const owner = await getUser(id);
  if (!owner) throw notFound();
  return owner;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  await requireRole(request, 'admin');
  const owner = await loadOwner(id);
  return {
    owner: { id: owner.id, name: owner.name, isClient: owner.isClient },
    galleries: await listGalleries(owner.id, { withEmpty: true }),
  };
}

const anId = z
  .string({ error: notUnderstoodMessage })
  .min(1, notUnderstoodMessage)
  .max(64, notUnderstoodMessage);

/** Delete Image, and Reopen selection, Release gallery and the expiry date. */
function showImagesSchema(today: string) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('delete'), pictureId: anId }),
    z.object({ intent: z.literal('reopen-selection'), galleryId: anId }),
    z.object({ intent: z.literal('release-gallery'), galleryId: anId }),
    z.object({ intent: z.literal('share-link'), galleryId: anId }),
    z.object({ intent: z.literal('revoke-link'), galleryId: anId }),
    z.object({ intent: z.literal('set-expiry'), galleryId: anId, expiresOn: expiryFormSchema(today) }),
  ]);
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const owner = await loadOwner(id);
  const parsed = await parseIntent(request, showImagesSchema(businessToday()));
  if (!parsed.ok) return parsed.reply;
  const input = parsed.input;
  if (input.intent === 'reopen-selection') {
    const reopened = await reopenSelection(owner.id, input.galleryId);
    return reopened ? done(galleryMessages.reopened) : refused(galleryMessages.galleryGone, 404);
  }
  if (input.intent === 'share-link') {
    const token = await createShareLink(owner.id, input.galleryId);
    if (token === null) return refused(galleryMessages.galleryGone, 404);
    // The token is shown this once (only its hash is kept), with the gallery it opens.
    const shareUrl = siteUrl(href('/share/:token', { token }));
    return { ...done(galleryMessages.shareMade), share: { galleryId: input.galleryId, url: shareUrl } };
  }
  if (input.intent === 'revoke-link') {
    const revoked = await revokeShareLink(owner.id, input.galleryId);
    return revoked ? done(galleryMessages.shareRevoked) : refused(galleryMessages.galleryGone, 404);
  }
  if (input.intent === 'set-expiry') {
    const day = input.expiresOn === '' ? null : input.expiresOn;
    if (!(await setExpiry(owner.id, input.galleryId, day, { userId: admin.id })))
      return refused(galleryMessages.galleryGone, 404);
    return done(day === null ? galleryMessages.expiryCleared : galleryMessages.expiryChanged);
  }
  if (input.intent === 'release-gallery') {
    const released = await releaseGallery(owner.id, input.galleryId, { userId: admin.id });
    if (released.ok) return done(galleryMessages.released);
    if (released.reason === 'released') return refused(galleryMessages.alreadyReleased, 409);
    if (released.reason === 'empty') return refused(galleryMessages.releaseEmpty, 409);
    return refused(galleryMessages.galleryGone, 404);
  }
  const deleted = await deletePicture(owner.id, input.pictureId);
  if (!deleted) return refused(galleryMessages.pictureGone, 404);
  return done('The picture was deleted.');
}

/**
 * PRODUCT §2 Show Images: the client's galleries, each with its pictures, each picture
 * with Delete Image (after a confirmation).
 */
export default function ShowImages({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, galleries } = loaderData;
  const [confirming, setConfirming] = useState<{ pictureId: string; label: string } | null>(null);
  const pictureCount = galleries.reduce((sum, gallery) => sum + gallery.pictures.length, 0);
  const downloadable = galleries
    .filter((gallery) => gallery.state === 'released')
    .reduce((sum, gallery) => sum + gallery.pictures.length, 0);
  return (
    <Container className="py-4">
      <h1 className="mb-3">{owner.name}&apos;s Pictures</h1>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link to={href('/editImages/:id', { id: String(owner.id) })} className="btn btn-primary">
          Edit Pictures
        </Link>
        {downloadable > 0 ? <DownloadAllButton ownerId={owner.id} count={downloadable} /> : null}
      </div>
      <ActionNotice notice={actionData} />
      {pictureCount === 0 ? <p>No pictures to show right now</p> : null}
      {galleries.map((gallery) => (
        <AdminGallerySection
          key={gallery.id}
          gallery={gallery}
          ownerName={owner.name}
          onDelete={(pictureId, label) => setConfirming({ pictureId, label })}
          newShareUrl={
            actionData && 'share' in actionData && actionData.share.galleryId === gallery.id
              ? actionData.share.url
              : null
          }
        />
      ))}
      <DeletePictureDialog
        pictureId={confirming?.pictureId ?? null}
        label={confirming?.label ?? 'This picture'}
        onClose={() => setConfirming(null)}
      />
    </Container>
  );
}
