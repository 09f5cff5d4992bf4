import { Alert, Container } from 'react-bootstrap';
import { data, href, Link } from 'react-router';
import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { PicturePicker } from '../components/pictures/picture-picker';
import { pictureLimits } from '../pictures/limits.server';
import { pictureMessages } from '../pictures/picture-rules';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/edit-images';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `Editing ${args.loaderData.owner.name}'s Images` : 'Edit Images',
    'Upload pictures for a client.',
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin');
  const owner = await getUser(idParam(params.id));
  if (!owner) throw data('User not found', { status: 404 });
  // The browser checks the same limits before uploading; the upload route checks them again.
  return { owner: { id: owner.id, name: owner.name, isClient: owner.isClient }, limits: pictureLimits() };
}

/** PRODUCT §2 Edit Images. The picker (and react-dropzone with it) lives in this route's chunk only. */
export default function EditImages({ loaderData }: Route.ComponentProps) {
  const { owner, limits } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Editing {owner.name}&apos;s Images</h1>
      {owner.isClient ? (
        <PicturePicker
          uploadUrl={href('/editImages/:id/upload', { id: String(owner.id) })}
          limits={limits}
          showPicturesUrl={href('/ShowImages/:id', { id: String(owner.id) })}
        />
      ) : (
        <Alert variant="warning" role="status">
          <p className="mb-2">
            {pictureMessages.notClient} {owner.name} does not have the Client role.
          </p>
          <Link
            to={href('/edit/:id', { id: String(owner.id) })}
            className="btn btn-sm btn-outline-secondary me-2"
          >
            Edit Roles
          </Link>
          <Link
            to={href('/ShowImages/:id', { id: String(owner.id) })}
            className="btn btn-sm btn-outline-secondary"
          >
            Show Pictures
          </Link>
        </Alert>
      )}
    </Container>
  );
}
