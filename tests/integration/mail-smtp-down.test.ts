import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { getEnv } from '../../app/config/env.server';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action as bookingAction } from '../../app/routes/booking-form';
import { orders } from '../../app/shop/shop.tables';
import { queuedMail, useSmtpUrl } from '../helpers/mail-queue';
import { formReply, routeArgs, siteRequest } from '../helpers/route-calls';
import { closedPort, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { setupTestDatabase } from '../helpers/test-database';
import { billing, checkout, confirm, fillCart, newCard, review, shipping, shopUser } from './shop-helpers';

/**
 * PRODUCT §15: with the SMTP server down a visitor's booking and order still succeed; once it is up,
 * each email arrives exactly once, however often and however many workers run.
 */
const t = setupTestDatabase();

let sink: SmtpSink | undefined;
afterAll(async () => {
  useSmtpUrl(undefined);
  await sink?.close();
});

const booking = {
  name: 'Tyler Reed',
  email: 'tyler@example.com',
  phnumber: '916-555-0100',
  location: 'Elk Grove, CA',
  msg: 'A portrait of my mare',
  session: 'Equine portrait',
  hearAbout: 'instagram',
};

const none = { sent: 0, retrying: 0, failed: 0 };

describe('SMTP server down', () => {
  it('a booking and an order succeed; when the server is up each email arrives once', async () => {
    const port = await closedPort();
    useSmtpUrl(`smtp://127.0.0.1:${port}`);

    // The visitor's booking: answered as sent, stored.
    const answer = formReply(
      await bookingAction(
        routeArgs<typeof bookingAction>(
          siteRequest('/BookingForm', { fields: booking }),
          {},
          '198.51.100.40',
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.sent).toBe(true);
    expect(await t.db().select().from(bookings)).toHaveLength(1);

    // The shopper's order: placed, and /confirm shows it.
    const shopper = await shopUser();
    await fillCart(shopper);
    await checkout(shopper, { ...billing, ...shipping, ...newCard });
    const placed = await confirm(shopper, (await review(shopper)).body);
    expect(placed.location).toMatch(/^\/confirm\?order=[0-9A-F]{15}$/);
    const [order] = await t.db().select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order).toBeDefined();

    // The worker tries each message; the server refuses the connection, so all three wait.
    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 3, failed: 0 });
    const waiting = await queuedMail();
    expect(waiting.map((row) => [row.toAddress, row.status, row.attempts])).toEqual([
      ['tyler@example.com', 'pending', 1],
      [getEnv().BUSINESS_EMAIL, 'pending', 1],
      [`Jane Rider <${billing.email}>`, 'pending', 1],
    ]);
    for (const row of waiting) expect(row.lastError).toMatch(/ECONNREFUSED/);

    // The server comes up where the site points; the retries fall due.
    sink = await startSmtpSink({ port });
    const retryTime = new Date(Date.now() + 60_000);
    // Two workers at once (two server processes): every message still goes once.
    const reports = await Promise.all([
      deliverDueMail({ now: retryTime }),
      deliverDueMail({ now: retryTime }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(3);
    expect(sink.received.map((mail) => [mail.envelopeTo, mail.subject]).sort()).toEqual(
      [
        [['tyler@example.com'], 'We received your booking request'],
        [[getEnv().BUSINESS_EMAIL], 'New booking request from Tyler Reed'],
        [[billing.email], `Your order ${order?.publicId} is confirmed (not a real order)`],
      ].sort(),
    );
    const messageIds = sink.received.map((mail) => mail.headers['message-id']);
    expect(new Set(messageIds).size).toBe(3);
    expect((await queuedMail()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);

    // Running the worker again, now or much later, sends nothing more.
    expect(await deliverDueMail()).toEqual(none);
    expect(await deliverDueMail({ now: new Date(Date.now() + 7 * 24 * 3600_000) })).toEqual(none);
    expect(sink.received).toHaveLength(3);
  });
});
