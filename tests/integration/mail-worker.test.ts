import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getEnv, resetEnvCache } from '../../app/config/env.server';
import { mailOutbox } from '../../app/mail/mail.tables';
import { deliverDueMail, leaseMs, retryDelayMs, retryPolicy } from '../../app/mail/mail-worker.server';
import { outboxDir } from '../../app/mail/mailer.server';
import { enqueueMail, queueMail } from '../../app/mail/outbox.server';
import { queuedMail, useSmtpUrl } from '../helpers/mail-queue';
import { closedPort, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { setupTestDatabase } from '../helpers/test-database';

/** The mail queue and its worker (docs/decisions/021), through the real worker function. */
const t = setupTestDatabase();

const message = {
  to: 'owner@example.com',
  subject: 'Booking request from Zoë',
  text: 'Zoë would like a portrait session.\nCall 916-555-0100.\n',
  html: '<p>Zoë would like a <strong>portrait</strong> session.</p>',
  replyTo: 'zoe@example.com',
};

const seconds = (n: number) => n * 1000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

let sink: SmtpSink | undefined;

// Each test looks only at its own mail: the folder and the queue start empty.
beforeEach(async () => {
  await t.clearMail();
});

afterEach(async () => {
  useSmtpUrl(undefined);
  await sink?.close();
  sink = undefined;
});

async function onlyRow() {
  const rows = await queuedMail();
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no queued row');
  return row;
}

describe('queuing', () => {
  it('stores the whole message and sends nothing until the worker runs', async () => {
    await queueMail(message);
    const row = await onlyRow();
    expect(row).toMatchObject({
      toAddress: 'owner@example.com',
      replyTo: 'zoe@example.com',
      fromAddress: getEnv().MAIL_FROM,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: 'pending',
      attempts: 0,
    });
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(t.outbox()).toEqual([]);
  });

  it('a transaction that rolls back leaves no mail behind', async () => {
    await expect(
      t.db().transaction(async (tx) => {
        await enqueueMail(tx, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queuedMail()).toEqual([]);
  });
});

describe('delivery without SMTP_URL', () => {
  it('writes one .eml to DATA_DIR/outbox with the queued Message-ID, and records it as sent', async () => {
    await queueMail(message);
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [email, ...others] = t.outbox();
    expect(others).toEqual([]);
    expect(email?.to).toBe('owner@example.com');
    expect(email?.replyTo).toBe('zoe@example.com');
    expect(email?.from).toBe(getEnv().MAIL_FROM);
    expect(email?.subject).toBe('Booking request from Zoë');
    expect(email?.text).toBe(message.text);
    expect(email?.html).toBe(message.html);
    const row = await onlyRow();
    expect(email?.headers['message-id']).toBe(row.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, filePath: email?.file, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Delivered, the row is only the log: the content (and any one-time link in it) is gone.
    expect(row).toMatchObject({ textBody: '', htmlBody: null, attachments: [] });

    // A second run finds nothing due.
    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(t.outbox()).toHaveLength(1);
  });

  it('makes the outbox for the server user only (0700) and each email readable by it only (0600)', async () => {
    // The folder is made by the first delivery (the beforeEach removed it).
    expect(fs.existsSync(outboxDir())).toBe(false);
    await queueMail(message);
    await deliverDueMail();
    expect(fs.statSync(outboxDir()).mode & 0o777).toBe(0o700);
    const [email] = t.outbox();
    expect(fs.statSync(email?.file ?? '').mode & 0o777).toBe(0o600);
  });

  it('keeps attachments exactly: text as text, bytes as bytes', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Zoë\r\nEND:VCALENDAR\r\n';
    await queueMail({
      ...message,
      attachments: [
        { filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
        { filename: 'note.txt', content: Buffer.from('bytes ✓', 'utf8'), contentType: 'text/plain' },
      ],
    });
    const row = await onlyRow();
    expect(row.attachments.map((a) => [a.filename, a.encoding])).toEqual([
      ['invite.ics', 'utf8'],
      ['note.txt', 'base64'],
    ]);
    await deliverDueMail();
    const [email] = t.outbox();
    expect(email?.attachments.map((a) => [a.filename, a.content])).toEqual([
      ['invite.ics', ics],
      ['note.txt', 'bytes ✓'],
    ]);
    expect(email?.attachments[0]?.contentType).toMatch(/^text\/calendar/);
  });
});

describe('delivery over SMTP', () => {
  it('sends over SMTP with the queued Message-ID and leaves no file', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    await queueMail(message);
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(sink.received).toHaveLength(1);
    const email = sink.received[0];
    expect(email?.envelopeTo).toEqual(['owner@example.com']);
    expect(email?.subject).toBe(message.subject);
    expect(email?.text).toBe(message.text);
    expect(email?.html).toBe(message.html);
    const row = await onlyRow();
    expect(email?.headers['message-id']).toBe(row.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, filePath: null, lastError: null });
    expect(t.outbox()).toEqual([]);
  });

  it('retries with exponential backoff while the server is down, then delivers once', async () => {
    const port = await closedPort();
    useSmtpUrl(`smtp://127.0.0.1:${port}`);
    const queuedAt = new Date();
    await enqueueMail(t.db(), message, queuedAt);

    expect(await deliverDueMail({ now: queuedAt })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await onlyRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt).toEqual(later(queuedAt, seconds(10)));

    // Not due before its time; due after it, and the wait doubles.
    expect(await deliverDueMail({ now: later(queuedAt, seconds(9)) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    await deliverDueMail({ now: later(queuedAt, seconds(10)) });
    row = await onlyRow();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(later(queuedAt, seconds(10 + 20)));

    // The server comes up where the site points.
    sink = await startSmtpSink({ port });
    expect(await deliverDueMail({ now: later(queuedAt, seconds(30)) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverDueMail({ now: later(queuedAt, seconds(3600)) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sink.received).toHaveLength(1);
    row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sink.received[0]?.headers['message-id']).toBe(row.messageId);
  });

  it('a temporary refusal (4xx) is retried', async () => {
    sink = await startSmtpSink({ refuse: { code: 451, message: 'Try again later' } });
    useSmtpUrl(sink.url);
    await queueMail(message);
    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await onlyRow();
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/451/);
  });

  it('a permanent refusal (5xx) stops the retries and is kept as failed', async () => {
    sink = await startSmtpSink({ refuse: { code: 550, message: 'No such mailbox' } });
    useSmtpUrl(sink.url);
    const queuedAt = new Date();
    await enqueueMail(t.db(), message, queuedAt);
    expect(await deliverDueMail({ now: queuedAt })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(await deliverDueMail({ now: later(queuedAt, retryPolicy.giveUpAfterMs) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sink.received).toEqual([]);
  });

  it('keeps retrying for 48 hours, then gives up', async () => {
    useSmtpUrl(`smtp://127.0.0.1:${await closedPort()}`);
    const queuedAt = new Date();
    await enqueueMail(t.db(), message, queuedAt);
    await deliverDueMail({ now: later(queuedAt, retryPolicy.giveUpAfterMs - seconds(1)) });
    expect((await onlyRow()).status).toBe('pending');
    await deliverDueMail({ now: later(queuedAt, retryPolicy.giveUpAfterMs + seconds(3600)) });
    expect(await onlyRow()).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('retry schedule', () => {
  it('waits 10 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 30].map((n) => retryDelayMs(n) / 1000)).toEqual([
      10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600, 3600,
    ]);
  });

  it('starts from MAIL_RETRY_SECONDS when it is set', () => {
    const saved = process.env.MAIL_RETRY_SECONDS;
    process.env.MAIL_RETRY_SECONDS = '2';
    resetEnvCache();
    try {
      expect([1, 2, 3, 12, 13].map((n) => retryDelayMs(n) / 1000)).toEqual([2, 4, 8, 3600, 3600]);
    } finally {
      if (saved === undefined) delete process.env.MAIL_RETRY_SECONDS;
      else process.env.MAIL_RETRY_SECONDS = saved;
      resetEnvCache();
    }
  });

  it('retries for at least a day', () => {
    expect(retryPolicy.giveUpAfterMs).toBeGreaterThanOrEqual(24 * 3600 * 1000);
  });
});

describe('exactly once', () => {
  it('two workers running at once deliver every message once', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    const subjects = Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) await queueMail({ ...message, subject });

    const reports = await Promise.all([deliverDueMail(), deliverDueMail()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(8);
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(sink.received.map((mail) => mail.headers['message-id'])).size).toBe(8);
    expect((await queuedMail()).map((row) => [row.status, row.attempts])).toEqual(
      subjects.map(() => ['sent', 1]),
    );
    expect(await Promise.all([deliverDueMail(), deliverDueMail()])).toEqual([
      { sent: 0, retrying: 0, failed: 0 },
      { sent: 0, retrying: 0, failed: 0 },
    ]);
    expect(sink.received).toHaveLength(8);
  });

  it('a message held by a crashed worker waits for its lease, then goes once, with the same Message-ID', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    const queuedAt = new Date();
    await enqueueMail(t.db(), message, queuedAt);
    // What a worker's claim leaves when its process dies before it can record the outcome.
    await t
      .db()
      .update(mailOutbox)
      .set({ claimedUntil: later(queuedAt, leaseMs), claimToken: 'worker-that-died', attempts: 1 });

    expect(await deliverDueMail({ now: later(queuedAt, leaseMs - 1) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sink.received).toEqual([]);
    expect(await deliverDueMail({ now: later(queuedAt, leaseMs + 1) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimToken: null });
    expect(sink.received.map((mail) => mail.headers['message-id'])).toEqual([row.messageId]);
  });
});
