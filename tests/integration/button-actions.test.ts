import { describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { action as adminHomeAction } from '../../app/routes/admin-home';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { action as cartAction } from '../../app/routes/cart';
import { action as confirmAction } from '../../app/routes/confirm';
import { action as editRolesAction } from '../../app/routes/edit-roles';
import { action as showImagesAction } from '../../app/routes/show-images';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

const t = setupTestDatabase();

type Action = (args: never) => unknown;

/** Every button-style action answers a post no button sends with the same 400 and changes nothing. */
describe('button-style actions: one answer to a post they do not understand', () => {
  it('is a 400 with "That request was not understood." from each route, and nothing changes', async () => {
    const admin = await createSignedInUser({ isAdmin: true, isClient: true });
    const client = await createSignedInUser({ isClient: true });
    const [booking] = await t
      .db()
      .insert(bookings)
      .values({
        name: 'Nora Post',
        email: 'nora.post@example.com',
        phoneNumber: '555-100-2000',
        location: 'Reno',
        session: 'Equine portrait',
        dateBooked: '2026-01-01',
      })
      .returning();
    const posts: [string, Action, string, Record<string, string>, Record<string, string>][] = [
      ['Admin Home', adminHomeAction, '/adminHome', {}, { intent: 'delete-everything' }],
      [
        'Booking Info',
        bookingInfoAction,
        `/BookingInfo/${booking?.id}`,
        { id: String(booking?.id) },
        { intent: 'cancel' },
      ],
      ['Cart', cartAction, '/cart', {}, { intent: 'double', productId: '1' }],
      ['Cart (bad product id)', cartAction, '/cart', {}, { intent: 'increment', productId: 'one' }],
      ['Confirm', confirmAction, '/confirm', {}, { draftId: '' }],
      ['Edit Roles', editRolesAction, `/edit/${client.id}`, { id: String(client.id) }, { admin: 'yes' }],
      [
        'Show Images',
        showImagesAction,
        `/ShowImages/${client.id}`,
        { id: String(client.id) },
        { intent: 'wipe' },
      ],
    ];
    for (const [name, action, path, params, fields] of posts) {
      const before = await t.snapshot();
      const request = siteRequest(path, { fields, cookie: admin.cookie });
      const answer = await settle(() => action(routeArgs<Action>(request, params)));
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 400,
        body: { ok: false, message: 'That request was not understood.' },
      });
      expect(await t.snapshot()).toEqual(before);
    }
  });
});
