import { getEnv } from '../config/env.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { formatUsd } from '../money/money';
import { addressLines } from './checkout-details';
import { type OrderView, toOrderView } from './order-view.server';
import type { PlacedOrder } from './orders.server';

export const notRealOrderNotice =
  'Please note: this is not a real order. This website is a portfolio project, so nothing was charged and nothing will be shipped.';

/** "8x10 Print of IMG_0412.jpg (crop note: keep the ears) x 2 at $25.00: $50.00". */
function lineText(line: OrderView['lines'][number]): string {
  const picture = line.picture
    ? ` of ${line.picture.fileName}${line.picture.cropNote ? ` (crop note: ${line.picture.cropNote})` : ''}`
    : '';
  return `${line.name}${picture} x ${line.quantity} at ${formatUsd(line.unitPriceCents)}: ${formatUsd(line.lineTotalCents)}`;
}

/**
 * The order confirmation of PRODUCT §7 (to_name, to_email, from_name, from_email, subject, message),
 * queued in `queue`, the transaction that places the order. It carries the shipping address and
 * the lines, and of the card only the last 4 digits.
 */
export async function queueOrderConfirmation(queue: MailQueue, order: PlacedOrder): Promise<void> {
  const view = toOrderView(order);
  const totals = [
    `Subtotal: ${formatUsd(view.subtotalCents)}`,
    ...(view.discountLabel ? [`Discount code ${view.discountLabel}`] : []),
    `${view.taxLabel}: ${formatUsd(view.taxCents)}`,
    `Total: ${formatUsd(view.totalCents)} (USD)`,
  ];
  const payment = `Payment: card ending in ${view.last4Digits}`;
  const email = layOutEmail({
    brand: business.name,
    paragraphs: [
      `Hello ${view.firstName},`,
      'Thank you for your order! Your order has been confirmed.',
      notRealOrderNotice,
      `Order ID: ${view.publicId}\nOrder date: ${view.orderDate}`,
      `Items:\n${view.lines.map((line) => `- ${lineText(line)}`).join('\n')}`,
      totals.join('\n'),
      `Shipping address:\n${addressLines(view.shipping).join('\n')}`,
      payment,
    ],
    closing: [`Thank you for choosing ${business.name}!`],
  });
  await enqueueMail(queue, {
    to: `${view.fullName} <${view.email}>`,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: `Your order ${view.publicId} is confirmed (not a real order)`,
    ...email,
  });
}
