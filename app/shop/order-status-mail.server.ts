import { href } from 'react-router';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import type { PostalAddress } from './checkout-details';
import type { OrderStatus } from './order-status';

/** What the client is told of an order's new step (PRODUCT §20). */
export interface StatusMailFacts {
  publicId: string;
  email: string;
  billing: PostalAddress;
  status: Exclude<OrderStatus, 'new'>;
  carrier: string | null;
  tracking: string | null;
  reason: string | null;
}

/** The subject of each step's email: "Your order {id} has shipped: {carrier} {tracking}". */
export function statusMailSubject(facts: StatusMailFacts): string {
  const id = facts.publicId;
  switch (facts.status) {
    case 'in-production':
      return `Your order ${id} is in production`;
    case 'shipped':
      return `Your order ${id} has shipped: ${facts.carrier} ${facts.tracking}`;
    case 'delivered':
      return `Your order ${id} was delivered`;
    case 'cancelled':
      return `Your order ${id} was cancelled: ${facts.reason}`;
  }
}

/** Queued in the transaction that records the step, so the client hears of exactly the steps kept. */
export async function queueStatusMail(queue: MailQueue, facts: StatusMailFacts): Promise<void> {
  const subject = statusMailSubject(facts);
  const email = layOutEmail({
    brand: business.name,
    paragraphs: [`Hello ${facts.billing.firstName},`, `${subject}.`],
    action: { label: 'See your order', url: siteUrl(href('/orders/:orderId', { orderId: facts.publicId })) },
    closing: [`Thank you for choosing ${business.name}!`],
  });
  await enqueueMail(queue, {
    to: `${facts.billing.firstName} ${facts.billing.lastName} <${facts.email}>`,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject,
    ...email,
  });
}
