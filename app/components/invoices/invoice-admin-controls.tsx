import type { SubmissionResult } from '@conform-to/react';
import type { ComponentProps } from 'react';
import { RowAction } from '../admin/row-action';
import { PaymentForm } from './payment-form';
import { PaymentsList } from './payments-list';
import { SettlePaymentsCard } from './settle-payments-card';
import { VoidInvoiceForm } from './void-invoice-form';

type Reply = SubmissionResult<string[]> | undefined;

/**
 * An invoice's page, the admin's part (PRODUCT §16): the payments with their Void, Record a
 * payment while something is owed, the refund of a cancelled session's payments, Void the
 * invoice. Its own module, loaded only when an admin looks (invoice.tsx, decision 074): the
 * client who opens the invoice from an email never runs these forms or their libraries.
 */
export function InvoiceAdminControls({
  payments,
  balanceCents,
  paidCents,
  today,
  toSettle,
  voided,
  toSettleCents,
  replies,
}: {
  payments: ComponentProps<typeof PaymentsList>['payments'];
  balanceCents: number;
  paidCents: number;
  today: string;
  /** Payments of a cancelled session wait for the admin's choice (SettlePaymentsCard). */
  toSettle: boolean;
  voided: boolean;
  /** What Void the invoice refunds (VoidInvoiceForm). */
  toSettleCents: number;
  replies: { void?: Reply; record?: Reply; refund?: Reply; voidInvoice?: Reply };
}) {
  return (
    <>
      <PaymentsList payments={payments} reply={replies.void} />
      {balanceCents > 0 ? <PaymentForm today={today} reply={replies.record} /> : null}
      {toSettle ? <SettlePaymentsCard paidCents={paidCents} today={today} reply={replies.refund} /> : null}
      {voided ? null : (
        <VoidInvoiceForm toSettleCents={toSettleCents} today={today} reply={replies.voidInvoice} />
      )}
    </>
  );
}

/** Email the invoice again (PRODUCT §16), beside its PDF link; the admin's only, as above. */
export function ResendInvoiceAction({ email }: { email: string }) {
  return (
    <RowAction
      intent="resend"
      fields={{}}
      label="Email the invoice again"
      name={`Email the invoice again to ${email}`}
    />
  );
}
