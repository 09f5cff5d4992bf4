import { beforeAll, describe, expect, it } from 'vitest';
import { action as adminHomeAction } from '../../app/routes/admin-home';
import { action as bookingInfoAction } from '../../app/routes/booking-info';
import { action as cartAction } from '../../app/routes/cart';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { action as productsAction } from '../../app/routes/products';
import { call, callRoute } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * An id posted in a form beyond PostgreSQL's integer range is the form's own refusal, like an
 * unknown id, and changes nothing: never a 500 from the database (the same rule as an address's
 * id, app/validation/id-param.ts).
 */
const t = setupTestDatabase();

const tooLarge = ['2147483648', '99999999999'];

let admin: TestUser;
let client: TestUser;
let bookingId: number;

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true, isClient: true }, 'Ada Admin');
  client = await createSignedInUser({ isClient: true }, 'Cleo Client');
  bookingId = (await insertTestBooking(t.db(), { dateBooked: '2026-01-05', dateScheduled: '2031-03-04' })).id;
});

const refusal = (message: string) => ({ ok: false, message });

describe('an id no row can have, posted in a form', () => {
  it.each(tooLarge)("Admin Home's buttons refuse %s with their messages", async (id) => {
    const before = await t.snapshot();
    const posts: [Record<string, string>, string][] = [
      [{ intent: 'toggle-disabled', userId: id }, 'That user does not exist.'],
      [{ intent: 'retry-mail', mailId: id }, 'That email does not exist.'],
      [{ intent: 'cancel-reminder', reminderId: id }, 'That reminder does not exist.'],
      [{ intent: 'delete-contract-template', templateId: id }, 'That template does not exist.'],
    ];
    for (const [fields, message] of posts) {
      const answer = await call(adminHomeAction, '/adminHome', admin, fields);
      expect(answer.status, fields.intent).toBe(400);
      expect(answer.body, fields.intent).toEqual(refusal(message));
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it.each(tooLarge)("Booking Info's Send contract refuses template %s", async (id) => {
    const before = await t.snapshot();
    const path = `/BookingInfo/${bookingId}`;
    const answer = await callRoute(bookingInfoAction, path, { id: String(bookingId) }, admin, {
      intent: 'send-contract',
      templateId: id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal('Please choose a template'));
    expect(await t.snapshot()).toEqual(before);
  });

  it.each(tooLarge)('the cart and Add to Cart refuse product %s', async (id) => {
    const before = await t.snapshot();
    const line = await call(cartAction, '/cart', client, { intent: 'increment', productId: id });
    expect(line.status).toBe(400);
    expect(line.body).toEqual(refusal('That request was not understood.'));
    const added = await call(productsAction, '/products', client, { productId: id, quantity: '1' });
    expect(added.status).toBe(400);
    expect(JSON.stringify(added.body)).toContain('That product is no longer available.');
    expect(await t.snapshot()).toEqual(before);
  });

  it.each(tooLarge)("New gallery refuses session %s with the form's message", async (id) => {
    const before = await t.snapshot();
    const path = `/editImages/${client.id}`;
    const answer = await callRoute(editImagesAction, path, { id: String(client.id) }, admin, {
      title: 'Spring show',
      bookingId: id,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      'That session is not one of this client’s. Please choose another.',
    );
    expect(await t.snapshot()).toEqual(before);
  });
});
