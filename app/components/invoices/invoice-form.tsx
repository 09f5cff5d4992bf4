import { getFormProps, type SubmissionResult } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { invoiceSchema, itemRows } from '../../invoices/invoice.forms';
import { FormError } from '../form-error';
import { FormField } from '../form-field';

const defaults = {
  items: Array.from({ length: itemRows }, () => ({})),
  depositPercent: '30',
  balanceDaysBefore: '7',
};

/**
 * PRODUCT §16 Create invoice: up to five line items (blank rows are left out), an optional tax
 * line, and the schedule's terms: the deposit's percent and the balance's days before the session.
 */
export function InvoiceForm({ reply }: { reply: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    invoiceSchema,
    navigation.state === 'idle' ? reply : undefined,
    defaults,
  );
  const rows = fields.items.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormError form={form} />
      <fieldset
        className="mb-3"
        aria-describedby={fields.items.errors?.length ? fields.items.errorId : undefined}
      >
        <legend className="h5">Line items</legend>
        {fields.items.errors?.length ? (
          <div className="text-danger mb-2" id={fields.items.errorId}>
            {fields.items.errors[0]}
          </div>
        ) : null}
        {rows.map((row, index) => {
          const item = row.getFieldset();
          return (
            <Row key={row.key} className="g-2">
              <Col md={5}>
                <FormField field={item.description} label={`Item ${index + 1}: description`} />
              </Col>
              <Col md={2}>
                {/* PRODUCT §21: a package line is named "Package: N digital downloads" from it. */}
                <FormField field={item.downloads} label="Digital downloads" />
              </Col>
              <Col md={2}>
                <FormField field={item.quantity} label="Quantity" />
              </Col>
              <Col md={3}>
                <FormField field={item.unitPrice} label="Unit price ($)" />
              </Col>
            </Row>
          );
        })}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Tax (optional)</legend>
        <Row className="g-2">
          <Col md={8}>
            <FormField field={fields.taxLabel} label="Tax label" />
          </Col>
          <Col md={4}>
            <FormField field={fields.taxAmount} label="Tax amount ($)" />
          </Col>
        </Row>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Schedule</legend>
        <Row className="g-2">
          <Col md={6}>
            <FormField
              field={fields.depositPercent}
              label="Deposit (percent, due when the invoice is sent)"
            />
          </Col>
          <Col md={6}>
            <FormField field={fields.balanceDaysBefore} label="Balance due (days before the session)" />
          </Col>
        </Row>
      </fieldset>
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        Create and send invoice
      </Button>
    </Form>
  );
}
