import { setClock } from '../../app/business-time/clock';
import { action as invoiceAction, loader as invoiceLoader } from '../../app/routes/invoice';
import { action as createAction } from '../../app/routes/invoice-new';
import { booking, verified } from './client-bookings';
import { callRoute } from './route-calls';
import { createSignedInUser, type TestUser } from './test-users';

/** The invoices' integration tests' world: users, a booking, the issue's invoice, the routes' calls. */

export { booking, verified };

/** The issue's invoice: a $450 session and $50 of prints, a 30 % deposit, the balance 7 days before. */
export const issueInvoice = {
  'items[0].description': 'Equine portrait session',
  'items[0].quantity': '1',
  'items[0].unitPrice': '450',
  'items[1].description': 'Prints',
  'items[1].quantity': '2',
  'items[1].unitPrice': '25.00',
  'items[2].description': '',
  'items[2].quantity': '',
  'items[2].unitPrice': '',
  depositPercent: '30',
  balanceDaysBefore: '7',
};

export const create = (admin: TestUser | null, bookingId: number, fields: Record<string, string>) =>
  callRoute(createAction, `/BookingInfo/${bookingId}/invoice`, { id: String(bookingId) }, admin, fields);

export const openInvoice = (who: TestUser | null, invoiceId: number) =>
  callRoute(invoiceLoader, `/invoices/${invoiceId}`, { invoiceId: String(invoiceId) }, who);

export const post = (who: TestUser | null, invoiceId: number, fields: Record<string, string>) =>
  callRoute(invoiceAction, `/invoices/${invoiceId}`, { invoiceId: String(invoiceId) }, who, fields);

export const invoiceIdOf = (location: string | null) =>
  Number(/\/invoices\/(\d+)$/.exec(location ?? '')?.[1]);

/** An admin, the verified owner and a scheduled booking, the clock on November 27, 2026 (PST). */
export async function world() {
  setClock(new Date('2026-11-27T18:00:00Z'));
  const admin = await createSignedInUser({ isAdmin: true });
  const owner = await verified(await createSignedInUser());
  const bookingId = await booking(owner.email, '2026-12-20');
  return { admin, owner, bookingId };
}

export async function createdInvoice(admin: TestUser, bookingId: number): Promise<number> {
  const created = await create(admin, bookingId, issueInvoice);
  if (created.status !== 302) throw new Error(`Create invoice answered ${created.status}`);
  return invoiceIdOf(created.headers.get('Location'));
}
