import { ButtonGroup, Container, Spinner } from 'react-bootstrap';
import { Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { adminChangeMessages, listUsers, toggleDisabled } from '../accounts/accounts.server';
import { requireRole } from '../accounts/guards.server';
import { blockDateSchema, parseBookingFilter } from '../bookings/bookings.forms';
import { listAdminEvents, listBookings } from '../bookings/bookings.server';
import {
  addBlockedDate,
  blockedDaysBetween,
  bookingWindow,
  removeBlockedDate,
} from '../bookings/schedule.server';
import { isIsoDate } from '../business-time/calendar-dates';
import { calendarFeedUrl, getFeedToken, makeNewFeedToken } from '../calendar/feed.server';
import { ActionNotice } from '../components/action-notice';
import { BookingsView } from '../components/admin/bookings-view';
import { ContractsView } from '../components/admin/contracts-view';
import { EventsView } from '../components/admin/events-view';
import { InvoicesView } from '../components/admin/invoices-view';
import { RemindersView } from '../components/admin/reminders-view';
import { UndeliveredMail } from '../components/admin/undelivered-mail';
import { UsersView } from '../components/admin/users-view';
import { VisitsView } from '../components/admin/visits-view';
import {
  deleteTemplateSchema,
  draftInAnswer,
  saveTemplateSchema,
  type TemplateInput,
  templateDraftOf,
} from '../contracts/contract-templates.forms';
import {
  deleteContractTemplate,
  listContractTemplates,
  saveContractTemplate,
} from '../contracts/contract-templates.server';
import { done, notUnderstoodMessage, parseIntent, refused } from '../http/intent-action.server';
import { type AdminView, adminViews, hrefWithQuery } from '../http/typed-paths';
import { invoiceLedger as ledgerOf } from '../invoices/invoice-ledger';
import { listAllInvoices } from '../invoices/invoices.server';
import { listUndeliveredMail, retryMailNow } from '../mail/undelivered-mail.server';
import { cancelReminderSchema, reminderKindLabels, reminderSwitchSchema } from '../reminders/reminders.forms';
import type { ReminderKind } from '../reminders/reminders.tables';
import {
  cancelReminder,
  listReminderSwitches,
  listUpcomingReminders,
  setReminderSwitch,
} from '../reminders/reminders-admin.server';
import { pageMeta } from '../seo/page-meta';
import { visitStats } from '../visits/page-views.server';
import type { Route } from './+types/admin-home';
import '../styles/bootstrap/button-group.scss';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Admin Home', 'Manage users, booking requests and events.');

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, 'admin');
  const url = new URL(request.url);
  const view: AdminView | null = adminViews.find((v) => v === url.searchParams.get('view')) ?? null;
  const search = url.searchParams.get('q') ?? '';
  const filter = parseBookingFilter(url.searchParams.get('filter'));
  const window = bookingWindow();
  // Each view loads only its own data; mail that has not arrived shows on every view.
  const [
    users,
    bookings,
    events,
    blocked,
    feedToken,
    visits,
    reminders,
    undeliveredMail,
    contractTemplates,
    invoiceLedger,
  ] = await Promise.all([
    view === 'users' ? listUsers(search) : [],
    view === 'bookings' ? listBookings(filter) : [],
    view === 'events' ? listAdminEvents() : [],
    view === 'events' ? blockedDaysBetween(window.min, window.max) : [],
    view === 'events' ? getFeedToken(admin.id) : null,
    view === 'visits' ? visitStats() : null,
    view === 'reminders' ? remindersViewData() : null,
    listUndeliveredMail(),
    view === 'contracts' ? listContractTemplates() : [],
    view === 'invoices' ? listAllInvoices().then(ledgerOf) : null,
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
    reminders,
    undeliveredMail,
    contractTemplates,
    invoiceLedger,
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
    cancelReminderSchema,
    reminderSwitchSchema,
    z.object({ intent: z.literal('new-calendar-link') }),
    z.object({
      intent: z.literal('retry-mail'),
      mailId: z.coerce
        .number({ error: 'That email does not exist.' })
        .int()
        .positive('That email does not exist.'),
    }),
    z.object({
      intent: z.literal('unblock-date'),
      date: z
        .string({ error: 'Please choose a date' })
        .refine(isIsoDate, 'The date must look like yyyy-MM-dd'),
    }),
    saveTemplateSchema,
    deleteTemplateSchema,
  ],
  { error: notUnderstoodMessage },
);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin');
  const parsed = await parseIntent(request, actionSchema);
  if (!parsed.ok) {
    // A refused template keeps what was typed (PRODUCT §17), with or without JavaScript.
    const templateDraft = templateDraftOf(parsed.posted);
    return templateDraft ? refused(parsed.message, 400, { templateDraft }) : parsed.reply;
  }
  const input = parsed.input;
  switch (input.intent) {
    case 'toggle-disabled':
      return toggleUser(admin.id, input.userId);
    case 'block-date':
      return blockDate(input.date, input.reason);
    case 'unblock-date':
      return unblockDate(input.date);
    case 'new-calendar-link':
      return newCalendarLink(admin.id);
    case 'retry-mail':
      return retryMail(input.mailId);
    case 'save-contract-template':
      return saveTemplate(input.templateId, input);
    case 'delete-contract-template':
      return deleteTemplate(input.templateId);
    case 'cancel-reminder':
      return cancelReminderAction(input.reminderId);
    case 'reminder-switch':
      return switchReminders(input.kind, input.enabled === 'on');
  }
}

