import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Button, Card } from 'react-bootstrap';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { voidInvoiceSchema } from '../../invoices/invoice.forms';
import { voidPaymentsFirstMessage } from '../../invoices/invoice-money';
import { FormError } from '../form-error';
import { FormField } from '../form-field';

/**
 * PRODUCT §16 the admin's Void invoice: for one sent by mistake or to be replaced. Offered only
 * while no payment counts on it; otherwise the card says to void the payments first.
 */
export function VoidInvoiceForm({
  paidCents,
  reply,
}: {
  paidCents: number;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(voidInvoiceSchema, navigation.state === 'idle' ? reply : undefined);
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Void invoice
      </Card.Header>
      <Card.Body>
        {paidCents > 0 ? (
          <p className="mb-0">{voidPaymentsFirstMessage}</p>
        ) : (
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="void-invoice" />
            <FormError form={form} />
            <FormField
              field={fields.reason}
              label="Reason for voiding the invoice"
              description="A void invoice keeps its number; nothing is due on it, its reminders stop and the client is emailed with the reason. To replace it, create a new one from Booking Info."
            />
            <Button type="submit" variant="outline-danger" disabled={navigation.state === 'submitting'}>
              Void invoice
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
