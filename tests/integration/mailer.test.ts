import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getEnv, resetEnvCache } from '../../app/config/env.server';
import { mailLog } from '../../app/mail/mail.tables';
import { sendMail } from '../../app/mail/mailer.server';
import { closedPort, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

// Each test looks only at the mail it sent.
beforeEach(() => t.clearOutbox());

const message = {
  to: 'owner@example.com',
  subject: 'Booking request from Zoë',
  text: 'Zoë would like a portrait session.\nCall 916-555-0100.\n',
  html: '<p>Zoë would like a <strong>portrait</strong> session.</p>',
  replyTo: 'zoe@example.com',
};

async function logRowFor(subject: string) {
  const [row] = await t
    .db()
    .select()
    .from(mailLog)
    .where(eq(mailLog.subject, subject))
    .orderBy(desc(mailLog.id))
    .limit(1);
  if (!row) throw new Error(`no mail_log row for "${subject}"`);
  return row;
}

/** Points the mailer at an SMTP server (or back at the outbox) for one test. */
function useSmtpUrl(url: string | undefined): void {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvCache();
}

describe('sendMail without SMTP_URL', () => {
  it('writes an .eml to DATA_DIR/outbox and logs it as written', async () => {
    const result = await sendMail(message);
    expect(result.status).toBe('written');
    expect(result.filePath).toBeDefined();
    expect(path.dirname(result.filePath ?? '')).toBe(path.join(t.dataDir(), 'outbox'));

    const [email, ...others] = t.outbox();
    expect(others).toEqual([]);
    expect(email?.file).toBe(result.filePath);
    expect(email?.to).toBe('owner@example.com');
    expect(email?.replyTo).toBe('zoe@example.com');
    expect(email?.from).toBe(getEnv().MAIL_FROM);
    expect(email?.subject).toBe('Booking request from Zoë');
    expect(email?.text).toBe(message.text);
    expect(email?.html).toBe(message.html);

    const row = await logRowFor(message.subject);
    expect(row).toMatchObject({
      toAddress: 'owner@example.com',
      status: 'written',
      attempts: 1,
      filePath: result.filePath,
      error: null,
    });
  });
});

describe('sendMail with SMTP_URL', () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    useSmtpUrl(undefined);
    await sink?.close();
    sink = undefined;
  });

  it('delivers over SMTP and logs it as sent', async () => {
    sink = await startSmtpSink();
    useSmtpUrl(sink.url);
    const subject = 'Sent over SMTP';
    const result = await sendMail({ ...message, subject });
    expect(result).toEqual({ status: 'sent' });

    expect(sink.received).toHaveLength(1);
    const email = sink.received[0];
    expect(email?.envelopeTo).toEqual(['owner@example.com']);
    expect(email?.subject).toBe(subject);
    expect(email?.text).toBe(message.text);
    expect(email?.html).toBe(message.html);
    // Delivered mail leaves no file behind.
    expect(t.outbox()).toEqual([]);
    expect(t.outbox('failed')).toEqual([]);

    const row = await logRowFor(subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, filePath: null, error: null });
  });

  it('retries a refused send, keeps a copy in outbox/failed and logs it as failed', async () => {
    useSmtpUrl(`smtp://127.0.0.1:${await closedPort()}`);
    const subject = 'SMTP is down';
    const started = Date.now();
    const result = await sendMail({ ...message, subject });
    // Three waits between four attempts: 200 + 1000 + 3000 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(result.status).toBe('failed');

    const [copy, ...others] = t.outbox('failed');
    expect(others).toEqual([]);
    expect(copy?.file).toBe(result.filePath);
    expect(copy?.to).toBe('owner@example.com');
    expect(copy?.subject).toBe(subject);
    expect(copy?.text).toBe(message.text);
    expect(t.outbox()).toEqual([]);

    const row = await logRowFor(subject);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(4);
    expect(row.filePath).toBe(result.filePath);
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(fs.existsSync(row.filePath ?? '')).toBe(true);
  });
});
