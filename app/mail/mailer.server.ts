import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { getEnv } from '../config/env.server';
import { getDb } from '../db/db.server';
import { mailLog } from './mail.tables';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message, e.g. an .ics invitation; nodemailer encodes them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
}

export interface MailResult {
  status: 'sent' | 'written' | 'failed';
  filePath?: string;
}

const retryDelaysMs = [200, 1000, 3000];

export function outboxDir(): string {
  return path.join(getEnv().dataDir, 'outbox');
}

/** Renders the message to RFC 822 bytes, the exact thing an SMTP server would receive. */
async function renderEml(message: MailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: getEnv().MAIL_FROM, ...message });
  return info.message as Buffer;
}

async function writeEml(message: MailMessage, folder: string): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, await renderEml(message));
  return file;
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

async function sendSmtp(
  smtpUrl: string,
  message: MailMessage,
): Promise<{ attempts: number; error?: string }> {
  // Short timeouts: a mail server that drops packets must not hold a visitor's request for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  let lastError = '';
  for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt++) {
    try {
      await transport.sendMail({ from: getEnv().MAIL_FROM, ...message });
      return { attempts: attempt };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      // A permanent refusal (5xx) will not change on retry.
      if (isPermanent(error)) return { attempts: attempt, error: lastError };
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return { attempts: retryDelaysMs.length + 1, error: lastError };
}

/**
 * The one way the site sends email. With SMTP_URL it sends over SMTP, retrying; a message SMTP
 * still refuses is kept as an .eml under outbox/failed and recorded as failed. Without SMTP_URL
 * every message is written to DATA_DIR/outbox. Either way a mail_log row records what happened.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const env = getEnv();
  let result: MailResult;
  let attempts = 1;
  let error: string | undefined;
  if (env.SMTP_URL) {
    const sent = await sendSmtp(env.SMTP_URL, message);
    attempts = sent.attempts;
    error = sent.error;
    result = error
      ? { status: 'failed', filePath: await writeEml(message, path.join(outboxDir(), 'failed')) }
      : { status: 'sent' };
    if (error) console.error(`mail: SMTP refused "${message.subject}" to ${message.to}: ${error}`);
  } else {
    result = { status: 'written', filePath: await writeEml(message, outboxDir()) };
    console.log(`mail: wrote ${result.filePath}`);
  }
  const db = await getDb();
  await db.insert(mailLog).values({
    toAddress: message.to,
    subject: message.subject,
    status: result.status,
    attempts,
    filePath: result.filePath ?? null,
    error: error ?? null,
  });
  return result;
}
