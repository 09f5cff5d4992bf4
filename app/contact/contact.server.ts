import { getEnv } from '../config/env.server';
import { escapeHtml } from '../mail/escape-html';
import { sendMail } from '../mail/mailer.server';
import type { ContactMessage } from './contact.forms';

/** Sends a Contact Us message to the business (PRODUCT §3 Contact form message: from_name, from_email, html_message). */
export async function sendContactMessage(message: ContactMessage) {
  const env = getEnv();
  return sendMail({
    to: env.BUSINESS_EMAIL,
    replyTo: message.email,
    subject: `Contact form: message from ${message.name}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
    html: `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p><p>${escapeHtml(
      message.message,
    ).replaceAll('\n', '<br>')}</p>`,
  });
}