async function saveTemplate(templateId: number | undefined, input: TemplateInput) {
  const result = await saveContractTemplate(templateId, input);
  if (!result.ok) return refused('That template does not exist.', 404);
  return done(`The template "${result.template.name}" is saved.`);
}

async function deleteTemplate(templateId: number) {
  const deleted = await deleteContractTemplate(templateId);
  if (!deleted) return refused('That template does not exist.', 404);
  return done(`The template "${deleted.name}" is deleted; contracts already sent keep their text.`);
}

async function toggleUser(adminId: number, userId: number) {
  const result = await toggleDisabled(adminId, userId);
  if (!result.ok) return refused(adminChangeMessages[result.reason]);
  return done(`${result.user.name} was ${result.user.disabled ? 'disabled' : 'enabled'}.`);
}

async function blockDate(date: string, reason: string | undefined) {
  await addBlockedDate(date, reason ?? '');
  return done(`${date} is now blocked.`);
}

async function unblockDate(date: string) {
  if (!(await removeBlockedDate(date))) return refused(`${date} was not blocked by an admin.`);
  return done(`${date} is no longer blocked.`);
}

async function newCalendarLink(adminId: number) {
  const replaced = (await getFeedToken(adminId)) !== null;
  await makeNewFeedToken(adminId);
  return done(
    replaced
      ? 'Your calendar has a new address; the old one no longer works.'
      : 'Your calendar address is ready.',
  );
}

const retryRefusals = {
  'not-found': 'That email does not exist.',
  sent: 'That email has been delivered already.',
  sending: 'That email is being sent right now.',
} as const;

async function retryMail(mailId: number) {
  const result = await retryMailNow(mailId);
  if (result.ok) return done(`Delivered "${result.subject}" to ${result.to}.`);
  if (result.reason === 'failed-again') {
    const next = result.gaveUp ? 'The server has given up on it.' : 'The server keeps trying.';
    return refused(`"${result.subject}" to ${result.to} failed again: ${result.error}. ${next}`, 502);
  }
  return refused(retryRefusals[result.reason], result.reason === 'not-found' ? 404 : 409);
}

// Show Reminders (PRODUCT §18, decision 048).
async function remindersViewData() {
  const [upcoming, switches] = await Promise.all([listUpcomingReminders(), listReminderSwitches()]);
  return { upcoming, switches };
}

async function cancelReminderAction(reminderId: number) {
  if (!(await cancelReminder(reminderId))) return refused('That reminder is no longer scheduled.', 409);
  return done('The reminder was cancelled.');
}

async function switchReminders(kind: ReminderKind, enabled: boolean) {
  await setReminderSwitch(kind, enabled);
  return done(`${reminderKindLabels[kind]} are ${enabled ? 'on' : 'off'}.`);
}

const viewButtons: { view: AdminView; label: string }[] = [
  { view: 'bookings', label: 'Show Booking Requests' },
  { view: 'users', label: 'Show Users' },
  { view: 'events', label: 'Show Events' },
  { view: 'visits', label: 'Show Visits' },
  { view: 'contracts', label: 'Show Contracts' },
  { view: 'reminders', label: 'Show Reminders' },
  { view: 'invoices', label: 'Show Invoices' },
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
            to={hrefWithQuery('/adminHome', { view: button.view })}
            className={`btn ${view === button.view ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-current={view === button.view ? 'page' : undefined}
          >
            {button.label}
          </Link>
        ))}
      </ButtonGroup>
      <ActionNotice notice={actionData} />
      <UndeliveredMail mail={loaderData.undeliveredMail} />
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
      ) : view === 'contracts' ? (
        <ContractsView templates={loaderData.contractTemplates} draft={draftInAnswer(actionData)} />
      ) : view === 'reminders' && loaderData.reminders ? (
        <RemindersView reminders={loaderData.reminders.upcoming} switches={loaderData.reminders.switches} />
      ) : view === 'invoices' && loaderData.invoiceLedger ? (
        <InvoicesView ledger={loaderData.invoiceLedger} />
      ) : view === 'events' ? (
        <EventsView events={loaderData.events} blocked={loaderData.blocked} feedUrl={loaderData.feedUrl} />
      ) : null}
    </Container>
  );
}
