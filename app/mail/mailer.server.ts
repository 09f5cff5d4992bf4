import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getEnv } from '../config/env.server';
import { privateFileMode, privateFolderMode } from '../config/private-files.server';
import { errorMessage } from '../logging/log-error';
import type { ServiceResult } from '../results/service-result';
import type { mailOutbox } from './mail.tables';

/** A message as the domains write it; the outbox stores it rendered (outbox.server.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message, e.g. an .ics invitation. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST' */
  contentType: string;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Delivered (to a file when there is no SMTP server), or not: 'refused' for good (SMTP 5xx), or 'failed' this time. */
export type DeliveryResult = ServiceResult<
  { filePath: string | null },
  { reason: 'refused' | 'failed'; error: string }
>;

export interface MailTransport {
  deliver(mail: QueuedMail): Promise<DeliveryResult>;
  close(): void;
}

/**
 * nodemailer, loaded when the first message goes out rather than at every start: most starts send
 * nothing at once, and it is the largest library the server bundles (docs/PERFORMANCE.md,
 * "Measurements behind the code").
 */
async function nodemailer() {
  return (await import('nodemailer')).default;
}

export function outboxDir(): string {
  return path.join(getEnv().dataDir, 'outbox');
}

/** The row as nodemailer's input: the same headers (Message-ID, Date) on every attempt. */
function mailOptions(mail: QueuedMail) {
  return {
    messageId: mail.messageId,
    date: mail.createdAt,
    from: mail.fromAddress,
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody ?? undefined,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, attachment.encoding),
    })),
  };
}

/**
 * Without SMTP the message is written to DATA_DIR/outbox as the exact RFC 822 bytes an SMTP server
 * would receive. The name (queue time, then row id) sorts in queue order and is the same on every
 * attempt, so a repeat after a crash replaces the file instead of adding a second one; the
 * rename makes the file appear whole, never half-written.
 */
async function writeEml(mail: QueuedMail): Promise<string> {
  const folder = outboxDir();
  // Emails carry live links (password reset, verification): for the server's user only.
  await fs.mkdir(folder, { recursive: true, mode: privateFolderMode });
  const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}-${String(mail.id).padStart(8, '0')}.eml`);
  const render = (await nodemailer()).createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const info = await render.sendMail(mailOptions(mail));
  await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: privateFileMode });
  await fs.rename(`${file}.tmp`, file);
  return file;
}

/** A 5xx answer is the server's final word on this message; anything else may pass later. */
/** A mail server's refusal that trying again will not change (a 5xx reply). */
function failureReason(error: unknown): 'refused' | 'failed' {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 ? 'refused' : 'failed';
}

/**
 * The one place the site hands email to the outside world (docs/decisions/021): over SMTP when
 * SMTP_URL is set, else as .eml files in DATA_DIR/outbox. Only the mail worker calls it; one
 * transport serves one pass of the worker.
 */
export function openMailTransport(): MailTransport {
  const smtpUrl = getEnv().SMTP_URL;
  if (!smtpUrl) {
    return {
      async deliver(mail) {
        try {
          return { ok: true, filePath: await writeEml(mail) };
        } catch (error) {
          return { ok: false, reason: 'failed', error: errorMessage(error) };
        }
      },
      close() {},
    };
  }
  // Short timeouts: a mail server that drops packets must not hold the queue for minutes.
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  return {
    async deliver(mail) {
      try {
        transport ??= nodemailer().then((mailer) => mailer.createTransport(options));
        await (await transport).sendMail(mailOptions(mail));
        return { ok: true, filePath: null };
      } catch (error) {
        return { ok: false, reason: failureReason(error), error: errorMessage(error) };
      }
    },
    // A transport that failed to open has nothing to close; its error went to deliver's caller.
    close: () => void transport?.then((opened) => opened.close()).catch(() => {}),
  };
}
