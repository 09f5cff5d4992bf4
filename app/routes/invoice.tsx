import { parseWithZod } from '@conform-to/zod/v4';
import { lazy, Suspense } from 'react';
import { data, href, Link } from 'react-router';
import { z } from 'zod';
import { businessDate, businessToday } from '../business-time/business-time.server';
import { withLoadTimeout } from '../chunks/chunk-load-failure';
import { requireInvoiceAdmin, requireInvoiceReader } from '../client-sessions/invoice-access.server';
import { InvoiceDetails } from '../components/invoices/invoice-details';
import { InvoiceLetterhead } from '../components/invoices/invoice-letterhead';
import { invoiceStatusStanding, StatusBadge } from '../components/status-badge';
import { getEnv } from '../config/env.server';
import { redirectWithFlash } from '../flash/flash.server';
import { recordPayment, settleInvoice, voidInvoice, voidPayment } from '../flows/invoice-flows.server';
import type { HistoryActor } from '../history/history-events';
import { parseIntent } from '../http/intent-action.server';
import { notFound } from '../http/not-found';
import {
  paymentSchema,
  refundSchema,
  refundSettlement,
  voidInvoiceSchema,
  voidSchema,
  voidSettlement,
} from '../invoices/invoice.forms';
import { overBalanceMessage } from '../invoices/invoice-money';
import { resendInvoice } from '../invoices/invoice-resend.server';
import type { SettleRefusal } from '../invoices/invoice-settlement.server';
import type { InvoiceVoidRefusal } from '../invoices/invoice-void.server';
import { formatUsd } from '../money/money';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/invoice';

/**
 * The admin's forms (payments, Record a payment, refunds, Void) in a module of their own, fetched
 * only when an admin's page shows them: a client's invoice loads no form code (decision 074).
 */
const adminControls = () =>
  withLoadTimeout('invoice-admin-controls', () => import('../components/invoices/invoice-admin-controls'));
const InvoiceAdminControls = lazy(() =>
  adminControls().then((module) => ({ default: module.InvoiceAdminControls })),
);
const ResendInvoiceAction = lazy(() =>
  adminControls().then((module) => ({ default: module.ResendInvoiceAction })),
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Invoice', 'Your invoice: what is due, when, and how to pay.');

/** PRODUCT §16 an invoice: the client's view, and the admin's with Record a payment. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, user } = await requireInvoiceReader(request, params.invoiceId);
  return {
    ...view,
    sentOn: businessDate(view.invoice.createdAt),
    admin: user.isAdmin,
    today: businessToday(),
    howToPay: getEnv().HOW_TO_PAY,
  };
}

/** The page's buttons and forms; each form's fields are its own schema's, checked by Conform. */
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('void') }),
  z.object({ intent: z.literal('void-invoice') }),
  z.object({ intent: z.literal('record') }),
  z.object({ intent: z.literal('resend') }),
  z.object({ intent: z.literal('keep-fee') }),
  z.object({ intent: z.literal('refund') }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const { invoiceId, admin } = await requireInvoiceAdmin(request, params.invoiceId);
  const by = { userId: admin.id };
  const parsed = await parseIntent(request, intentSchema);
  // No button of the page posts anything else; the page shows no notice, so the error page
  // answers a foreign post (the notice of parsed.reply is for pages that show one).
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const { formData } = parsed;
  const self = href('/invoices/:invoiceId', { invoiceId: String(invoiceId) });
  switch (parsed.input.intent) {
    case 'void':
      return voidPaymentAction(invoiceId, formData, self, by);
    case 'void-invoice':
      return voidInvoiceAction(invoiceId, formData, self, by);
    case 'record':
      return recordPaymentAction(invoiceId, formData, self, by);
    case 'resend':
      return resendAction(invoiceId, self);
    case 'keep-fee':
      return keepFeeAction(invoiceId, self, by);
    case 'refund':
      return refundAction(invoiceId, formData, self, by);
  }
}

async function resendAction(invoiceId: number, self: string) {
  const resent = await resendInvoice(invoiceId);
  if (!resent.ok && resent.reason === 'not-found') throw notFound();
  if (!resent.ok) return redirectWithFlash(self, 'A void invoice is not sent again.', 'danger');
  const { invoice, booking } = resent.view;
  return redirectWithFlash(self, `Invoice ${invoice.number} was emailed again to ${booking.email}.`);
}

