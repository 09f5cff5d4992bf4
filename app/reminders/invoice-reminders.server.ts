import { and, eq } from 'drizzle-orm';
import { href } from 'react-router';
import { bookings } from '../bookings/bookings.tables';
import { openYourSession } from '../bookings/session-mail-links.server';
import { businessTimeZone, businessToday } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { invoiceStanding } from '../invoices/invoice-money';
import { paidCents } from '../invoices/invoice-paid.server';
import { invoices } from '../invoices/invoices.tables';
import { layOutEmail } from '../mail/email-layout';
import type { MailMessage } from '../mail/mailer.server';
import type { MailQueue } from '../mail/outbox.server';
import { formatUsd } from '../money/money';
import { invoicePurposes, invoiceReminders, isInvoicePurpose } from './reminder-times';
import { type ScheduledMessage, scheduledMessages } from './reminders.tables';

/** The invoice, its booking's address and the instalments as they stand `today`; undefined if gone. */
async function invoiceState(queue: MailQueue, invoiceId: number, today: string) {
  const [row] = await queue
    .select({ invoice: invoices, email: bookings.email, name: bookings.name })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row) return undefined;
  // A void invoice's schedule is empty: no reminder is made for it, and a waiting one is not sent.
  const { schedule } = invoiceStanding(row.invoice, await paidCents(queue, invoiceId), today);
  return { ...row, states: schedule };
}

/**
 * Makes the invoice's reminders anew, in the transaction that sends the invoice,
 * records a payment or voids one: every waiting one is cancelled, then each instalment with
 * something unpaid gets "due in 3 days" and "overdue" at 9:00, those still to come. A paid
 * instalment, or a paid invoice, has none left.
 */
export async function remakeInvoiceReminders(
  queue: MailQueue,
  invoiceId: number,
  { now = clock.now(), cancelReason = 'remade' }: { now?: Date; cancelReason?: string } = {},
): Promise<void> {
  await queue
    .update(scheduledMessages)
    .set({ state: 'cancelled', cancelReason })
    .where(and(eq(scheduledMessages.invoiceId, invoiceId), eq(scheduledMessages.state, 'scheduled')));
  const state = await invoiceState(queue, invoiceId, businessToday(now));
  if (!state) return;
  const rows = state.states
    .filter((instalment) => instalment.unpaidCents > 0)
    .flatMap((instalment) =>
      invoiceReminders(instalment.dueOn, businessTimeZone(), now).map(({ purpose, dueAt }) => ({
        kind: 'invoice',
        purpose,
        recipient: state.email,
        bookingId: state.invoice.bookingId,
        invoiceId,
        aboutDate: instalment.dueOn,
        dueAt,
        createdAt: now,
      })),
    );
  if (rows.length > 0) await queue.insert(scheduledMessages).values(rows);
}

/**
 * The reminder as it goes out, from the invoice as it is at send time: null when its reason is
 * gone (the invoice deleted or void, or nothing left unpaid of the instalment due that day).
 */
export async function composeInvoiceReminder(
  queue: MailQueue,
  row: ScheduledMessage,
  now: Date,
): Promise<MailMessage | null> {
  if (row.invoiceId === null || !isInvoicePurpose(row.purpose)) return null;
  const state = await invoiceState(queue, row.invoiceId, businessToday(now));
  const unpaid = state?.states
    .filter((instalment) => instalment.dueOn === row.aboutDate)
    .reduce((sum, instalment) => sum + instalment.unpaidCents, 0);
  if (!state || !unpaid) return null;
  const page = siteUrl(href('/invoices/:invoiceId', { invoiceId: String(row.invoiceId) }));
  const when = formatDay(row.aboutDate);
  const lines = [
    `Hello ${state.name},`,
    row.purpose === 'invoice-overdue'
      ? `${formatUsd(unpaid)} of invoice ${state.invoice.number} was due on ${when} and is now overdue.`
      : `${formatUsd(unpaid)} of invoice ${state.invoice.number} is due on ${when}.`,
    `How to pay: ${getEnv().HOW_TO_PAY}`,
  ];
  return {
    to: state.email,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: invoicePurposes[row.purpose].subject(row.aboutDate),
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'Open your invoice', url: page },
      // As the invoice itself does (PRODUCT §16): the session's page holds the contract and the rest.
      links: [openYourSession(state.invoice.bookingId)],
      closing: ['Please note: this website is a portfolio project, not a real business. No payment is due.'],
    }),
  };
}
