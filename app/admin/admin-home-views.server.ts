import { listUsers } from '../accounts/accounts.server';
import type { BookingFilter } from '../bookings/bookings.forms';
import { listAdminEvents, listBookings } from '../bookings/bookings.server';
import { type BlockedDay, blockedDaysBetween, bookingWindow } from '../bookings/schedule.server';
import { calendarFeedUrl, getFeedToken } from '../calendar/feed.server';
import { listContractTemplates } from '../contracts/contract-templates.server';
import type { AdminView } from '../http/typed-paths';
import { type InvoiceLedger, invoiceLedger } from '../invoices/invoice-ledger';
import { listAllInvoices } from '../invoices/invoices.server';
import { listReminderSwitches, listUpcomingReminders } from '../reminders/reminders-admin.server';
import { listCodes } from '../shop/discount-codes-admin.server';
import type { OrderStatus } from '../shop/order-status';
import { listAllOrders } from '../shop/order-status.server';
import { listPriceList } from '../shop/price-list.server';
import type { BookingStage } from '../stages/booking-stage';
import { listBookingStages } from '../stages/booking-stages.server';
import { visitStats } from '../visits/page-views.server';
import type { ReportsData } from './reports';
import { loadReports } from './reports.server';

/** The bookings view's cards: each booking with its stage, only the stage asked for when one is. */
async function listBookingsWithStages(filter: BookingFilter | null, stage: BookingStage | null) {
  const [rows, stages] = await Promise.all([listBookings(filter), listBookingStages()]);
  const stageOf = new Map(stages.map((row) => [row.bookingId, row.stage]));
  return rows
    .map((booking) => ({ ...booking, stage: stageOf.get(booking.id) ?? ('new' as BookingStage) }))
    .filter((booking) => stage === null || booking.stage === stage);
}

type Loaded<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** What the query of Admin Home's address asks of a view. */
export interface AdminViewQuery {
  search: string;
  filter: BookingFilter | null;
  /** The bookings view's stage filter (decision 061), beside the specification's filter. */
  stage: BookingStage | null;
  /** Show Orders' status filter (PRODUCT §20). */
  orderStatus: OrderStatus | null;
  adminId: number;
}

/**
 * The data of Admin Home's views (PRODUCT §2, §14, §16-§18). Each view loads only its own part,
 * by name, and the others keep their empty value, so the page reads one shape whichever view is
 * open and a new view is one more case here.
 */
export async function adminViewData(view: AdminView | null, query: AdminViewQuery) {
  const window = bookingWindow();
  const none = {
    users: [] as Loaded<typeof listUsers>,
    bookings: [] as Loaded<typeof listBookingsWithStages>,
    events: [] as Loaded<typeof listAdminEvents>,
    blocked: { days: [] as BlockedDay[], ...window },
    feedUrl: null as string | null,
    visits: null as Loaded<typeof visitStats> | null,
    reminders: null as {
      upcoming: Loaded<typeof listUpcomingReminders>;
      switches: Loaded<typeof listReminderSwitches>;
    } | null,
    contractTemplates: [] as Loaded<typeof listContractTemplates>,
    invoiceLedger: null as InvoiceLedger | null,
    reports: null as ReportsData | null,
    codes: null as Loaded<typeof listCodes> | null,
    priceList: [] as Loaded<typeof listPriceList>,
    orders: [] as Loaded<typeof listAllOrders>,
  };
  switch (view) {
    case 'users':
      return { ...none, users: await listUsers(query.search) };
    case 'bookings':
      return { ...none, bookings: await listBookingsWithStages(query.filter, query.stage) };
    case 'events': {
      const [events, days, feedToken] = await Promise.all([
        listAdminEvents(),
        blockedDaysBetween(window.min, window.max),
        getFeedToken(query.adminId),
      ]);
      return {
        ...none,
        events,
        blocked: { days, ...window },
        feedUrl: feedToken ? calendarFeedUrl(feedToken) : null,
      };
    }
    case 'visits':
      return { ...none, visits: await visitStats() };
    case 'contracts':
      return { ...none, contractTemplates: await listContractTemplates() };
    case 'reminders': {
      // Show Reminders (PRODUCT §18, decision 048).
      const [upcoming, switches] = await Promise.all([listUpcomingReminders(), listReminderSwitches()]);
      return { ...none, reminders: { upcoming, switches } };
    }
    case 'invoices':
      return { ...none, invoiceLedger: invoiceLedger(await listAllInvoices()) };
    case 'reports':
      return { ...none, reports: await loadReports() };
    case 'codes':
      return { ...none, codes: await listCodes() };
    case 'price-list':
      // Show Price List (PRODUCT §20).
      return { ...none, priceList: await listPriceList() };
    case 'orders':
      return { ...none, orders: await listAllOrders(query.orderStatus) };
    case null:
      return none;
  }
}
