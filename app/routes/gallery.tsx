import { Container } from 'react-bootstrap';
import { data, href, Link } from 'react-router';
import lightboxCounterCss from 'yet-another-react-lightbox/plugins/counter.css?url';
import lightboxCss from 'yet-another-react-lightbox/styles.css?url';
import { getOptionalUser } from '../accounts/guards.server';
import { GalleryGrid } from '../components/galleries/gallery-grid';
import { GalleryFacts } from '../components/galleries/gallery-heading';
import { findViewableGallery } from '../galleries/galleries.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/gallery';

/** The viewer's styles (decision 038), on this page only. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: lightboxCss },
  { rel: 'stylesheet', href: lightboxCounterCss },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.gallery.title ?? 'Gallery', 'The pictures of one session.');

/**
 * A gallery's own page (issue 24). Like a picture, deliberately not requireRole: anyone but its
 * client and the admins, signed out included, gets the same 404, so an address never reveals that
 * a gallery exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getOptionalUser(request);
  const gallery = await findViewableGallery(params.galleryId, viewer);
  if (!gallery || !viewer) throw data('Not Found', { status: 404 });
  const { ownerId, ...view } = gallery;
  const ownGallery = viewer.isClient && viewer.id === ownerId;
  return {
    gallery: view,
    back: ownGallery
      ? { to: href('/client-pictures'), label: 'Your Pictures' }
      : { to: href('/ShowImages/:id', { id: String(ownerId) }), label: 'Show Images' },
  };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { gallery, back } = loaderData;
  return (
    <Container className="py-4">
      <p className="mb-2">
        <Link to={back.to}>Back to {back.label}</Link>
      </p>
      <h1 className="mb-1">{gallery.title}</h1>
      <GalleryFacts gallery={gallery} className="mb-4" />
      {gallery.state === 'proofing' ? (
        <p>These are proofs. They can be downloaded once the gallery is released.</p>
      ) : null}
      {gallery.pictures.length === 0 ? <p>No pictures in this gallery yet.</p> : null}
      <GalleryGrid gallery={gallery} />
    </Container>
  );
}
