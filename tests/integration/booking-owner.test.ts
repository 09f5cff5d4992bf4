import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { getOwnSession, hasOwnBookings } from '../../app/client-sessions/client-sessions.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { action as contractAction } from '../../app/routes/contract';
import { action as editImagesAction, loader as editImagesLoader } from '../../app/routes/edit-images';
import { action as cancelAction } from '../../app/routes/session-cancel';
import { action as questionnaireAction } from '../../app/routes/session-questionnaire';
import { verified } from '../helpers/client-bookings';
import { clientData, seesItAll, seesNothing, whatTheySee } from '../helpers/client-data';
import { callRoute, replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * The one rule of whose booking it is (PRODUCT §16, decisions 045 and 054): until its address is
 * verified, an account sees nothing that belongs to that address, however it is signed in: not the
 * booking, its questionnaire, contract or invoice, and no gallery can be made of its session.
 */

const t = setupTestDatabase();

beforeEach(() => setClock(new Date('2026-11-27T18:00:00Z')));
afterEach(() => resetClock());

/** What the admin's Edit Images offers as New gallery's Session for `client`. */
async function sessionChoices(admin: TestUser, client: TestUser) {
  const page = await callRoute(
    editImagesLoader,
    `/editImages/${client.id}`,
    { id: String(client.id) },
    admin,
  );
  return page.body.sessions.map((choice) => choice.id);
}

const newGallery = (admin: TestUser, client: TestUser, bookingId: number) =>
  callRoute(editImagesAction, `/editImages/${client.id}`, { id: String(client.id) }, admin, {
    title: 'Barn day',
    proofs: 'on',
    bookingId: String(bookingId),
  });

describe('an account whose address is not verified', () => {
  it('sees none of the bookings, contracts, invoices or galleries sent with its address, signed in', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const unverified = await createSignedInUser({ isClient: true });
    const data = await clientData(admin, unverified.email);

    expect(await whatTheySee(unverified, data)).toEqual({ hasSessions: false, sessions: [], ...seesNothing });

    // Nor can it save answers, sign the contract or cancel the session.
    const session = { bookingId: String(data.bookingId) };
    const before = await t.snapshot();
    const answers = {
      horseName: 'Not Daisy',
      breedAndColour: 'Mule',
      discipline: 'Trail',
      barnAddress: 'Elsewhere',
      picturesMayBeShown: 'no',
    };
    const posts = [
      callRoute(
        questionnaireAction,
        `/sessions/${data.bookingId}/questionnaire`,
        session,
        unverified,
        answers,
      ),
      callRoute(cancelAction, `/sessions/${data.bookingId}/cancel`, session, unverified, {}),
      callRoute(
        contractAction,
        `/contracts/${data.contractId}`,
        { contractId: String(data.contractId) },
        unverified,
        { signerName: 'Hannah Wells', agree: 'on' },
      ),
    ];
    for (const post of posts) expect((await post).status).toBe(404);
    expect(await t.snapshot()).toEqual(before);

    // The admin is not offered its session for a gallery, and a gallery of it is refused.
    expect(await sessionChoices(admin, unverified)).toEqual([]);
    const refused = await newGallery(admin, unverified, data.bookingId);
    expect(refused.status).toBe(400);
    expect(replyErrors(refused.body)).toEqual({
      bookingId: ['That session is not one of this client’s. Please choose another.'],
    });
    expect(await t.db().select().from(galleries).where(eq(galleries.bookingId, data.bookingId))).toEqual([]);

    // Once the address is verified, the same account sees all of it, and the session can have a gallery.
    await verified(unverified);
    expect(await whatTheySee(unverified, data)).toEqual(seesItAll(data.bookingId));
    expect(await sessionChoices(admin, unverified)).toEqual([data.bookingId]);
    expect((await newGallery(admin, unverified, data.bookingId)).status).toBe(302);
  });

  it('is nothing to a request whose session was read before the address was verified', async () => {
    const admin = await createSignedInUser({ isAdmin: true });
    const account = await createSignedInUser();
    const { bookingId } = await clientData(admin, account.email);
    await verified(account);
    // The session look-up said "not verified"; the verification commits before the page's query.
    const asReadBefore = { id: account.id, emailVerified: false };
    expect(await hasOwnBookings(asReadBefore)).toBe(false);
    expect(await getOwnSession(asReadBefore, bookingId)).toBeUndefined();
    expect(await getOwnSession({ id: account.id, emailVerified: true }, bookingId)).toBeDefined();
  });
});
