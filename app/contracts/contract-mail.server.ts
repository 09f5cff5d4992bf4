import { href } from 'react-router';
import { openYourSession } from '../bookings/session-mail-links.server';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import type { MailAttachment } from '../mail/mailer.server';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';

export const pleaseSignSubject = 'Please sign your contract';
export const signedSubject = (title: string) => `Signed: ${title}`;

const contractUrl = (contractId: number) =>
  siteUrl(href('/contracts/:contractId', { contractId: String(contractId) }));

/** Send contract (PRODUCT §17): the client's link to read and sign it, and their session's page. */
export async function queuePleaseSign(
  queue: MailQueue,
  client: { name: string; email: string },
  contract: { id: number; bookingId: number; title: string },
): Promise<void> {
  const url = contractUrl(contract.id);
  const session = openYourSession(contract.bookingId);
  const lines = [
    `Hello ${client.name},`,
    `${business.name} has sent you "${contract.title}" to read and sign. Please sign in with this email address and open it here:`,
  ];
  await enqueueMail(queue, {
    to: `${client.name} <${client.email}>`,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: pleaseSignSubject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'Read and sign your contract', url },
      links: [session],
    }),
  });
}

/**
 * The signed PDF, once to the client (with their session's page) and once to the business, in the
 * signing's transaction.
 */
export async function queueSignedCopies(
  queue: MailQueue,
  client: { name: string; email: string },
  contract: { id: number; bookingId: number; title: string; signerName: string; signedOn: string },
  pdf: MailAttachment,
): Promise<void> {
  const env = getEnv();
  const url = contractUrl(contract.id);
  const session = openYourSession(contract.bookingId);
  const toClient = [
    `Hello ${client.name},`,
    `Thank you for signing "${contract.title}". Your signed copy is attached.`,
  ];
  const toBusiness = [
    `${contract.signerName} signed "${contract.title}" on ${contract.signedOn}. The signed copy is attached.`,
  ];
  for (const [to, lines, replyTo, links] of [
    [`${client.name} <${client.email}>`, toClient, env.BUSINESS_EMAIL, [session]],
    [env.BUSINESS_EMAIL, toBusiness, undefined, []],
  ] as const) {
    await enqueueMail(queue, {
      to,
      ...(replyTo ? { replyTo } : {}),
      subject: signedSubject(contract.title),
      ...layOutEmail({
        brand: business.name,
        paragraphs: lines,
        action: { label: 'Open the signed contract', url },
        links,
      }),
      attachments: [pdf],
    });
  }
}
