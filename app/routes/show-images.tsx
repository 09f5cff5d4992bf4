import { useState } from 'react';
import { Button, Card, Col, Container } from 'react-bootstrap';
import { data, href, Link } from 'react-router';
import { z } from 'zod';
import { getUser } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { ActionNotice } from '../components/action-notice';
import { DeletePictureDialog } from '../components/pictures/delete-picture-dialog';
import { DownloadAllButton } from '../components/pictures/download-all-button';
import { PictureList } from '../components/pictures/picture-list';
import { done, notUnderstoodMessage, parseIntent, refused } from '../http/intent-action.server';
import { deletePicture, listPictures } from '../pictures/pictures.server';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/show-images';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `${args.loaderData.owner.name}'s Pictures` : 'Show Images',
    'A client’s pictures.',
  );

async function loadOwner(id: string | undefined) {
  const owner = await getUser(idParam(id));
  if (!owner) throw data('User not found', { status: 404 });
  return owner;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin');
  const owner = await loadOwner(params.id);
  return {
    owner: { id: owner.id, name: owner.name, isClient: owner.isClient },
    pictures: await listPictures(owner.id),
  };
}

const deleteSchema = z.object({
  intent: z.literal('delete'),
  pictureId: z
    .string({ error: notUnderstoodMessage })
    .min(1, notUnderstoodMessage)
    .max(64, notUnderstoodMessage),
});

export async function action({ request, params }: Route.ActionArgs) {
  await requireRole(request, 'admin');
  const owner = await loadOwner(params.id);
  const parsed = await parseIntent(request, deleteSchema);
  if (!parsed.ok) return parsed.reply;
  const deleted = await deletePicture(owner.id, parsed.input.pictureId);
  if (!deleted) return refused('That picture no longer exists.', 404);
  return done('The picture was deleted.');
}

/** PRODUCT §2 Show Images: the client's pictures, each with Delete Image (after a confirmation). */
export default function ShowImages({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, pictures } = loaderData;
  const [confirming, setConfirming] = useState<string | null>(null);
  const position = pictures.findIndex((p) => p.id === confirming) + 1;
  return (
    <Container className="py-4">
      <h1 className="mb-3">{owner.name}&apos;s Pictures</h1>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link to={href('/editImages/:id', { id: String(owner.id) })} className="btn btn-primary">
          Edit Pictures
        </Link>
        {pictures.length > 0 ? <DownloadAllButton ownerId={owner.id} count={pictures.length} /> : null}
      </div>
      <ActionNotice notice={actionData} />
      {pictures.length === 0 ? <p>No pictures to show right now</p> : null}
      <PictureList label={`${owner.name}'s pictures`}>
        {pictures.map((picture, index) => (
          <Col as="li" key={picture.id}>
            <Card data-testid="client-picture">
              <a href={picture.displayUrl} target="_blank" rel="noreferrer">
                <Card.Img
                  variant="top"
                  src={picture.thumbUrl}
                  width={picture.thumbWidth}
                  height={picture.thumbHeight}
                  alt={`Shot ${index + 1} of ${pictures.length}`}
                  className="object-fit-cover h-auto"
                  loading="lazy"
                />
              </a>
              <Card.Body className="p-2 d-flex justify-content-between align-items-center">
                <span className="small">
                  {picture.width}×{picture.height}
                </span>
                <Button size="sm" variant="outline-danger" onClick={() => setConfirming(picture.id)}>
                  Delete Image
                </Button>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </PictureList>
      <DeletePictureDialog
        pictureId={confirming}
        label={position > 0 ? `Shot ${position}` : 'This picture'}
        onClose={() => setConfirming(null)}
      />
    </Container>
  );
}
