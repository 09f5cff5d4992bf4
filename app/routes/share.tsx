import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import { ExpiredNotice } from '../components/galleries/expired-notice';
import { PictureThumb } from '../components/galleries/picture-thumb';
import { PictureList } from '../components/pictures/picture-list';
import { findSharedGallery } from '../galleries/share.server';
import { notFound } from '../http/not-found';
import type { Route } from './+types/share';

/** Kept out of search engines: the address is a secret shared by hand. */
export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex' });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.gallery.title} | Shared gallery` : 'Shared gallery' },
  { name: 'robots', content: 'noindex' },
];

/**
 * A guest link's page: the gallery's title and pictures, view-only, for anyone with the
 * link; no favourites, notes, downloads, nor the client's name or email. An unknown or revoked link
 * is a 404 like any other missing page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const gallery = await findSharedGallery(params.token);
  if (!gallery) throw notFound();
  return { gallery };
}

export default function SharedGalleryPage({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const count = gallery.pictures.length;
  return (
    <Container className="py-4">
      <h1 className="mb-3">{gallery.title}</h1>
      {gallery.expired ? <ExpiredNotice /> : null}
      {gallery.state === 'proofing' && !gallery.expired ? (
        <p className="text-body-secondary">These are proofs, marked until the pictures are final.</p>
      ) : null}
      <PictureList label={gallery.title}>
        {gallery.pictures.map((picture, index) => (
          <Col as="li" key={picture.id} data-testid="shared-picture">
            <a href={picture.displayUrl} className="d-block">
              <PictureThumb picture={picture} alt={`Shot ${index + 1} of ${count}`} />
            </a>
          </Col>
        ))}
      </PictureList>
    </Container>
  );
}
