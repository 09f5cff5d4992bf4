import { questionnaires } from '../../app/client-sessions/questionnaires.tables';
import { getDb } from '../../app/db/db.server';
import { loader as rootLoader } from '../../app/root';
import { loader as contractLoader } from '../../app/routes/contract';
import { loader as invoiceLoader } from '../../app/routes/invoice';
import { loader as invoicePdfLoader } from '../../app/routes/invoice-pdf';
import { loader as anotherDateLoader } from '../../app/routes/session-another-date';
import { loader as cancelLoader } from '../../app/routes/session-cancel';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { loader as questionnaireLoader } from '../../app/routes/session-questionnaire';
import { loader as sessionsLoader } from '../../app/routes/sessions';
import { insertSentContract } from '../../scripts/lib/contract-rows';
import { booking } from './client-bookings';
import { createdInvoice } from './invoice-world';
import { call, callRoute } from './route-calls';
import type { TestUser } from './test-users';

/**
 * What a client has on a booking sent with their address (PRODUCT §16, §17), and every page that
 * shows it, for the tests of whose booking it is: what an account sees of it, as each page answers.
 */

export interface ClientData {
  bookingId: number;
  contractId: number;
  invoiceId: number;
}

/** The barn's gate code, in the questionnaire's answers: what a stranger must never read. */
export const gateCode = 'Gate code 4321';

/**
 * A scheduled booking sent with `email` (in capitals, as people type it: still the address's),
 * its questionnaire answered, a contract sent and an invoice issued by `admin`. Run with the clock
 * on November 27, 2026 (the invoice's due dates count back from the session on December 20).
 */
export async function clientData(admin: TestUser, email: string): Promise<ClientData> {
  const bookingId = await booking(email.toUpperCase(), '2026-12-20');
  await (await getDb()).insert(questionnaires).values({
    bookingId,
    horseName: 'Daisy',
    breedAndColour: 'Quarter Horse, bay',
    discipline: 'Western pleasure',
    barnAddress: '12 Ranch Road, Carson City, NV',
    directions: gateCode,
    picturesMayBeShown: true,
  });
  const contractId = await insertSentContract(
    await getDb(),
    bookingId,
    'Session agreement',
    'This agreement is between the business and Hannah Wells.',
  );
  const invoiceId = await createdInvoice(admin, bookingId);
  return { bookingId, contractId, invoiceId };
}

/**
 * What `who` gets from each page that shows the client's data: the navigation's Your Sessions
 * link, the ids Your Sessions lists (or its status when it is not answered), and the status of
 * every page of the booking, its contract and its invoice.
 */
export async function whatTheySee(who: TestUser, { bookingId, contractId, invoiceId }: ClientData) {
  const session = { bookingId: String(bookingId) };
  const status = async (fn: (args: never) => unknown, path: string, params: Record<string, string>) =>
    (await callRoute(fn, path, params, who)).status;
  const root = await call(rootLoader, '/', who);
  const sessions = await call(sessionsLoader, '/sessions', who);
  return {
    hasSessions: root.body.user?.hasSessions ?? 'signed out',
    sessions: sessions.status === 200 ? sessions.body.sessions.map((listed) => listed.id) : sessions.status,
    session: await status(detailLoader, `/sessions/${bookingId}`, session),
    questionnaire: await status(questionnaireLoader, `/sessions/${bookingId}/questionnaire`, session),
    anotherDate: await status(anotherDateLoader, `/sessions/${bookingId}/another-date`, session),
    cancel: await status(cancelLoader, `/sessions/${bookingId}/cancel`, session),
    contract: await status(contractLoader, `/contracts/${contractId}`, { contractId: String(contractId) }),
    invoice: await status(invoiceLoader, `/invoices/${invoiceId}`, { invoiceId: String(invoiceId) }),
    invoicePdf: await status(invoicePdfLoader, `/invoices/${invoiceId}/pdf`, {
      invoiceId: String(invoiceId),
    }),
  };
}

/**
 * What whatTheySee answers for someone the booking is not: nothing of it, every page a 404. (A
 * visitor gets the log-in page instead: `seesLogIn`.)
 */
export const seesNothing = {
  session: 404,
  questionnaire: 404,
  anotherDate: 404,
  cancel: 404,
  contract: 404,
  invoice: 404,
  invoicePdf: 404,
};

/**
 * What whatTheySee answers for a visitor (decision 057): every page "Please log in to see this
 * page." (401); the invoice's PDF, a file, stays 404.
 */
export const seesLogIn = {
  session: 401,
  questionnaire: 401,
  anotherDate: 401,
  cancel: 401,
  contract: 401,
  invoice: 401,
  invoicePdf: 404,
};

/** What whatTheySee answers for the booking's owner: the link, the session listed, every page. */
export const seesItAll = (bookingId: number) => ({
  hasSessions: true,
  sessions: [bookingId],
  session: 200,
  questionnaire: 200,
  anotherDate: 200,
  cancel: 200,
  contract: 200,
  invoice: 200,
  invoicePdf: 200,
});
