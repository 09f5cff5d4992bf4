import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { enqueueMail } from '../../app/mail/outbox.server';
import { action, loader } from '../../app/routes/admin-home';
import { queuedMail, useSmtpUrl } from '../helpers/mail-queue';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { closedPort, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/** Admin Home's "Undelivered mail": what has not arrived, why, and "Retry now" (docs/decisions/021). */
const t = setupTestDatabase();

let admin: TestUser;
const others: Record<string, TestUser | null> = {};
let port: number;
let sink: SmtpSink | undefined;

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  others['signed out'] = null;
  others.User = await createSignedInUser({}, 'Una User');
  others.Client = await createSignedInUser({ isClient: true }, 'Cleo Client');
  port = await closedPort();
});

// The SMTP server the site points at is down at the start of every test.
beforeEach(async () => {
  await sink?.close();
  sink = undefined;
  useSmtpUrl(`smtp://127.0.0.1:${port}`);
  await t.clearMail();
});

afterAll(async () => {
  useSmtpUrl(undefined);
  await sink?.close();
});

const message = (subject: string) => ({
  to: 'jenna@example.com',
  subject,
  text: 'Do you shoot at the Reno Rodeo?',
});

async function undelivered(user: TestUser | null = admin) {
  const request = siteRequest('/adminHome', { cookie: user?.cookie });
  const result = await settle(loader(routeArgs<typeof loader>(request)));
  return { ...result, list: result.body?.undeliveredMail };
}

function retry(mailId: number | string, user: TestUser | null = admin) {
  const fields = { intent: 'retry-mail', mailId: String(mailId) };
  return settle(
    action(routeArgs<typeof action>(siteRequest('/adminHome', { fields, cookie: user?.cookie }))),
  );
}

async function queueAndFail(subject: string): Promise<number> {
  await enqueueMail(t.db(), message(subject));
  await deliverDueMail();
  const row = (await queuedMail()).find((mail) => mail.subject === subject);
  if (!row) throw new Error(`${subject} was not queued`);
  return row.id;
}

describe('the Undelivered mail list', () => {
  it('shows a failed message: recipient, subject, attempts, last error, next try', async () => {
    await queueAndFail('Contact form: message from Jenna');
    const { status, list } = await undelivered();
    expect(status).toBe(200);
    expect(list).toHaveLength(1);
    expect(list?.[0]).toMatchObject({
      to: 'jenna@example.com',
      subject: 'Contact form: message from Jenna',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextTry: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M [A-Z]{3}$/),
    });
  });

  it('leaves out mail on its way and mail delivered; shows mail no worker has tried for a minute', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    await enqueueMail(t.db(), message('Delivered'));
    await deliverDueMail();
    await enqueueMail(t.db(), message('Just queued'));
    await enqueueMail(t.db(), message('Never tried'), new Date(Date.now() - 2 * 60_000));
    const { list } = await undelivered();
    expect(list?.map((mail) => [mail.subject, mail.attempts, mail.lastError])).toEqual([
      ['Never tried', 0, null],
    ]);
  });

  it('says when the server has given up (a permanent refusal)', async () => {
    sink = await startSmtpSink({ refuse: { code: 550, message: 'No such mailbox' } });
    useSmtpUrl(sink.url);
    await queueAndFail('Refused');
    const { list } = await undelivered();
    expect(list?.[0]).toMatchObject({
      subject: 'Refused',
      nextTry: null,
      lastError: expect.stringMatching(/550/),
    });
  });
});

describe('Retry now', () => {
  it('tries at once: still down, it says so and keeps the message; up, it delivers it once', async () => {
    const id = await queueAndFail('Contact form: message from Jenna');

    const again = await retry(id);
    expect(again.status).toBe(502);
    expect(again.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^"Contact form: message from Jenna" to jenna@example\.com failed again: .*ECONNREFUSED.*\. The server keeps trying\.$/,
      ),
    });
    expect((await undelivered()).list?.map((mail) => mail.attempts)).toEqual([2]);

    sink = await startSmtpSink({ port });
    const delivered = await retry(id);
    expect(delivered).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Delivered "Contact form: message from Jenna" to jenna@example.com.' },
    });
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Contact form: message from Jenna']);
    expect((await undelivered()).list).toEqual([]);

    // Neither a second click nor the worker sends it again.
    expect(await retry(id)).toMatchObject({
      status: 409,
      body: { ok: false, message: 'That email has been delivered already.' },
    });
    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('gives a given-up message one more attempt', async () => {
    sink = await startSmtpSink({ refuse: { code: 550, message: 'No such mailbox' } });
    useSmtpUrl(sink.url);
    const id = await queueAndFail('Refused');
    await sink.close();
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    expect((await retry(id)).status).toBe(200);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Refused']);
    expect((await queuedMail())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves a message a worker is sending right now alone', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    await enqueueMail(t.db(), message('Being sent'));
    // What a worker's claim looks like while it talks to the SMTP server.
    const [row] = await t
      .db()
      .update(mailOutbox)
      .set({ claimedUntil: new Date(Date.now() + 60_000), claimToken: 'busy-worker', attempts: 1 })
      .returning();
    const id = row?.id ?? 0;
    expect(await retry(id)).toMatchObject({
      status: 409,
      body: { ok: false, message: 'That email is being sent right now.' },
    });
    expect(sink.received).toEqual([]);
    expect((await queuedMail())[0]).toMatchObject({ claimToken: 'busy-worker', attempts: 1 });
  });

  it('refuses an unknown or malformed message id', async () => {
    expect(await retry(999_999)).toMatchObject({
      status: 404,
      body: { ok: false, message: 'That email does not exist.' },
    });
    for (const mailId of ['', 'abc', '-1']) {
      expect(await retry(mailId)).toMatchObject({
        status: 400,
        body: { ok: false, message: 'That email does not exist.' },
      });
    }
  });

  for (const who of ['signed out', 'User', 'Client']) {
    it(`is for admins only: a ${who} neither sees the list nor retries, and nothing is sent`, async () => {
      const id = await queueAndFail('Private');
      sink = await startSmtpSink({ port });
      const user = others[who] ?? null;
      const seen = await undelivered(user);
      expect(seen.status).toBe(403);
      expect(seen.list).toBeUndefined();
      const result = await retry(id, user);
      expect(result.status).toBe(403);
      expect(sink.received).toEqual([]);
      const [row] = await t.db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    });
  }
});
