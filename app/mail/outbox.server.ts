import crypto from 'node:crypto';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { siteHostname } from '../config/site-url.server';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { mailOutbox, type StoredAttachment } from './mail.tables';
import { nudgeMailWorker } from './mail-worker.server';
import type { MailAttachment, MailMessage } from './mailer.server';

/** Where a domain queues its email: the transaction of the change the email reports. */
export type MailQueue = Db | Tx;

function stored(attachment: MailAttachment): StoredAttachment {
  const { filename, contentType, content } = attachment;
  return typeof content === 'string'
    ? { filename, contentType, encoding: 'utf8', content }
    : { filename, contentType, encoding: 'base64', content: content.toString('base64') };
}

/**
 * Queues `message` in the outbox inside `queue`, the caller's transaction (docs/decisions/021): it
 * is delivered if and only if that transaction commits. The row is the whole rendered message
 * with its own Message-ID, so the worker needs nothing else to send it. Returns the row's id.
 */
export async function enqueueMail(
  queue: MailQueue,
  message: MailMessage,
  now = clock.now(),
): Promise<number> {
  const [row] = await queue
    .insert(mailOutbox)
    .values({
      messageId: `<${crypto.randomUUID()}@${siteHostname()}>`,
      fromAddress: getEnv().MAIL_FROM,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: (message.attachments ?? []).map(stored),
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The email was not queued');
  return row.id;
}

/**
 * Runs `work` in one transaction and, once it has committed, wakes the mail worker, so mail the
 * work queued leaves within a second instead of at the next poll.
 */
export async function transactionWithMail<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  const result = await db.transaction(work);
  nudgeMailWorker();
  return result;
}

/** Queues a message that reports no other change (a Contact Us message), and wakes the worker. */
export async function queueMail(message: MailMessage): Promise<void> {
  await enqueueMail(await getDb(), message);
  nudgeMailWorker();
}
