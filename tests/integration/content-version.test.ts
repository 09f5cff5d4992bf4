import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { listPublicEvents } from '../../app/bookings/events.server';
import { listServices, listUpcomingEvents } from '../../app/content/content.server';
import { services, upcomingEvents } from '../../app/content/content.tables';
import { currentContentVersion } from '../../app/content/content-version.server';
import { scheduleBooking } from '../../app/flows/session-flows.server';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * The content version (decision 023): triggers raise it with every change to what public pages
 * show, in the changing transaction, whoever writes; each process's cached content follows it.
 * Writes here go straight to the database, as another process (or psql) would make them.
 */
const t = setupTestDatabase();

const request = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phoneNumber: '916-555-0100',
  location: 'Elk Grove, CA',
  session: 'Event photography',
  dateBooked: '2026-01-05',
};

async function newBooking(values: Partial<typeof bookings.$inferInsert> = {}): Promise<number> {
  const [row] = await t
    .db()
    .insert(bookings)
    .values({ ...request, ...values })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

describe('content version', () => {
  it('moves with a scheduled date, a moved date, and a renamed or deleted event', async () => {
    const start = await currentContentVersion();
    const id = await newBooking();
    expect(await currentContentVersion()).toBe(start);

    await t.db().update(bookings).set({ dateScheduled: '2026-09-14' }).where(eq(bookings.id, id));
    expect(await currentContentVersion()).toBe(start + 1);
    await t.db().update(bookings).set({ dateScheduled: '2026-09-15' }).where(eq(bookings.id, id));
    expect(await currentContentVersion()).toBe(start + 2);
    await t.db().update(bookings).set({ name: 'Ana Lopez' }).where(eq(bookings.id, id));
    expect(await currentContentVersion()).toBe(start + 3);
    await t.db().delete(bookings).where(eq(bookings.id, id));
    expect(await currentContentVersion()).toBe(start + 4);
  });

  it('stays put for what no public page shows: a new request, flags, a request never scheduled', async () => {
    const id = await newBooking({ email: 'quiet@example.com' });
    const start = await currentContentVersion();
    await t.db().update(bookings).set({ approved: true, contacted: true }).where(eq(bookings.id, id));
    await t.db().update(bookings).set({ name: 'Still Unscheduled' }).where(eq(bookings.id, id));
    await t.db().delete(bookings).where(eq(bookings.id, id));
    await newBooking({ email: 'another@example.com' });
    expect(await currentContentVersion()).toBe(start);
  });

  it('moves with services and home events, and not when a write fails', async () => {
    const start = await currentContentVersion();
    await t.db().update(services).set({ txt: 'New text' }).where(eq(services.slug, 'equine-portraiture'));
    expect(await currentContentVersion()).toBe(start + 1);
    await t.db().update(upcomingEvents).set({ dates: 'May 22-24' }).where(eq(upcomingEvents.id, 1));
    expect(await currentContentVersion()).toBe(start + 2);
    // Rolled back with the change it came with.
    await expect(
      t.db().transaction(async (tx) => {
        await tx.update(upcomingEvents).set({ dates: 'Never' }).where(eq(upcomingEvents.id, 1));
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(await currentContentVersion()).toBe(start + 2);
  });

  it('is read fresh: a call made after a change sees it, even while earlier reads are running', async () => {
    let expected = await currentContentVersion();
    for (let round = 0; round < 20; round += 1) {
      // Reads in flight (and queued) while another process commits a change.
      const earlier = [currentContentVersion(), currentContentVersion(), currentContentVersion()];
      await t.db().execute(sql`update content_version set version = version + 1 where id = 1`);
      expected += 1;
      expect(await currentContentVersion()).toBe(expected);
      for (const read of await Promise.all(earlier)) expect(read).toBeLessThanOrEqual(expected);
    }
  });
});

describe('content cached by version', () => {
  it('shows an event scheduled by another process on the next call', async () => {
    const before = await listPublicEvents();
    const id = await newBooking({ email: 'grace@example.com', name: 'Grace Hill', session: 'Fine art' });
    expect(await listPublicEvents()).toEqual(before);
    await t.db().update(bookings).set({ dateScheduled: '2026-06-30' }).where(eq(bookings.id, id));
    expect(await listPublicEvents()).toContainEqual({
      id,
      title: 'Fine art',
      start: '2026-06-30',
      name: 'Grace',
      session: 'Fine art',
    });
  });

  it('shows an event this process schedules, and the moved date after a move', async () => {
    const id = await newBooking({ email: 'tyler@example.com', name: 'Tyler Reed', session: 'Portrait' });
    const now = new Date('2026-03-18T20:00:00Z');
    expect((await scheduleBooking(id, '2026-04-02', 'system', now)).ok).toBe(true);
    expect((await listPublicEvents()).find((event) => event.id === id)?.start).toBe('2026-04-02');
    expect((await scheduleBooking(id, '2026-04-09', 'system', now)).ok).toBe(true);
    expect((await listPublicEvents()).find((event) => event.id === id)?.start).toBe('2026-04-09');
  });

  it('keeps the answer while nothing changed, and follows a change to services and home events', async () => {
    const first = await listServices();
    expect(await listServices()).toBe(first);
    await t.db().update(services).set({ name: 'Portraits' }).where(eq(services.slug, 'equine-portraiture'));
    expect((await listServices()).map((service) => service.name)).toContain('Portraits');

    await t.db().update(upcomingEvents).set({ place: 'Reno, NV' }).where(eq(upcomingEvents.id, 2));
    expect((await listUpcomingEvents()).map((event) => event.place)).toContain('Reno, NV');
  });
});
