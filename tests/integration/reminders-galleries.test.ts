import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { createGallery, releaseGallery, setExpiry } from '../../app/flows/gallery-flows.server';
import { pictures } from '../../app/galleries/pictures.tables';
import { queueDueReminders } from '../../app/reminders/reminder-sender.server';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { loader as galleryLoader } from '../../app/routes/gallery';
import { queuedMail } from '../helpers/mail-queue';
import { routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Gallery reminders (PRODUCT §18, decision 048), with a set clock in America/Los_Angeles (summer
 * time in June: 9:00 there is 16:00 UTC): "Your gallery expires on {date}" at 9:00 7 days before the
 * last day, "Your pictures are waiting" at 9:00 3 days after the release unless the client opened it.
 */
const t = setupTestDatabase();

const at = (iso: string) => new Date(iso);
// Monday 1 June 2026, noon in Los Angeles.
const monday = at('2026-06-01T19:00:00Z');

let client: TestUser;

beforeEach(async () => {
  await t.db().delete(scheduledMessages);
  await t.clearMail();
  client = await createSignedInUser({ isClient: true }, 'Gwen Client');
  setClock(monday);
});

afterEach(() => resetClock());

async function newGallery(expiresOn?: string, proofs = true): Promise<string> {
  const made = await createGallery(client.id, { title: 'Spring show', expiresOn, proofs }, 'system');
  if (!made.ok) throw new Error('no gallery');
  return made.galleryId;
}

/** A picture row, so the gallery may be released (its files are not read here). */
async function addPicture(galleryId: string) {
  const key = crypto.randomUUID();
  await t
    .db()
    .insert(pictures)
    .values({
      id: crypto.randomUUID(),
      userId: client.id,
      galleryId,
      format: 'jpeg',
      width: 10,
      height: 10,
      byteSize: 100,
      thumbWidth: 10,
      thumbHeight: 10,
      originalKey: `${key}-o`,
      displayKey: `${key}-d`,
      thumbKey: `${key}-t`,
    });
}

async function rowsOf(galleryId: string) {
  const all = await t.db().select().from(scheduledMessages).orderBy(asc(scheduledMessages.id));
  return all
    .filter((row) => row.galleryId === galleryId)
    .map(({ purpose, dueAt, state, aboutDate }) => ({
      purpose,
      dueAt: dueAt.toISOString(),
      state,
      aboutDate,
    }));
}

async function subjects() {
  return (await queuedMail()).map((mail) => mail.subject);
}

describe('"Your gallery expires on {date}"', () => {
  it('is made for 9:00 seven days before the last day, and sent then with the date', async () => {
    const id = await newGallery('2026-06-30');
    expect(await rowsOf(id)).toEqual([
      {
        purpose: 'gallery-expires',
        dueAt: '2026-06-23T16:00:00.000Z',
        state: 'scheduled',
        aboutDate: '2026-06-30',
      },
    ]);
    expect(await queueDueReminders(at('2026-06-23T15:59:00Z'))).toEqual({ queued: 0, cancelled: 0 });
    expect(await queueDueReminders(at('2026-06-23T16:00:00Z'))).toEqual({ queued: 1, cancelled: 0 });
    const [mail] = await queuedMail();
    expect(mail?.subject).toBe('Your gallery expires on June 30, 2026');
    expect(mail?.toAddress).toContain(client.email);
    expect(mail?.textBody).toContain(`/galleries/${id}`);
  });

  it('re-dating it remakes the reminder; clearing the date (reopening) cancels it', async () => {
    const id = await newGallery('2026-06-30');
    expect(await setExpiry(client.id, id, '2026-07-15', 'system')).toBe(true);
    expect((await rowsOf(id)).map((r) => [r.state, r.dueAt])).toEqual([
      ['cancelled', '2026-06-23T16:00:00.000Z'],
      ['scheduled', '2026-07-08T16:00:00.000Z'],
    ]);
    expect(await setExpiry(client.id, id, null, 'system')).toBe(true);
    expect((await rowsOf(id)).map((r) => r.state)).toEqual(['cancelled', 'cancelled']);
    expect(await queueDueReminders(at('2026-07-08T16:00:00Z'))).toEqual({ queued: 0, cancelled: 0 });
    expect(await subjects()).toEqual([]);
  });
});

describe('"Your pictures are waiting"', () => {
  it('goes at 9:00 three days after the release when the client has not opened the gallery', async () => {
    const id = await newGallery();
    await addPicture(id);
    expect((await releaseGallery(client.id, id, 'system')).ok).toBe(true);
    expect(await rowsOf(id)).toEqual([
      {
        purpose: 'gallery-waiting',
        dueAt: '2026-06-04T16:00:00.000Z',
        state: 'scheduled',
        aboutDate: '2026-06-01',
      },
    ]);
    expect(await queueDueReminders(at('2026-06-04T16:00:00Z'))).toEqual({ queued: 1, cancelled: 0 });
    expect(await subjects()).toContain('Your pictures are waiting');
  });

  it('is cancelled, not sent, once the client has opened the released gallery', async () => {
    const id = await newGallery();
    await addPicture(id);
    expect((await releaseGallery(client.id, id, 'system')).ok).toBe(true);
    setClock(at('2026-06-02T18:00:00Z'));
    await galleryLoader(
      routeArgs<typeof galleryLoader>(siteRequest(`/galleries/${id}`, { cookie: client.cookie }), {
        galleryId: id,
      }),
    );
    expect(await queueDueReminders(at('2026-06-04T16:00:00Z'))).toEqual({ queued: 0, cancelled: 1 });
    expect(await subjects()).not.toContain('Your pictures are waiting');
  });
});
