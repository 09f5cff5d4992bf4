import { getFormProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { paymentMethods, voidInvoiceSchema } from '../../invoices/invoice.forms';
import { formatUsd } from '../../money/money';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { SelectField } from '../select-field';

/**
 * PRODUCT §16 the admin's Void invoice, at any time: for one sent by mistake, to be replaced, or
 * whose plans changed. With payments not yet settled (`toSettleCents`), it asks what becomes of
 * them: kept as a cancellation fee, or refunded (amount, method, date).
 */
export function VoidInvoiceForm({
  toSettleCents,
  today,
  reply,
}: {
  toSettleCents: number;
  today: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(voidInvoiceSchema, navigation.state === 'idle' ? reply : undefined, {
    refundedOn: today,
  });
  const outcome = fields.outcome;
  const outcomeInvalid = Boolean(outcome.errors?.length);
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Void invoice
      </Card.Header>
      <Card.Body>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="void-invoice" />
          <FormError form={form} />
          <FormField
            field={fields.reason}
            label="Reason for voiding the invoice"
            description="A void invoice keeps its number; nothing is due on it, its reminders stop and the client is emailed with the reason. To replace it, create a new one from Booking Info."
          />
          {toSettleCents > 0 ? (
            <fieldset className="mb-3">
              <legend className="fs-6">What becomes of the {formatUsd(toSettleCents)} paid</legend>
              <BsForm.Group className="mb-3" controlId={outcome.id}>
                <BsForm.Label>Payments</BsForm.Label>
                <BsForm.Select
                  key={outcome.key}
                  name={outcome.name}
                  defaultValue={typeof outcome.initialValue === 'string' ? outcome.initialValue : ''}
                  isInvalid={outcomeInvalid}
                  aria-invalid={outcomeInvalid || undefined}
                  aria-describedby={outcomeInvalid ? outcome.errorId : undefined}
                >
                  <option value="">Choose…</option>
                  <option value="fee">Keep as a cancellation fee</option>
                  <option value="refund">Record a refund</option>
                </BsForm.Select>
                <BsForm.Control.Feedback type="invalid" id={outcome.errorId}>
                  {outcome.errors?.[0]}
                </BsForm.Control.Feedback>
              </BsForm.Group>
              <FormField field={fields.amount} label="Refund amount ($), with a refund" />
              <SelectField
                field={fields.method}
                label="Refund method"
                options={paymentMethods}
                placeholder="Choose…"
              />
              <FormField field={fields.refundedOn} label="Refund date" type="date" />
            </fieldset>
          ) : null}
          <Button type="submit" variant="outline-danger" disabled={navigation.state === 'submitting'}>
            Void invoice
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
