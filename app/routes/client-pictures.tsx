import { Container } from 'react-bootstrap';
import { requireRole } from '../accounts/guards.server';
import { DownloadAllButton } from '../components/pictures/download-all-button';
import { DownloadGrid } from '../components/pictures/download-grid';
import { listPictures } from '../pictures/pictures.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/client-pictures';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Your Pictures', 'Download the pictures from your session.');

/** PRODUCT §6: Client only; Admin alone is not enough. */
export async function loader({ request }: Route.LoaderArgs) {
  const client = await requireRole(request, 'client');
  return { ownerId: client.id, pictures: await listPictures(client.id) };
}

/** PRODUCT §2 Client pictures: the client's own pictures, each downloaded on click. */
export default function ClientPictures({ loaderData }: Route.ComponentProps) {
  const { ownerId, pictures } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">{pictures.length > 0 ? 'Your Pictures' : 'No pictures to show right now'}</h1>
      {pictures.length > 0 ? (
        <>
          <p className="text-body-secondary">
            Click a picture to download it at full size, or get them all at once.
          </p>
          <p>
            <DownloadAllButton ownerId={ownerId} count={pictures.length} />
          </p>
          <DownloadGrid pictures={pictures} />
        </>
      ) : null}
    </Container>
  );
}
