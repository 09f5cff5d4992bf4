import Container from 'react-bootstrap/Container';
import { requireRole } from '../accounts/guards.server';
import { ExpiredNotice } from '../components/galleries/expired-notice';
import { GalleryHeading } from '../components/galleries/gallery-heading';
import { ProofGrid } from '../components/galleries/proof-grid';
import { DownloadAllButton } from '../components/pictures/download-all-button';
import { DownloadGrid } from '../components/pictures/download-grid';
import { listGalleries } from '../galleries/galleries.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/client-pictures';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Your Pictures', 'Download the pictures from your session.');

/** PRODUCT §6: Client only; Admin alone is not enough. */
export async function loader({ request }: Route.LoaderArgs) {
  const client = await requireRole(request, 'client');
  const galleries = await listGalleries(client.id, { withEmpty: false });
  // An expired gallery's pictures are not even listed: its files answer 410.
  return {
    ownerId: client.id,
    galleries: galleries.map((gallery) => (gallery.expired ? { ...gallery, pictures: [] } : gallery)),
  };
}

/**
 * PRODUCT §2 Client pictures, by gallery (PRODUCT §14 Galleries): a released gallery's
 * pictures download on click, as they always did; a proofing gallery's open its page.
 */
export default function ClientPictures({ loaderData }: Route.ComponentProps) {
  const { ownerId, galleries } = loaderData;
  const downloadable = galleries
    .filter((gallery) => gallery.state === 'released' && !gallery.expired)
    .reduce((sum, gallery) => sum + gallery.pictures.length, 0);
  return (
    <Container className="py-4">
      <h1 className="mb-4">{galleries.length > 0 ? 'Your Pictures' : 'No pictures to show right now'}</h1>
      {downloadable > 0 ? (
        <>
          <p className="text-body-secondary">
            Click a picture to download it at full size, or get them all at once.
          </p>
          <p>
            <DownloadAllButton ownerId={ownerId} count={downloadable} />
          </p>
        </>
      ) : null}
      {galleries.map((gallery) => (
        <section key={gallery.id} className="mb-5" aria-labelledby={`gallery-${gallery.id}`}>
          <GalleryHeading gallery={gallery} headingId={`gallery-${gallery.id}`} />
          {gallery.expired ? (
            // Nothing is deleted, but its client no longer sees it.
            <ExpiredNotice />
          ) : gallery.state === 'released' ? (
            <DownloadGrid pictures={gallery.pictures} label={gallery.title} />
          ) : (
            <ProofGrid gallery={gallery} />
          )}
        </section>
      ))}
    </Container>
  );
}