async function voidPaymentAction(invoiceId: number, formData: FormData, self: string, by: HistoryActor) {
  const submission = parseWithZod(formData, { schema: voidSchema });
  if (submission.status !== 'success')
    return data({ intent: 'void', result: submission.reply() }, { status: 400 });
  const voided = await voidPayment(
    invoiceId,
    Number(submission.value.paymentId),
    submission.value.reason,
    by,
  );
  if (!voided.ok && voided.reason === 'not-found') throw notFound();
  if (!voided.ok)
    return data(
      {
        intent: 'void',
        result: submission.reply({
          formErrors: [
            voided.reason === 'settled'
              ? 'What was paid on this invoice is already kept or refunded: its payments stay as they are.'
              : 'That payment is already voided.',
          ],
        }),
      },
      { status: 409 },
    );
  return redirectWithFlash(
    self,
    `The payment of ${formatUsd(voided.payment.amountCents)} is voided; the client is told by email.`,
  );
}

/** A refusal as Conform's reply takes it: the form's message or a field's. */
type RefusalReply = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/** A refund of more than was paid: the Amount field's message. */
const overPaidMessage = (paidCents: number) => `That is more than the ${formatUsd(paidCents)} paid.`;

function invoiceVoidRefusal(refusal: Exclude<InvoiceVoidRefusal, { reason: 'not-found' }>): RefusalReply {
  switch (refusal.reason) {
    case 'already-void':
      return { formErrors: ['This invoice is already void.'] };
    case 'needs-settlement':
      return {
        fieldErrors: {
          outcome: [
            `${formatUsd(refusal.paidCents)} was paid on it: please choose to keep it as a cancellation fee or to refund it.`,
          ],
        },
      };
    case 'over-paid':
      return { fieldErrors: { amount: [overPaidMessage(refusal.paidCents)] } };
  }
}

async function voidInvoiceAction(invoiceId: number, formData: FormData, self: string, by: HistoryActor) {
  const submission = parseWithZod(formData, { schema: voidInvoiceSchema });
  if (submission.status !== 'success')
    return data({ intent: 'void-invoice', result: submission.reply() }, { status: 400 });
  const voided = await voidInvoice(invoiceId, submission.value.reason, by, voidSettlement(submission.value));
  if (!voided.ok && voided.reason === 'not-found') throw notFound();
  if (!voided.ok)
    return data(
      { intent: 'void-invoice', result: submission.reply(invoiceVoidRefusal(voided)) },
      { status: 409 },
    );
  return redirectWithFlash(self, `Invoice ${voided.invoice.number} is void; the client is told by email.`);
}

function settleRefusal(refusal: Exclude<SettleRefusal, { reason: 'not-found' }>): RefusalReply {
  switch (refusal.reason) {
    case 'already-settled':
      return { formErrors: ['What became of what was paid is already recorded.'] };
    case 'not-cancelled':
      return { formErrors: ['Only an invoice cancelled with its session is settled here.'] };
    case 'nothing-paid':
      return { formErrors: ['Nothing was paid on this invoice.'] };
    case 'over-paid':
      return { fieldErrors: { amount: [overPaidMessage(refusal.paidCents)] } };
  }
}

/** Keep as a cancellation fee (PRODUCT §16): the settlement card's first button. */
async function keepFeeAction(invoiceId: number, self: string, by: HistoryActor) {
  const settled = await settleInvoice(invoiceId, { kind: 'fee' }, by);
  if (!settled.ok && settled.reason === 'not-found') throw notFound();
  // A button without fields, as Email the invoice again: its refusal is the page's message.
  if (!settled.ok) {
    const message = settleRefusal(settled).formErrors?.[0] ?? 'Nothing was recorded.';
    return redirectWithFlash(self, message, 'danger');
  }
  return redirectWithFlash(
    self,
    `The ${formatUsd(settled.paidCents)} paid is kept as a cancellation fee; the client is told by email.`,
  );
}

