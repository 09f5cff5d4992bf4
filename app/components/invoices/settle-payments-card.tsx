import { getFormProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { paymentMethods, refundSchema } from '../../invoices/invoice.forms';
import { centsAsDollars, formatUsd } from '../../money/money';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { SelectField } from '../select-field';

/**
 * PRODUCT §16 what becomes of what was paid on an invoice cancelled with its session, the admin's
 * choice, recorded once: **Keep as a cancellation fee**, or **Record a refund** (amount, method,
 * date; the client gets its receipt).
 */
export function SettlePaymentsCard({
  paidCents,
  today,
  reply,
}: {
  paidCents: number;
  today: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useSchemaForm(refundSchema, navigation.state === 'idle' ? reply : undefined, {
    amount: centsAsDollars(paidCents),
    refundedOn: today,
  });
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        What was paid
      </Card.Header>
      <Card.Body>
        <p>
          {formatUsd(paidCents)} was paid before the session was cancelled. Keep it as a cancellation fee, or
          record what you refunded; the client is told by email.
        </p>
        <Form method="post" className="mb-4">
          <input type="hidden" name="intent" value="keep-fee" />
          <Button type="submit" variant="outline-primary" disabled={busy}>
            Keep as a cancellation fee
          </Button>
        </Form>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="refund" />
          <FormError form={form} />
          <FormField field={fields.amount} label="Refund amount ($)" />
          <SelectField field={fields.method} label="Method" options={paymentMethods} placeholder="Choose…" />
          <FormField field={fields.refundedOn} label="Date" type="date" />
          <Button type="submit" disabled={busy}>
            Record a refund
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
