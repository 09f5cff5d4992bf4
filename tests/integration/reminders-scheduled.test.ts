import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { scheduleBooking } from '../../app/flows/session-flows.server';
import { deliverDueMail, startMailWorker, stopMailWorker } from '../../app/mail/mail-worker.server';
import { queueDueReminders } from '../../app/reminders/reminder-sender.server';
import { reminderSwitches, scheduledMessages } from '../../app/reminders/reminders.tables';
import { cancelSessionReminders } from '../../app/reminders/session-reminders.server';
import { queuedMail } from '../helpers/mail-queue';
import { insertTestBooking } from '../helpers/test-bookings';
import { onPostgres, setupTestDatabase } from '../helpers/test-database';

/**
 * Scheduled emails (PRODUCT §18, decision 048) with a set clock: the rows scheduling makes, the
 * worker step that turns due rows into outbox rows once, and what cancels them. The business is in
 * America/Los_Angeles (the default TZ_BUSINESS): 9:00 there is 16:00 UTC in summer time, 17:00 in winter.
 */
const t = setupTestDatabase();

const hours = (n: number) => n * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
// Monday 1 June 2026, noon in Los Angeles.
const monday = at('2026-06-01T19:00:00Z');

let bookingId: number;

beforeEach(async () => {
  await t.db().delete(scheduledMessages);
  await t.db().delete(reminderSwitches);
  await t.clearMail();
  await t.db().delete(bookings);
  bookingId = (await insertTestBooking(t.db(), { location: 'Sunny Acres Stable, Elk Grove' })).id;
});

afterEach(() => resetClock());

async function schedule(date: string, now: Date) {
  setClock(now);
  const result = await scheduleBooking(bookingId, date, 'system', now);
  expect(result.ok).toBe(true);
}

async function rows() {
  const all = await t.db().select().from(scheduledMessages).orderBy(asc(scheduledMessages.id));
  return all.map(({ purpose, dueAt, state, aboutDate, recipient, cancelReason }) => ({
    purpose,
    dueAt: dueAt.toISOString(),
    state,
    aboutDate,
    recipient,
    cancelReason,
  }));
}

async function reminderMail() {
  const reminderSubjects = ['Your session is in 7 days', 'Your session is tomorrow'];
  return (await queuedMail()).filter((mail) => reminderSubjects.includes(mail.subject));
}

describe('making the rows', () => {
  it('scheduling a session 10 days out makes the 7-day and 1-day reminders at 9:00 business time', async () => {
    await schedule('2026-06-11', monday);
    expect(await rows()).toEqual([
      {
        purpose: 'session-in-7-days',
        dueAt: '2026-06-04T16:00:00.000Z',
        state: 'scheduled',
        aboutDate: '2026-06-11',
        recipient: 'tyler@example.com',
        cancelReason: null,
      },
      {
        purpose: 'session-tomorrow',
        dueAt: '2026-06-10T16:00:00.000Z',
        state: 'scheduled',
        aboutDate: '2026-06-11',
        recipient: 'tyler@example.com',
        cancelReason: null,
      },
    ]);
  });

  it('moving the session cancels the old reminders and makes new ones', async () => {
    await schedule('2026-06-11', monday);
    await schedule('2026-06-18', at('2026-06-02T19:00:00Z'));
    const now = await rows();
    expect(now.filter((r) => r.state === 'cancelled').map((r) => [r.aboutDate, r.cancelReason])).toEqual([
      ['2026-06-11', 'moved'],
      ['2026-06-11', 'moved'],
    ]);
    expect(now.filter((r) => r.state === 'scheduled').map((r) => r.dueAt)).toEqual([
      '2026-06-11T16:00:00.000Z',
      '2026-06-17T16:00:00.000Z',
    ]);
  });

  it('a session on the first Monday after the November change is reminded at 9:00 on the clocks', async () => {
    // Summer time ends on Sunday 1 November 2026: "tomorrow" falls on the change day, in UTC-8.
    await schedule('2026-11-02', at('2026-10-20T19:00:00Z'));
    expect((await rows()).map((r) => r.dueAt)).toEqual([
      '2026-10-26T16:00:00.000Z',
      '2026-11-01T17:00:00.000Z',
    ]);
  });
});

