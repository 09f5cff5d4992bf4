import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, href, Link } from 'react-router';
import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { asBookingOwner } from '../bookings/booking-owner.server';
import { businessToday } from '../business-time/business-time.server';
import { GallerySelect } from '../components/galleries/gallery-select';
import { NewGalleryForm } from '../components/galleries/new-gallery-form';
import { PicturePicker } from '../components/pictures/picture-picker';
import { redirectWithFlash } from '../flash/flash.server';
import { createGallery } from '../flows/gallery-flows.server';
import { newGallerySchema } from '../galleries/galleries.forms';
import { listGalleryChoices } from '../galleries/galleries.server';
import { galleryMessages } from '../galleries/gallery-messages';
import { listOwnersSessions } from '../galleries/gallery-sessions.server';
import { notFound } from '../http/not-found';
import { hrefWithQuery } from '../http/typed-paths';
import { pictureLimits } from '../pictures/limits.server';
import { pictureMessages } from '../pictures/picture-rules';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/edit-images';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `Editing ${args.loaderData.owner.name}'s Images` : 'Edit Images',
    'Upload pictures for a client.',
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
  const [galleries, sessions] = await Promise.all([
    listGalleryChoices(owner.id),
    listOwnersSessions(asBookingOwner(owner)),
  ]);
  // The gallery chosen in the select; an unknown one falls back to "Your pictures".
  const query = new URL(request.url).searchParams;
  const requested = query.get('gallery');
  const chosen = galleries.find((gallery) => gallery.id === requested && !gallery.isDefault)?.id ?? null;
  // Booking Info's New gallery for this session: that session chosen in the form, if it is theirs.
  const session = sessions.find((choice) => String(choice.id) === query.get('session'))?.id ?? null;
  // The browser checks the same limits before uploading; the upload route checks them again.
  return {
    owner: { id: owner.id, name: owner.name, isClient: owner.isClient },
    limits: pictureLimits(),
    galleries,
    sessions,
    session,
    chosen,
    today: businessToday(),
  };
}

/** The New gallery form (PRODUCT §14 Galleries). A made gallery is chosen in the select for the next upload. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const owner = await loadOwner(id);
  const submission = parseWithZod(await readFormData(request), { schema: newGallerySchema(businessToday()) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const made = await createGallery(owner.id, submission.value, { userId: admin.id });
  if (!made.ok && made.reason === 'not-their-session') {
    return data(
      { result: submission.reply({ fieldErrors: { bookingId: [galleryMessages.sessionGone] } }) },
      { status: 400 },
    );
  }
  if (!made.ok) {
    return data({ result: submission.reply({ formErrors: [galleryMessages.notClient] }) }, { status: 409 });
  }
  return redirectWithFlash(
    hrefWithQuery('/editImages/:id', { id: String(owner.id) }, { gallery: made.galleryId }),
    galleryMessages.created,
  );
}

/** PRODUCT §2 Edit Images. The picker (and react-dropzone with it) lives in this route's chunk only. */
export default function EditImages({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, limits, galleries, chosen, today } = loaderData;
  const id = String(owner.id);
  return (
    <Container className="py-4">
      <h1 className="mb-4">Editing {owner.name}&apos;s Images</h1>
      {owner.isClient ? (
        <>
          <NewGalleryForm
            today={today}
            sessions={loaderData.sessions}
            session={loaderData.session}
            reply={actionData}
          />
          <GallerySelect ownerId={owner.id} galleries={galleries} chosen={chosen} />
          <PicturePicker
            uploadUrl={hrefWithQuery('/editImages/:id/upload', { id }, { gallery: chosen ?? undefined })}
            limits={limits}
            showPicturesUrl={href('/ShowImages/:id', { id })}
          />
        </>
      ) : (
        <Alert variant="warning" role="status">
          <p className="mb-2">
            {pictureMessages.notClient} {owner.name} does not have the Client role.
          </p>
          <Link to={href('/edit/:id', { id })} className="btn btn-sm btn-outline-secondary me-2">
            Edit Roles
          </Link>
          <Link to={href('/ShowImages/:id', { id })} className="btn btn-sm btn-outline-secondary">
            Show Pictures
          </Link>
        </Alert>
      )}
    </Container>
  );
}
