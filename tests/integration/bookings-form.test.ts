import { beforeEach, describe, expect, it } from 'vitest';
import { phoneFormatMessage } from '../../app/bookings/bookings.forms';
import { bookings } from '../../app/bookings/bookings.tables';
import { todayIn } from '../../app/business-time/zoned-time';
import { getEnv } from '../../app/config/env.server';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { action, loader } from '../../app/routes/booking-form';
import { resetRateLimits } from '../../app/security/rate-limit.server';
import { formReply, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

const t = setupTestDatabase();

const valid = {
  name: 'Tyler Reed',
  email: 'tyler@example.com',
  phnumber: '916-555-0100',
  location: 'Elk Grove, CA',
  msg: 'A portrait of my mare <Bella> & her foal',
  session: 'Equine portrait',
  hearAbout: 'instagram',
};

let ipCount = 0;
/**
 * Each post from its own address unless told: every post counts against the per-IP budget. The
 * mail worker runs after each post, so what it queued is in the outbox.
 */
async function post(fields: Record<string, string>, clientIp = `198.51.100.${++ipCount}`) {
  const answer = formReply(
    await action(routeArgs<typeof action>(siteRequest('/BookingForm', { fields }), {}, clientIp)),
  );
  await deliverDueMail();
  return answer;
}

async function expectNothingStoredOrSent() {
  expect(await t.db().select().from(bookings)).toEqual([]);
  expect(await t.db().select().from(mailOutbox)).toEqual([]);
  expect(t.outbox()).toEqual([]);
}

beforeEach(async () => {
  await resetRateLimits();
  await t.db().delete(bookings);
  await t.clearMail();
});

describe('booking-form loader', () => {
  it('fills in a signed-in user’s name and address, and nothing for a visitor (PRODUCT §2)', async () => {
    const rider = await createSignedInUser({}, 'Hannah Wells');
    const signedIn = await loader(
      routeArgs<typeof loader>(siteRequest('/BookingForm', { cookie: rider.cookie })),
    );
    expect(signedIn.person).toEqual({ name: 'Hannah Wells', email: rider.email });
    const visitor = await loader(routeArgs<typeof loader>(siteRequest('/BookingForm')));
    expect(visitor.person).toBeNull();
  });
});

describe('booking-form action: PRODUCT §5 Booking form messages', () => {
  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'T' }, "Name can't be shorter than 2 characters"],
    ['name', { name: 'Ty1er Reed' }, 'Name must only contain letters'],
    ['name', { name: 'T'.repeat(101) }, 'Name cannot exceed 100 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'tyler-at-example' }, 'Email address is invalid'],
    ['email', { email: 'a@b' }, 'Email must be longer than 5 characters'],
    ['phnumber', { phnumber: '' }, 'Phone Number is required'],
    ['phnumber', { phnumber: '9165550100' }, phoneFormatMessage],
    ['phnumber', { phnumber: '916-555-01000' }, phoneFormatMessage],
    ['phnumber', { phnumber: '(916) 555-0100' }, phoneFormatMessage],
    ['location', { location: '' }, 'Location is required'],
    ['location', { location: '   ' }, 'Location is required'],
    ['msg', { msg: 'x'.repeat(1001) }, 'Message must not exceed 1000 characters'],
    ['session', { session: '' }, 'You must select an option'],
    ['session', { session: 'Wedding photography' }, 'You must select an option'],
    ['session', { session: 'equine portrait' }, 'You must select an option'],
    ['hearAbout', { hearAbout: 'tiktok' }, 'Please choose one of the listed options'],
  ])('refuses a bad %s (%j) with 400: nothing stored, no email', async (field, change, message) => {
    const result = await post({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect(result.body.sent).toBe(false);
    // The first message is the one the form shows.
    expect(result.body.result.error?.[field]?.[0]).toBe(message);
    await expectNothingStoredOrSent();
  });

  it('gives the phone format as 123-456-7890 in its message', () => {
    expect(phoneFormatMessage).toContain('123-456-7890');
  });

  it('refuses a request without a session at all', async () => {
    const { session: _omitted, ...withoutSession } = valid;
    const result = await post(withoutSession);
    expect(result.body.result.error?.session).toEqual(['You must select an option']);
    await expectNothingStoredOrSent();
  });
});

