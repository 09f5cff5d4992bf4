import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { galleries } from '../../app/galleries/galleries.tables';
import { action as editImagesAction, loader as editImagesLoader } from '../../app/routes/edit-images';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { callRoute, replyErrors } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { setupPictureCast } from './pictures-helpers';

/**
 * A gallery of a session (the timeline ends "→ Gallery (when one is linked to the
 * booking)"): New gallery offers the client's bookings as its Session; another client's booking
 * is refused with its message and nothing is made; the session's timeline then shows the Gallery
 * step with Open gallery, the client's turn while it is proofing.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

async function verifiedBooking(owner: TestUser, session = 'Equine portrait') {
  await t.db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
  const email = (await t.db().select().from(users).where(eq(users.id, owner.id)))[0]?.email ?? '';
  // Sent with the address in capitals, as people type it: still the client's.
  return insertTestBooking(t.db(), { email: email.toUpperCase(), session, dateScheduled: '2027-01-16' });
}

const newGallery = (ownerId: number, fields: Record<string, string>) =>
  callRoute(editImagesAction, `/editImages/${ownerId}`, { id: String(ownerId) }, cast.admin, fields);

describe('a gallery of a session', () => {
  it('New gallery offers the client’s sessions, and a gallery made of one shows on its timeline', async () => {
    const booking = await verifiedBooking(cast.owner, 'Barn portrait');
    const page = await callRoute(
      editImagesLoader,
      `/editImages/${cast.owner.id}`,
      { id: String(cast.owner.id) },
      cast.admin,
    );
    expect(page.body.sessions).toEqual([{ id: booking.id, label: 'Barn portrait, January 16, 2027' }]);
    const made = await newGallery(cast.owner.id, {
      title: 'Barn day',
      proofs: 'on',
      bookingId: String(booking.id),
    });
    expect(made.status).toBe(302);
    const [gallery] = await t.db().select().from(galleries).where(eq(galleries.bookingId, booking.id));
    expect(gallery?.title).toBe('Barn day');

    const detail = await callRoute(
      detailLoader,
      `/sessions/${booking.id}`,
      { bookingId: String(booking.id) },
      cast.owner,
    );
    const steps = detail.body.steps;
    expect(steps.at(-1)).toEqual({
      key: 'gallery',
      title: 'Gallery',
      state: 'your-turn',
      status: 'Choose your favourites',
      action: { kind: 'gallery', label: 'Open gallery', galleryId: gallery?.id },
    });
  });

  it('opens with the session of Booking Info’s New gallery for this session chosen, if it is theirs', async () => {
    const booking = await verifiedBooking(cast.owner, 'Barn portrait');
    const theirs = await verifiedBooking(cast.otherClient);
    const opened = async (session: string) =>
      (
        await callRoute(
          editImagesLoader,
          `/editImages/${cast.owner.id}?session=${session}`,
          { id: String(cast.owner.id) },
          cast.admin,
        )
      ).body as { session: unknown };
    expect((await opened(String(booking.id))).session).toBe(booking.id);
    // Another client's session, or none at all: the form opens on None.
    expect((await opened(String(theirs.id))).session).toBeNull();
    expect((await opened('x')).session).toBeNull();
  });

  it('refuses another client’s booking as the Session, on its field, and makes nothing', async () => {
    const theirs = await verifiedBooking(cast.otherClient);
    const before = await t.db().select().from(galleries);
    const refused = await newGallery(cast.owner.id, { title: 'Not theirs', bookingId: String(theirs.id) });
    expect(refused.status).toBe(400);
    expect(replyErrors(refused.body)).toEqual({
      bookingId: ['That session is not one of this client’s. Please choose another.'],
    });
    expect(await t.db().select().from(galleries)).toEqual(before);
  });
});
