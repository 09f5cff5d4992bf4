import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listServices, listUpcomingEvents } from '../../app/content/content.server';
import { services, upcomingEvents } from '../../app/content/content.tables';
import { seed } from '../../app/startup/seed.server';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

async function snapshot() {
  const db = t.db();
  return {
    services: await db.select().from(services).orderBy(asc(services.id)),
    upcomingEvents: await db.select().from(upcomingEvents).orderBy(asc(upcomingEvents.id)),
  };
}

describe('migrations and seed', () => {
  it('runs on the database the environment asks for', () => {
    // Guards the harness: with DATABASE_URL set, this suite must really run on PostgreSQL.
    expect(t.kind()).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('seeds the six services, each with a price list of strings', async () => {
    const rows = await listServices();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(6);
    for (const row of rows) {
      expect(row.name).not.toBe('');
      expect(Array.isArray(row.price)).toBe(true);
      expect(row.price.length).toBeGreaterThan(0);
      for (const line of row.price) expect(typeof line).toBe('string');
    }
  });

  it("seeds exactly the product's three upcoming events, in order", async () => {
    const rows = await listUpcomingEvents();
    expect(rows.map(({ place, dates }) => ({ place, dates }))).toEqual([
      { place: 'Sacramento, California', dates: 'May 21-23' },
      { place: 'Reno, Nevada', dates: 'Jun 15-24' },
      { place: 'Las Vegas, Nevada', dates: 'Dec 1-10' },
    ]);
    const [spring, reno, finals] = rows.map((row) => row.title.toLowerCase());
    expect(spring).toContain('spring horse show');
    expect(reno).toContain('rodeo');
    expect(finals).toContain('national finals rodeo');
  });

  it('changes nothing when seeding again (same rows, same ids)', async () => {
    const before = await snapshot();
    await seed(t.db());
    await seed(t.db());
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an admin edit to seeded content on the next seed', async () => {
    const db = t.db();
    const [first] = await db.select().from(services).orderBy(asc(services.id)).limit(1);
    if (!first) throw new Error('no seeded service');
    await db.update(services).set({ price: ['Custom quote only'] });
    await seed(db);
    const rows = await db.select().from(services).orderBy(asc(services.id));
    expect(rows).toHaveLength(6);
    expect(rows[0]?.price).toEqual(['Custom quote only']);
  });
});
