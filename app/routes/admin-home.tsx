import { Alert, ButtonGroup, Container, Spinner } from 'react-bootstrap';
import { data, href, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { listUsers, toggleDisabled } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { blockDateSchema, parseBookingFilter } from '../bookings/bookings.forms';
import { listAdminEvents, listBookings } from '../bookings/bookings.server';
import { isIsoDate } from '../bookings/calendar-dates';
import {
  addBlockedDate,
  blockedDaysBetween,
  bookingWindow,
  removeBlockedDate,
} from '../bookings/schedule.server';
import { calendarFeedUrl, getFeedToken, makeNewFeedToken } from '../calendar/feed.server';
import { BookingsView } from '../components/admin/bookings-view';
import { EventsView } from '../components/admin/events-view';
import { UsersView } from '../components/admin/users-view';
import { VisitsView } from '../components/admin/visits-view';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { visitStats } from '../visits/page-views.server';
import type { Route } from './+types/admin-home';

export const meta: Route.MetaFunction = () =>
  pageMeta('Admin Home', 'Manage users, booking requests and events.');

const views = ['bookings', 'users', 'events', 'visits'] as const;
type View = (typeof views)[number];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, 'admin');
  const url = new URL(request.url);
  const view: View | null = views.find((v) => v === url.searchParams.get('view')) ?? null;
  const search = url.searchParams.get('q') ?? '';
  const filter = parseBookingFilter(url.searchParams.get('filter'));
  const window = bookingWindow();
  // Each view loads only its own data.
  const [users, bookings, events, blocked, feedToken, visits] = await Promise.all([
    view === 'users' ? listUsers(search) : [],
    view === 'bookings' ? listBookings(filter) : [],
    view === 'events' ? listAdminEvents() : [],
    view === 'events' ? blockedDaysBetween(window.min, window.max) : [],
    view === 'events' ? getFeedToken(admin.id) : null,
    view === 'visits' ? visitStats() : null,
  ]);
  return {
    view,
    search,
    filter,
    adminId: admin.id,
    users,
    bookings,
    events,
    blocked: { days: blocked, ...window },
    feedUrl: feedToken ? calendarFeedUrl(feedToken) : null,
    visits,
  };
}

const actionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('toggle-disabled'),
      userId: z.coerce
        .number({ error: 'That user does not exist.' })
        .int()
        .positive('That user does not exist.'),
    }),
    blockDateSchema,
    z.object({ intent: z.literal('new-calendar-link') }),
    z.object({
      intent: z.literal('unblock-date'),
      date: z
        .string({ error: 'Please choose a date' })
        .refine(isIsoDate, 'The date must look like yyyy-MM-dd'),
    }),
  ],
  { error: 'That request was not understood.' },
);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin');
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return data(
      { ok: false, message: parsed.error.issues[0]?.message ?? 'That request was not understood.' },
      { status: 400 },
    );
  }
  const input = parsed.data;
  switch (input.intent) {
    case 'toggle-disabled': {
      const result = await toggleDisabled(admin.id, input.userId);
      if (!result.ok) return data({ ok: false, message: result.message }, { status: 400 });
      return {
        ok: true,
        message: `${result.user.name} was ${result.user.disabled ? 'disabled' : 'enabled'}.`,
      };
    }
    case 'block-date':
      await addBlockedDate(input.date, input.reason ?? '');
      return { ok: true, message: `${input.date} is now blocked.` };
    case 'unblock-date':
      if (!(await removeBlockedDate(input.date))) {
        return data({ ok: false, message: `${input.date} was not blocked by an admin.` }, { status: 400 });
      }
      return { ok: true, message: `${input.date} is no longer blocked.` };
    case 'new-calendar-link': {
      const replaced = (await getFeedToken(admin.id)) !== null;
      await makeNewFeedToken(admin.id);
      return {
        ok: true,
        message: replaced
          ? 'Your calendar has a new address; the old one no longer works.'
          : 'Your calendar address is ready.',
      };
    }
  }
}

const viewButtons: { view: View; label: string }[] = [
  { view: 'bookings', label: 'Show Booking Requests' },
  { view: 'users', label: 'Show Users' },
  { view: 'events', label: 'Show Events' },
  { view: 'visits', label: 'Show Visits' },
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
            to={`${href('/adminHome')}?view=${button.view}`}
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
        <BookingsView bookings={loaderData.bookings} filter={loaderData.filter} />
      ) : view === 'visits' && loaderData.visits ? (
        <VisitsView stats={loaderData.visits} />
      ) : view === 'events' ? (
        <EventsView events={loaderData.events} blocked={loaderData.blocked} feedUrl={loaderData.feedUrl} />
      ) : null}
    </Container>
  );
}
