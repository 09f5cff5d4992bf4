import { Alert, ButtonGroup, Container, Spinner } from 'react-bootstrap';
import { data, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { listUsers, toggleDisabled } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { UsersView } from '../components/admin/users-view';
import { pageMeta } from '../components/page-meta';
import type { Route } from './+types/admin-home';

export const meta: Route.MetaFunction = () =>
  pageMeta('Admin Home', 'Manage users, booking requests and events.');

const views = ['bookings', 'users', 'events'] as const;
type View = (typeof views)[number];

function viewOf(url: URL): View | null {
  const view = url.searchParams.get('view');
  return views.find((v) => v === view) ?? null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, 'admin');
  const url = new URL(request.url);
  const view = viewOf(url);
  const search = url.searchParams.get('q') ?? '';
  return {
    view,
    search,
    adminId: admin.id,
    users: view === 'users' ? await listUsers(search) : [],
  };
}

const toggleSchema = z.object({
  intent: z.literal('toggle-disabled'),
  userId: z.coerce.number().int().positive(),
});

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin');
  const parsed = toggleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data({ ok: false, message: 'That request was not understood.' }, { status: 400 });
  const result = await toggleDisabled(admin.id, parsed.data.userId);
  if (!result.ok) return data({ ok: false, message: result.message }, { status: 400 });
  const { name, disabled } = result.user;
  return { ok: true, message: `${name} was ${disabled ? 'disabled' : 'enabled'}.` };
}

const viewButtons: { view: View; label: string }[] = [
  { view: 'bookings', label: 'Show Booking Requests' },
  { view: 'users', label: 'Show Users' },
  { view: 'events', label: 'Show Events' },
];

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loadingView =
    navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/adminhome';
  const { view } = loaderData;
  return (
    <Container className="py-4">
      <h1 className="mb-4">Admin Home</h1>
      <ButtonGroup className="mb-4 flex-wrap" aria-label="Choose a view">
        {viewButtons.map((button) => (
          <Link
            key={button.view}
            to={`/adminHome?view=${button.view}`}
            className={`btn ${view === button.view ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-current={view === button.view ? 'page' : undefined}
          >
            {button.label}
          </Link>
        ))}
      </ButtonGroup>
      {actionData?.message ? (
        <Alert variant={actionData.ok ? 'success' : 'danger'} role={actionData.ok ? 'status' : 'alert'}>
          {actionData.message}
        </Alert>
      ) : null}
      {loadingView ? (
        <div className="py-4">
          <Spinner animation="border" role="status" aria-label="Loading" />
        </div>
      ) : view === 'users' ? (
        <UsersView users={loaderData.users} search={loaderData.search} adminId={loaderData.adminId} />
      ) : view === 'bookings' ? (
        <section>
          <h2 className="h3">Booking Requests</h2>
          <p>Coming soon.</p>
        </section>
      ) : view === 'events' ? (
        <section>
          <h2 className="h3">Events</h2>
          <p>Coming soon.</p>
        </section>
      ) : null}
    </Container>
  );
}
