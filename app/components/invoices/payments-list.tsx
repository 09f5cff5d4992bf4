import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Form, useNavigation } from 'react-router';
import { formatDay } from '../../business-time/calendar-dates';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { voidSchema } from '../../invoices/invoice.forms';
import { formatUsd } from '../../money/money';
import { FormError } from '../form-error';

interface Payment {
  id: number;
  amountCents: number;
  method: string;
  paidOn: string;
  note: string;
  voidedAt: Date | string | null;
  voidReason: string | null;
}

/** A live payment's Void form: a reason is required, kept with the payment and sent to the client. */
function VoidForm({
  paymentId,
  reply,
}: {
  paymentId: number;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(voidSchema, navigation.state === 'idle' ? reply : undefined, {
    paymentId: String(paymentId),
  });
  const invalid = Boolean(fields.reason.errors?.length);
  const hintId = `${fields.reason.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} className="d-flex flex-wrap gap-2 align-items-start mt-2">
      <FormError form={form} />
      <input type="hidden" name="intent" value="void" />
      <input type="hidden" name={fields.paymentId.name} value={String(paymentId)} />
      <div>
        <BsForm.Label htmlFor={fields.reason.id} className="visually-hidden">
          Reason for voiding
        </BsForm.Label>
        <BsForm.Control
          {...getInputProps(fields.reason, { type: 'text' })}
          size="sm"
          placeholder="Reason for voiding"
          isInvalid={invalid}
          // Conform's props name only the error: the hint is read too, error or not.
          aria-describedby={invalid ? `${hintId} ${fields.reason.errorId}` : hintId}
        />
        {invalid ? (
          <div className="invalid-feedback d-block" id={fields.reason.errorId}>
            {fields.reason.errors?.[0]}
          </div>
        ) : null}
        <BsForm.Text id={hintId}>
          The client is emailed that it no longer counts, with this reason.
        </BsForm.Text>
      </div>
      <Button type="submit" size="sm" variant="outline-danger" disabled={navigation.state === 'submitting'}>
        Void payment
      </Button>
    </Form>
  );
}

/** The admin's list of recorded payments; a voided one stays, struck through, with its reason. */
export function PaymentsList({
  payments,
  reply,
}: {
  payments: Payment[];
  reply: SubmissionResult<string[]> | undefined;
}) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Payments
      </Card.Header>
      {payments.length === 0 ? (
        <Card.Body>No payments recorded yet.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {payments.map((payment) => (
            <ListGroup.Item key={payment.id}>
              <span className={payment.voidedAt ? 'text-decoration-line-through' : undefined}>
                {formatUsd(payment.amountCents)}, {payment.method}, {formatDay(payment.paidOn)}
                {payment.note ? `: ${payment.note}` : ''}
              </span>
              {payment.voidedAt ? (
                <div className="text-body-secondary small">Voided: {payment.voidReason}</div>
              ) : (
                <VoidForm
                  paymentId={payment.id}
                  // Only the form that was sent shows its answer.
                  reply={reply?.initialValue?.paymentId === String(payment.id) ? reply : undefined}
                />
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