describe('sending', () => {
  it('sends nothing before the due time, then exactly one email with the session details', async () => {
    await schedule('2026-06-11', monday);
    expect(await queueDueReminders(at('2026-06-04T15:59:59Z'))).toEqual({ queued: 0, cancelled: 0 });
    expect(await reminderMail()).toHaveLength(0);

    expect(await queueDueReminders(at('2026-06-04T16:00:00Z'))).toEqual({ queued: 1, cancelled: 0 });
    const [mail] = await reminderMail();
    expect(mail).toMatchObject({ toAddress: 'tyler@example.com', subject: 'Your session is in 7 days' });
    expect(mail?.textBody).toContain('Thursday, June 11, 2026');
    expect(mail?.textBody).toContain('Equine portrait');
    expect(mail?.textBody).toContain('Sunny Acres Stable, Elk Grove');
    expect(mail?.textBody).toMatch(new RegExp(`https?://[^\\s]+/sessions/${bookingId}\\b`));
    const [sent] = (await rows()).filter((r) => r.state === 'sent');
    expect(sent?.purpose).toBe('session-in-7-days');

    // The worker delivers it like any other email.
    await deliverDueMail({ now: at('2026-06-04T16:00:01Z') });
    expect(t.outbox().map((m) => m.subject)).toContain('Your session is in 7 days');
  });

  it("the mail worker's pass runs the step it is started with, so a due reminder is queued and delivered", async () => {
    await schedule('2026-06-11', monday);
    setClock(at('2026-06-04T16:00:00Z'));
    startMailWorker([queueDueReminders]);
    try {
      await expect
        .poll(() => t.outbox().map((m) => m.subject), { timeout: 10_000 })
        .toContain('Your session is in 7 days');
    } finally {
      await stopMailWorker();
    }
  });

  it('two workers at the due time make one outbox row', async () => {
    await schedule('2026-06-11', monday);
    const due = at('2026-06-04T16:00:00Z');
    const reports = await Promise.all([queueDueReminders(due), queueDueReminders(due)]);
    expect(reports.reduce((sum, r) => sum + r.queued, 0)).toBe(1);
    expect(await reminderMail()).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL, a worker passes over a due reminder another process is taking, without waiting for it',
    async () => {
      // Deterministic with real concurrency: this transaction plays the other process, holding the
      // due row. PGlite runs one transaction at a time, so the test above is all it can show there.
      await schedule('2026-06-11', monday);
      const due = at('2026-06-04T16:00:00Z');
      const [taken] = await t
        .db()
        .select({ id: scheduledMessages.id })
        .from(scheduledMessages)
        .where(eq(scheduledMessages.purpose, 'session-in-7-days'));
      if (!taken) throw new Error('no 7-day reminder');
      const whileHeld = await t.db().transaction(async (tx) => {
        await tx
          .select({ id: scheduledMessages.id })
          .from(scheduledMessages)
          .where(eq(scheduledMessages.id, taken.id))
          .for('update');
        // A worker that waited for the row would wait for this transaction, which waits for it.
        return queueDueReminders(due);
      });
      expect(whileHeld).toEqual({ queued: 0, cancelled: 0 });
      expect(await reminderMail()).toHaveLength(0);
      expect(await queueDueReminders(due)).toEqual({ queued: 1, cancelled: 0 });
      expect((await reminderMail()).map((m) => m.subject)).toEqual(['Your session is in 7 days']);
    },
  );

  it('a reminder due while the server was down is sent once after the restart', async () => {
    await schedule('2026-06-11', monday);
    // Down from the 4th at 8:00 to the 5th at 14:00 in Los Angeles: 30 hours, inside the 48 h window.
    const restart = at('2026-06-05T21:00:00Z');
    expect(await queueDueReminders(restart)).toEqual({ queued: 1, cancelled: 0 });
    expect(await queueDueReminders(new Date(restart.getTime() + hours(1)))).toEqual({
      queued: 0,
      cancelled: 0,
    });
    expect((await reminderMail()).map((m) => m.subject)).toEqual(['Your session is in 7 days']);
  });

  it('one due longer ago than the give-up window, counted from its due time, is cancelled, not sent', async () => {
    await schedule('2026-06-11', monday);
    const result = await queueDueReminders(at('2026-06-06T16:00:00Z'));
    expect(result).toEqual({ queued: 0, cancelled: 1 });
    expect(await reminderMail()).toHaveLength(0);
  });
});

describe('cancelling', () => {
  it('cancelling the session cancels its reminders, and none is sent', async () => {
    await schedule('2026-06-11', monday);
    await cancelSessionReminders(t.db(), bookingId, 'session cancelled');
    expect((await rows()).map((r) => [r.state, r.cancelReason])).toEqual([
      ['cancelled', 'session cancelled'],
      ['cancelled', 'session cancelled'],
    ]);
    expect(await queueDueReminders(at('2026-06-10T16:00:00Z'))).toEqual({ queued: 0, cancelled: 0 });
    expect(await reminderMail()).toHaveLength(0);
  });

  it('a reminder whose reason is gone by its due time is cancelled at send time', async () => {
    await schedule('2026-06-11', monday);
    // The date changed without the reminders being remade (a path that forgot them): the check at
    // send time still sees that the session is no longer on the 11th.
    await t.db().update(bookings).set({ dateScheduled: '2026-07-01' }).where(eq(bookings.id, bookingId));
    expect(await queueDueReminders(at('2026-06-04T16:00:00Z'))).toEqual({ queued: 0, cancelled: 1 });
    expect((await rows())[0]?.cancelReason).toBe('reason gone');
    expect(await reminderMail()).toHaveLength(0);
  });

  it('a kind the business switched off is not sent', async () => {
    await schedule('2026-06-11', monday);
    await t.db().insert(reminderSwitches).values({ kind: 'session', enabled: false });
    expect(await queueDueReminders(at('2026-06-04T16:00:00Z'))).toEqual({ queued: 0, cancelled: 1 });
    expect(await reminderMail()).toHaveLength(0);
  });
});
