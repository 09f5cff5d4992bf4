import { getEnv } from '../config/env.server';
import { escapeHtml } from '../mail/escape-html';
import { queueMail } from '../mail/outbox.server';
import type { ContactMessage } from './contact.forms';

/**
 * Queues a Contact Us message to the business (PRODUCT §3 Contact form message: from_name,
 * from_email, html_message). The message is the only thing stored, so queuing it is the change.
 */
export async function queueContactMessage(message: ContactMessage): Promise<void> {
  const env = getEnv();
  await queueMail({
    to: env.BUSINESS_EMAIL,
    replyTo: message.email,
    subject: `Contact form: message from ${message.name}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
    html: `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p><p>${escapeHtml(
      message.message,
    ).replaceAll('\n', '<br>')}</p>`,
  });
}
