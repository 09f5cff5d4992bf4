import { describe, expect, it } from 'vitest';
import { createGallery } from '../../app/flows/gallery-flows.server';
import { action as contractAction, loader as contractLoader } from '../../app/routes/contract';
import { action as galleryAction, loader as galleryLoader } from '../../app/routes/gallery';
import { action as invoiceAction, loader as invoiceLoader } from '../../app/routes/invoice';
import { loader as orderLoader } from '../../app/routes/order-detail';
import { loader as anotherDateLoader } from '../../app/routes/session-another-date';
import { loader as cancelLoader } from '../../app/routes/session-cancel';
import { loader as detailLoader } from '../../app/routes/session-detail';
import {
  action as questionnaireAction,
  loader as questionnaireLoader,
} from '../../app/routes/session-questionnaire';
import { orders } from '../../app/shop/shop.tables';
import { insertSentContract } from '../../scripts/lib/contract-rows';
import { booking, verified } from '../helpers/client-bookings';
import { createdInvoice } from '../helpers/invoice-world';
import { callRoute } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/**
 * A signed-out visitor on a page a client reaches from an email (decision 057): "Please log in to
 * see this page." with status 401, the same answer for an id that exists (someone's) and one that
 * does not, so the answer says nothing of the page; a post gets it too and changes nothing. An
 * address that cannot name one at all is the 404 page for everyone, signed out too, before any
 * guard (tests/integration/route-ids.test.ts). Signed in as someone else, those pages stay 404
 * (their own tests).
 */
const t = setupTestDatabase();

type RouteFunction = (args: never) => unknown;

/** The three ids of a page: an existing one, an unknown one, a malformed one. */
interface Page {
  name: string;
  fn: RouteFunction;
  path: (id: string) => string;
  param: string;
  ids: [existing: string, unknown: string, malformed: string];
  post?: boolean;
}

async function world(): Promise<Page[]> {
  const admin = await createSignedInUser({ isAdmin: true });
  const client = await verified(await createSignedInUser({ isClient: true }));
  const bookingId = String(await booking(client.email, '2026-12-20'));
  const contractId = String(await insertSentContract(t.db(), Number(bookingId), 'Agreement', 'Dear Hannah,'));
  const invoiceId = String(await createdInvoice(admin, Number(bookingId)));
  const made = await createGallery(client.id, { title: 'Summer clinic', proofs: true }, { userId: admin.id });
  if (!made.ok) throw new Error('no gallery');
  const [order] = await t
    .db()
    .insert(orders)
    .values({
      publicId: 'ABCDEF012345678',
      draftId: 'draft-sign-in-needed',
      userId: client.id,
      email: client.email,
      billing: {
        firstName: 'H',
        lastName: 'W',
        address: '1 A St',
        address2: '',
        state: 'NV',
        zip: '89701',
        country: 'US',
      },
      shipping: {
        firstName: 'H',
        lastName: 'W',
        address: '1 A St',
        address2: '',
        state: 'NV',
        zip: '89701',
        country: 'US',
      },
      ccName: 'H W',
      last4Digits: '1234',
      ccExpiration: '12/30',
      taxState: 'NV',
      taxRate: 6850,
      subtotalCents: 1000,
      taxCents: 69,
      totalCents: 1069,
    })
    .returning();
  const session = (fn: RouteFunction, tail: string, post?: boolean): Page => ({
    name: `/sessions/:bookingId${tail}`,
    fn,
    path: (id) => `/sessions/${id}${tail}`,
    param: 'bookingId',
    ids: [bookingId, '999999', 'abc'],
    post,
  });
  return [
    session(detailLoader, ''),
    session(questionnaireLoader, '/questionnaire'),
    session(questionnaireAction, '/questionnaire', true),
    session(anotherDateLoader, '/another-date'),
    session(cancelLoader, '/cancel'),
    ...[contractLoader, contractAction].map((fn, i) => ({
      name: '/contracts/:contractId',
      fn,
      path: (id: string) => `/contracts/${id}`,
      param: 'contractId',
      ids: [contractId, '999999', 'x1'] as Page['ids'],
      post: i === 1,
    })),
    ...[invoiceLoader, invoiceAction].map((fn, i) => ({
      name: '/invoices/:invoiceId',
      fn,
      path: (id: string) => `/invoices/${id}`,
      param: 'invoiceId',
      ids: [invoiceId, '999999', '-3'] as Page['ids'],
      post: i === 1,
    })),
    ...[galleryLoader, galleryAction].map((fn, i) => ({
      name: '/galleries/:galleryId',
      fn,
      path: (id: string) => `/galleries/${id}`,
      param: 'galleryId',
      ids: [made.galleryId, '00000000-0000-4000-8000-000000000000', 'nonsense'] as Page['ids'],
      post: i === 1,
    })),
    {
      name: '/orders/:orderId',
      fn: orderLoader,
      path: (id) => `/orders/${id}`,
      param: 'orderId',
      ids: [order?.publicId ?? '', 'FFFFFFFFFFFFFFF', 'lowercase'],
    },
  ];
}

describe('signed out on a client’s page', () => {
  it('answers "Please log in" (401) for an existing and an unknown id alike, and changes nothing', async () => {
    const pages = await world();
    const before = await t.snapshot();
    for (const page of pages) {
      const [existing, unknown, malformed] = page.ids;
      const fields = page.post ? { intent: 'record', amount: '10', horseName: 'Juniper' } : undefined;
      const answers = [];
      for (const id of [existing, unknown, malformed]) {
        const answer = await callRoute(page.fn, page.path(id), { [page.param]: id }, null, fields);
        answers.push([answer.status, answer.body]);
      }
      const what = `${page.post ? 'POST' : 'GET'} ${page.name}`;
      expect(answers, what).toEqual([
        [401, { signInNeeded: true }],
        [401, { signInNeeded: true }],
        // An address no row can have names nothing: the 404 page, as for everyone.
        [404, 'Not Found'],
      ]);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
