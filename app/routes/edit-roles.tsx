import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import BsForm from 'react-bootstrap/Form';
import { Form, useNavigation } from 'react-router';
import { rolesSchema } from '../accounts/accounts.forms';
import { adminChangeMessages, getUser, setRoles } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { ActionNotice } from '../components/action-notice';
import { redirectWithFlash } from '../flash/flash.server';
import { parseIntent, refused } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import { hrefWithQuery } from '../http/typed-paths';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/edit-roles';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData ? `Editing ${args.loaderData.user.name}'s Roles` : 'Edit Roles',
    'Change a user’s roles.',
  );

async function loadUser(id: number) {
  const user = await getUser(id);
  if (!user) throw notFound();
  return user;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  await requireRole(request, 'admin');
  const user = await loadUser(id);
  return {
    user: {
      id: user.id,
      name: user.name,
      isClient: user.isClient,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerifiedAt !== null,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const user = await loadUser(id);
  const parsed = await parseIntent(request, rolesSchema);
  if (!parsed.ok) return parsed.reply;
  const result = await setRoles(admin.id, user.id, {
    isClient: parsed.input.client === 'on',
    isAdmin: parsed.input.admin === 'on',
  });
  if (!result.ok) return refused(adminChangeMessages[result.reason]);
  return redirectWithFlash(
    hrefWithQuery('/adminHome', { view: 'users' }),
    `Roles updated for ${result.user.name}.`,
  );
}

export const unverifiedWarning =
  'This account’s email address is not verified: anyone can sign up with someone else’s address. Make sure the account really belongs to this person before you grant Client or Admin.';

/** PRODUCT §2 Edit Roles: Client and Admin checkboxes; User is always on. */
export default function EditRoles({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  return (
    <Container className="py-4">
      <h1 className="mb-4">Editing {user.name}&apos;s Roles</h1>
      <ActionNotice notice={actionData} />
      {user.emailVerified ? null : (
        <Alert variant="warning" role="note" data-testid="unverified-warning">
          {unverifiedWarning}
        </Alert>
      )}
      <Form method="post">
        <BsForm.Check id="role-client" name="client" label="Client" defaultChecked={user.isClient} />
        <BsForm.Check id="role-admin" name="admin" label="Admin" defaultChecked={user.isAdmin} />
        <BsForm.Check id="role-user" label="User" checked disabled readOnly />
        <Button type="submit" className="mt-3" disabled={navigation.state === 'submitting'}>
          Submit
        </Button>
      </Form>
    </Container>
  );
}
