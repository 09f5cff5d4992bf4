import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { requireRole } from '../accounts/guards.server';
import {
  blockDate,
  cancelReminderAction,
  deleteTemplate,
  endDiscountCode,
  moveOrderAction,
  newCalendarLink,
  retirePriceList,
  retryMail,
  saveDiscountCode,
  savePriceList,
  saveTemplate,
  switchReminders,
  toggleUser,
  unblockDate,
} from '../admin/admin-home-actions.server';
import { adminViewData } from '../admin/admin-home-views.server';
import { buttonCountsOf, loadToday, viewButtonCounts } from '../admin/today.server';
import { blockDateSchema, parseBookingFilter } from '../bookings/bookings.forms';
import { businessToday } from '../business-time/business-time.server';
import { isIsoDate } from '../business-time/calendar-dates';
import { ActionNotice } from '../components/action-notice';
import { BookingsView } from '../components/admin/bookings-view';
import { CodesView } from '../components/admin/codes-view';
import { ContractsView } from '../components/admin/contracts-view';
import { EventsView } from '../components/admin/events-view';
import { InvoicesView } from '../components/admin/invoices-view';
import { OrdersView } from '../components/admin/orders-view';
import { PriceListView } from '../components/admin/price-list-view';
import { RemindersView } from '../components/admin/reminders-view';
import { ReportsView } from '../components/admin/reports-view';
import { TodayView } from '../components/admin/today-view';
import { UndeliveredMail } from '../components/admin/undelivered-mail';
import { UsersView } from '../components/admin/users-view';
import { VisitsView } from '../components/admin/visits-view';
import {
  deleteTemplateSchema,
  draftInAnswer,
  saveTemplateSchema,
  templateDraftOf,
} from '../contracts/contract-templates.forms';
import { notUnderstoodMessage, parseIntent, refused } from '../http/intent-action.server';
import { type AdminView, adminViews, hrefWithQuery } from '../http/typed-paths';
import { listUndeliveredMail } from '../mail/undelivered-mail.server';
import { cancelReminderSchema, reminderSwitchSchema } from '../reminders/reminders.forms';
import { pageMeta } from '../seo/page-meta';
import { endCodeSchema, saveCodeSchema, toCodeInput } from '../shop/discount-codes.forms';
import { parseOrderStatus } from '../shop/order-status';
import { moveOrderSchema } from '../shop/order-status.forms';
import { priceListInputOf, retirePriceListSchema, savePriceListSchema } from '../shop/price-list.forms';
import { parseStage } from '../stages/booking-stage';
import type { Route } from './+types/admin-home';
import '../styles/bootstrap/button-group.scss';
import { idNumber } from '../validation/id-param';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Admin Home', 'Manage users, booking requests and events.');

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, 'admin');
  const url = new URL(request.url);
  const view: AdminView | null = adminViews.find((v) => v === url.searchParams.get('view')) ?? null;
  const search = url.searchParams.get('q') ?? '';
  const filter = parseBookingFilter(url.searchParams.get('filter'));
  const stage = parseStage(url.searchParams.get('stage'));
  const orderStatus = parseOrderStatus(url.searchParams.get('status'));
  // Mail that has not arrived shows on every view, and the buttons' counts too; Today only when
  // no view is open (PRODUCT §2 Admin Home), and then the counts are Today's own, not asked twice.
  const [data, undeliveredMail, counts, todayList] = await Promise.all([
    adminViewData(view, { search, filter, stage, orderStatus, adminId: admin.id }),
    listUndeliveredMail(),
    view === null ? null : viewButtonCounts(),
    view === null ? loadToday() : null,
  ]);
  return {
    view,
    search,
    filter,
    stage,
    orderStatus,
    today: businessToday(),
    adminId: admin.id,
    undeliveredMail,
    counts: counts ?? buttonCountsOf(todayList),
    todayList,
    ...data,
  };
}

const actionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('toggle-disabled'),
      userId: idNumber('That user does not exist.'),
    }),
    blockDateSchema,
    cancelReminderSchema,
    reminderSwitchSchema,
    z.object({ intent: z.literal('new-calendar-link') }),
    z.object({
      intent: z.literal('retry-mail'),
      mailId: idNumber('That email does not exist.'),
    }),
    z.object({
      intent: z.literal('unblock-date'),
      date: z
        .string({ error: 'Please choose a date' })
        .refine(isIsoDate, 'The date must look like yyyy-MM-dd'),
    }),
    saveTemplateSchema,
    deleteTemplateSchema,
    saveCodeSchema,
    endCodeSchema,
    savePriceListSchema,
    retirePriceListSchema,
    moveOrderSchema,
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
    case 'save-discount-code':
      return saveDiscountCode(input.codeId, toCodeInput(input));
    case 'end-discount-code':
      return endDiscountCode(input.codeId);
    case 'save-price-list-product':
      return savePriceList(input.productId, priceListInputOf(input));
    case 'retire-price-list-product':
      return retirePriceList(input.productId);
    case 'move-order':
      return moveOrderAction(input);
  }
}

type ButtonCounts = Awaited<ReturnType<typeof viewButtonCounts>>;

/** A view's button, with what waits in it where there is a count: "Show Booking Requests (2 new)". */
const viewButtons: { view: AdminView; label: string; count?: (counts: ButtonCounts) => string | null }[] = [
  {
    view: 'bookings',
    label: 'Show Booking Requests',
    count: (c) => (c.newBookings > 0 ? `${c.newBookings} new` : null),
  },
  { view: 'users', label: 'Show Users' },
  { view: 'events', label: 'Show Events' },
  { view: 'visits', label: 'Show Visits' },
  { view: 'contracts', label: 'Show Contracts' },
  { view: 'reminders', label: 'Show Reminders' },
  {
    view: 'invoices',
    label: 'Show Invoices',
    count: (c) => (c.overdueInvoices > 0 ? `${c.overdueInvoices} overdue` : null),
  },
  { view: 'reports', label: 'Show Reports' },
  { view: 'codes', label: 'Show Codes' },
  { view: 'price-list', label: 'Show Price List' },
  { view: 'orders', label: 'Show Orders' },
];

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loadingView =
    navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/adminhome';
  const { view } = loaderData;
  // Tests of one view may leave the counts out.
  const counts: ButtonCounts = loaderData.counts ?? { newBookings: 0, overdueInvoices: 0 };
  return (
    <Container className="py-4">
      <h1 className="mb-4">Admin Home</h1>
      <ButtonGroup className="mb-4 flex-wrap" aria-label="Choose a view">
        {viewButtons.map((button) => {
          const count = button.count?.(counts);
          return (
            <Link
              key={button.view}
              to={hrefWithQuery('/adminHome', { view: button.view })}
              className={`btn ${view === button.view ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={view === button.view ? 'page' : undefined}
            >
              {count ? `${button.label} (${count})` : button.label}
            </Link>
          );
        })}
      </ButtonGroup>
      <ActionNotice notice={actionData} />
      {view === null ? null : <UndeliveredMail mail={loaderData.undeliveredMail} />}
      {loadingView ? (
        <div className="py-4">
          <Spinner animation="border" role="status" aria-label="Loading" />
        </div>
      ) : view === 'users' ? (
        <UsersView users={loaderData.users} search={loaderData.search} adminId={loaderData.adminId} />
      ) : view === 'bookings' ? (
        <BookingsView
          bookings={loaderData.bookings}
          filter={loaderData.filter}
          stage={loaderData.stage}
          today={loaderData.today}
        />
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
      ) : view === 'reports' && loaderData.reports ? (
        <ReportsView reports={loaderData.reports} />
      ) : view === 'codes' && loaderData.codes ? (
        <CodesView codes={loaderData.codes.codes} galleries={loaderData.codes.galleries} />
      ) : view === 'price-list' ? (
        <PriceListView products={loaderData.priceList} />
      ) : view === 'orders' ? (
        <OrdersView orders={loaderData.orders} status={loaderData.orderStatus} />
      ) : loaderData.todayList ? (
        <TodayView today={loaderData.todayList} undelivered={loaderData.undeliveredMail} />
      ) : null}
    </Container>
  );
}