/** Record a refund (PRODUCT §16): amount, method and date; the client gets its receipt. */
async function refundAction(invoiceId: number, formData: FormData, self: string, by: HistoryActor) {
  const submission = parseWithZod(formData, { schema: refundSchema });
  if (submission.status !== 'success')
    return data({ intent: 'refund', result: submission.reply() }, { status: 400 });
  const settled = await settleInvoice(invoiceId, refundSettlement(submission.value), by);
  if (!settled.ok && settled.reason === 'not-found') throw notFound();
  if (!settled.ok)
    return data({ intent: 'refund', result: submission.reply(settleRefusal(settled)) }, { status: 409 });
  return redirectWithFlash(
    self,
    `Refund of ${formatUsd(settled.invoice.refundCents ?? 0)} recorded; the receipt is on its way to the client.`,
  );
}

async function recordPaymentAction(invoiceId: number, formData: FormData, self: string, by: HistoryActor) {
  const submission = parseWithZod(formData, { schema: paymentSchema });
  if (submission.status !== 'success')
    return data({ intent: 'record', result: submission.reply() }, { status: 400 });
  const recorded = await recordPayment(invoiceId, submission.value, by);
  if (!recorded.ok && recorded.reason === 'not-found') throw notFound();
  if (!recorded.ok && (recorded.reason === 'void' || recorded.reason === 'cancelled'))
    return data(
      {
        intent: 'record',
        result: submission.reply({
          formErrors: [
            recorded.reason === 'void'
              ? 'This invoice is void: nothing can be paid on it.'
              : 'This invoice was cancelled with its session: nothing can be paid on it.',
          ],
        }),
      },
      { status: 409 },
    );
  if (!recorded.ok)
    return data(
      {
        intent: 'record',
        result: submission.reply({ fieldErrors: { amount: [overBalanceMessage(recorded.balanceCents)] } }),
      },
      { status: 409 },
    );
  return redirectWithFlash(
    self,
    `Payment of ${formatUsd(recorded.payment.amountCents)} recorded; the receipt is on its way to the client.`,
  );
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, booking, admin, status } = loaderData;
  // PRODUCT §16: what was paid on an invoice cancelled with its session waits for the admin's choice.
  const toSettle = status === 'Cancelled' && loaderData.paidCents > 0 && invoice.settlement === null;
  return (
    // Bootstrap's markup, not react-bootstrap's Container: the client's page loads none of its files.
    <div className="py-4 container">
      <p>
        {admin ? (
          <Link to={href('/BookingInfo/:id', { id: String(booking.id) })}>← Booking Info</Link>
        ) : (
          <Link to={href('/sessions/:bookingId', { bookingId: String(booking.id) })}>← Your session</Link>
        )}
      </p>
      {/* The invoice as a document: the business, the client, the lines, totals and schedule. */}
      <article className="invoice-document mb-4">
        <InvoiceLetterhead
          heading={
            <h1 className="h3 mb-1">
              Invoice {invoice.number}{' '}
              <StatusBadge standing={invoiceStatusStanding(status)}>{status}</StatusBadge>
            </h1>
          }
          sentOn={loaderData.sentOn}
          booking={booking}
        />
        <InvoiceDetails {...loaderData} />
      </article>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <a href={href('/invoices/:invoiceId/pdf', { invoiceId: String(invoice.id) })} download>
          Download the invoice (PDF)
        </a>
        {admin && status !== 'Void' && status !== 'Cancelled' ? (
          <Suspense fallback={null}>
            <ResendInvoiceAction email={booking.email} />
          </Suspense>
        ) : null}
      </div>
      {admin ? (
        <Suspense fallback={null}>
          <InvoiceAdminControls
            payments={loaderData.payments}
            balanceCents={loaderData.balanceCents}
            paidCents={loaderData.paidCents}
            today={loaderData.today}
            toSettle={toSettle}
            voided={status === 'Void'}
            toSettleCents={invoice.settlement === null ? loaderData.paidCents : 0}
            replies={{
              void: actionData?.intent === 'void' ? actionData.result : undefined,
              record: actionData?.intent === 'record' ? actionData.result : undefined,
              refund: actionData?.intent === 'refund' ? actionData.result : undefined,
              voidInvoice: actionData?.intent === 'void-invoice' ? actionData.result : undefined,
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
