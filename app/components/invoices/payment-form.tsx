import { getFormProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigation } from 'react-router';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { paymentMethods, paymentSchema } from '../../invoices/invoice.forms';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { ResettingForm } from '../resetting-form';
import { SelectField } from '../select-field';

/** PRODUCT §16 the admin's Record a payment: amount, method, date, note. */
export function PaymentForm({
  today,
  reply,
}: {
  today: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(paymentSchema, navigation.state === 'idle' ? reply : undefined, {
    paidOn: today,
  });
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Record a payment
      </Card.Header>
      <Card.Body>
        <ResettingForm method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="record" />
          <FormError form={form} />
          <FormField field={fields.amount} label="Amount ($)" />
          <SelectField field={fields.method} label="Method" options={paymentMethods} placeholder="Choose…" />
          <FormField field={fields.paidOn} label="Date" type="date" />
          <FormField field={fields.note} label="Note" textarea rows={2} />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Record payment
          </Button>
        </ResettingForm>
      </Card.Body>
    </Card>
  );
}
