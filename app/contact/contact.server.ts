import { getEnv } from '../config/env.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
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
    // Nothing to click: the answer is a reply, to the visitor's address.
    ...layOutEmail({
      brand: business.name,
      paragraphs: [`From: ${message.name} <${message.email}>`, message.message],
    }),
  });
}