describe('booking-form action: success', () => {
  it('stores the request with dateBooked = today in TZ_BUSINESS and sends two emails', async () => {
    const before = todayIn(getEnv().TZ_BUSINESS);
    const result = await post(valid);
    const after = todayIn(getEnv().TZ_BUSINESS);
    expect(result.status).toBe(200);
    expect(result.body.sent).toBe(true);
    // The form resets: nothing is sent back to prefill it.
    expect(result.body.result.initialValue ?? null).toBeNull();

    const [row, ...others] = await t.db().select().from(bookings);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: 'Tyler Reed',
      email: 'tyler@example.com',
      phoneNumber: '916-555-0100',
      location: 'Elk Grove, CA',
      message: valid.msg,
      session: 'Equine portrait',
      hearAbout: 'instagram',
      approved: false,
      contacted: false,
      dateScheduled: null,
    });
    // Around midnight the clock may tick over during the request.
    expect([before, after]).toContain(row?.dateBooked);

    const mail = t.outbox();
    expect(mail).toHaveLength(2);
    const ack = mail.find((m) => m.to === 'tyler@example.com');
    const notice = mail.find((m) => m.to === getEnv().BUSINESS_EMAIL);
    expect(ack?.text).toContain('Equine portrait');
    expect(ack?.text).toContain('will be in touch');
    expect(ack?.text).toContain('not a real business');
    expect(ack?.html).toContain('&lt;Bella&gt; &amp; her foal');
    expect(ack?.html).not.toContain('<Bella>');

    expect(notice?.replyTo).toBe('tyler@example.com');
    expect(notice?.subject).toContain('Tyler Reed');
    expect(notice?.text).toContain('916-555-0100');
    expect(notice?.text).toMatch(new RegExp(`https?://[^\\s]+/BookingInfo/${row?.id}(\\s|$)`));
    expect(notice?.html).toMatch(new RegExp(`href="https?://[^"]+/BookingInfo/${row?.id}"`));
    expect(
      (await t.db().select().from(mailOutbox).orderBy(mailOutbox.id)).map((m) => [m.toAddress, m.status]),
    ).toEqual([
      ['tyler@example.com', 'sent'],
      [getEnv().BUSINESS_EMAIL, 'sent'],
    ]);
  });

  it('stores an optional message and hearAbout left empty as empty / null', async () => {
    const result = await post({ ...valid, msg: '', hearAbout: '' });
    expect(result.status).toBe(200);
    const [row] = await t.db().select().from(bookings);
    expect(row).toMatchObject({ message: '', hearAbout: null });
    expect(t.outbox().find((m) => m.to === getEnv().BUSINESS_EMAIL)?.text).toContain('No Message Attached');
  });

  it('accepts a message of exactly 1000 characters and every session option of PRODUCT §5', async () => {
    const sessions = [
      'Equine portrait',
      'Event photography',
      'Fine art photography',
      'Advertising and marketing photography',
      'Editorial and journalistic photography',
      'Equine lifestyle photography',
      'other',
    ];
    for (const session of sessions) {
      const result = await post({ ...valid, session, msg: 'y'.repeat(1000) });
      expect(result.status, session).toBe(200);
    }
    const rows = await t.db().select().from(bookings);
    expect(rows.map((r) => r.session).sort()).toEqual([...sessions].sort());
  });

  it('accepts each of the five hearAbout options', async () => {
    for (const hearAbout of ['facebook', 'instagram', 'word of mouth', 'website', 'other']) {
      expect((await post({ ...valid, hearAbout })).status, hearAbout).toBe(200);
    }
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const result = await post({ ...valid, website: 'http://spam.example' });
    expect(result.status).toBe(200);
    expect(result.body.sent).toBe(true);
    await expectNothingStoredOrSent();
  });

  it('answers 429 after FORM_RATE_LIMIT posts from one IP, bad ones included; other IPs still pass', async () => {
    const limit = getEnv().FORM_RATE_LIMIT;
    // A bad post counts too: the budget is per post, not per stored request.
    expect((await post({ ...valid, phnumber: 'x' }, '192.0.2.9')).status).toBe(400);
    for (let i = 2; i <= limit; i++) expect((await post(valid, '192.0.2.9')).status).toBe(200);
    const limited = await post(valid, '192.0.2.9');
    expect(limited.status).toBe(429);
    expect(limited.body.sent).toBe(false);
    expect(limited.body.result.error?.['']?.[0]).toMatch(/^Too many messages/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await t.db().select().from(bookings)).toHaveLength(limit - 1);
    // One notice per stored request, and one acknowledgement for the one address per hour.
    expect(t.outbox()).toHaveLength(limit - 1 + 1);

    expect((await post(valid, '192.0.2.10')).status).toBe(200);
  });

  it('acknowledges one address at most once an hour; the business hears of every request', async () => {
    for (const ip of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) {
      expect((await post({ ...valid, email: 'Stranger@Example.com' }, ip)).status).toBe(200);
    }
    const mail = t.outbox();
    const acks = mail.filter((m) => m.to?.toLowerCase() === 'stranger@example.com');
    expect(acks).toHaveLength(1);
    expect(mail.filter((m) => m.to === getEnv().BUSINESS_EMAIL)).toHaveLength(3);
    expect(await t.db().select().from(bookings)).toHaveLength(3);
    // Another address still gets its own.
    expect((await post({ ...valid, email: 'other@example.com' }, '192.0.2.34')).status).toBe(200);
    expect(t.outbox().filter((m) => m.to === 'other@example.com')).toHaveLength(1);
  });
});
