import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { bookingHistory } from '../../app/history/history.tables';
import { action, loader } from '../../app/routes/booking-info';
import { queuedMail } from '../helpers/mail-queue';
import { callRoute } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Booking Info's stage and client (PRODUCT §2, decision 061): Mark as lost with its reason and
 * Reopen, each with its history line and once only; Invite to create an account, one email for
 * two presses; the stage and its dated steps as the loader gives them.
 */

const t = setupTestDatabase();
const morning = new Date('2026-11-28T17:04:00Z');
let admin: TestUser;

beforeAll(async () => {
  setClock(morning);
  admin = await createSignedInUser({ isAdmin: true }, 'Hannah Brooks');
  return () => resetClock();
});

const post = (id: number, fields: Record<string, string>) =>
  callRoute(action, `/BookingInfo/${id}`, { id: String(id) }, admin, fields);
const page = async (id: number) =>
  (await callRoute(loader, `/BookingInfo/${id}`, { id: String(id) }, admin)).body;
const whats = async (id: number) =>
  (await t.db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, id))).map((row) => row.what);

describe('Mark as lost', () => {
  it('needs a reason, then marks it lost once, with its line; Reopen takes it back', async () => {
    const { id } = await insertTestBooking(t.db());
    expect((await post(id, { intent: 'mark-lost' })).status).toBe(400);
    expect((await post(id, { intent: 'mark-lost', reason: 'cheap' })).status).toBe(400);
    expect((await page(id)).stage).toBe('new');

    expect((await post(id, { intent: 'mark-lost', reason: 'date-taken' })).status).toBe(200);
    const lost = await page(id);
    expect(lost.stage).toBe('lost');
    expect(lost.stageSteps).toEqual([
      { stage: 'new', when: 'November 28, 2026, 9:04 AM' },
      { stage: 'lost', when: 'November 28, 2026, 9:04 AM', detail: 'Date taken' },
    ]);
    // Pressed again: refused, nothing more written.
    expect((await post(id, { intent: 'mark-lost', reason: 'price' })).status).toBe(409);
    expect(await whats(id)).toEqual(['lost']);
    const [row] = await t.db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.lostReason).toBe('date-taken');

    expect((await post(id, { intent: 'reopen' })).status).toBe(200);
    expect((await page(id)).stage).toBe('new');
    expect((await post(id, { intent: 'reopen' })).status).toBe(409);
    expect(await whats(id)).toEqual(['lost', 'reopened']);
  });

  it('is refused once the session was shot', async () => {
    const { id } = await insertTestBooking(t.db(), { dateScheduled: '2026-11-20' });
    expect((await page(id)).stage).toBe('shot');
    expect((await post(id, { intent: 'mark-lost', reason: 'no-reply' })).status).toBe(409);
    expect((await page(id)).stage).toBe('shot');
  });
});

describe('Contacted', () => {
  it('moves New to Contacted with one dated line, however often it is pressed', async () => {
    const { id } = await insertTestBooking(t.db());
    expect((await post(id, { intent: 'contacted' })).status).toBe(200);
    expect((await post(id, { intent: 'contacted' })).status).toBe(200);
    const contacted = await page(id);
    expect(contacted.stage).toBe('contacted');
    expect(contacted.stageSteps[1]).toEqual({ stage: 'contacted', when: 'November 28, 2026, 9:04 AM' });
    expect(await whats(id)).toEqual(['contacted']);
  });
});

describe('Invite to create an account', () => {
  it('emails the sign-up link with the address once, however often it is pressed', async () => {
    const { id } = await insertTestBooking(t.db(), { email: 'Nobody.Yet@example.com' });
    expect((await page(id)).account).toBeNull();
    const before = (await queuedMail()).length;
    const first = await post(id, { intent: 'invite' });
    const second = await post(id, { intent: 'invite' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const sent = (await queuedMail()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.toAddress).toBe('Nobody.Yet@example.com');
    expect(sent[0]?.textBody).toContain('/signup?email=Nobody.Yet%40example.com');
  });

  it('is refused when an account has the address', async () => {
    const client = await createSignedInUser({ isClient: true }, 'Casey Client');
    const { id } = await insertTestBooking(t.db(), { email: client.email.toUpperCase() });
    expect((await page(id)).account).toMatchObject({ name: 'Casey Client' });
    expect((await post(id, { intent: 'invite' })).status).toBe(409);
  });
});
