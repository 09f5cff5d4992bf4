import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import BsForm from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Form, useNavigation } from 'react-router';
import { clock } from '../../business-time/clock';
import type { CheckoutFormReply } from '../../http/form-replies';
import type { UnreachableReply } from '../../http/unreachable';
import { formatUsd } from '../../money/money';
import { type CheckoutFormValues, type CheckoutSubmission, checkoutSchema } from '../../shop/checkout.forms';
import type { CheckoutView } from '../../shop/checkout.server';
import { FormField } from '../form-field';
import { UnreachableNotice } from '../unreachable-notice';
import { AddressFields } from './address-fields';
import { CardFields, SavedCardPanel } from './card-fields';
import { CheckoutNotice } from './checkout-notice';

interface CheckoutFormProps {
  view: CheckoutView;
  /** The action's answer to the last submit, or that it never reached the server. */
  reply: CheckoutFormReply | UnreachableReply | undefined;
}

/** PRODUCT §2 and §5 Checkout: one schema checks it here as the buyer types and again in the action. */
export function CheckoutForm({ view, reply: actionData }: CheckoutFormProps) {
  const navigation = useNavigation();
  const [cardChoice, setCardChoice] = useState<'saved' | 'new'>(view.card ? 'saved' : 'new');
  const [form, fields] = useForm<CheckoutFormValues, CheckoutSubmission>({
    id: 'checkout',
    lastResult:
      navigation.state === 'idle' && actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: view.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema(clock.now()) }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const sameAddress = fields.sameAddress.value === 'on';
  const submitting = navigation.state === 'submitting';
  const ready =
    navigation.state === 'idle' && actionData !== undefined && 'ready' in actionData && actionData.ready;

  return (
    <Row className="g-4">
      <Col lg={8}>
        <Form method="post" {...getFormProps(form)}>
          {form.errors?.length ? (
            <Alert variant="danger" role="alert" id={form.errorId}>
              {form.errors[0]}
            </Alert>
          ) : null}
          <fieldset className="mb-4">
            <legend className="h4">Billing address</legend>
            <AddressFields
              autoCompleteSection="billing"
              fields={{
                firstName: fields.firstName,
                lastName: fields.lastName,
                address: fields.address,
                address2: fields.address2,
                country: fields.country,
                state: fields.state,
                zip: fields.zip,
              }}
            />
            <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
            <BsForm.Check
              {...getInputProps(fields.sameAddress, { type: 'checkbox' })}
              label="Shipping address is the same as my billing address"
            />
          </fieldset>
          {/* Hidden and disabled, not removed: unticking the box brings back what was typed. */}
          <fieldset className="mb-4" hidden={sameAddress} disabled={sameAddress}>
            <legend className="h4">Shipping address</legend>
            <AddressFields
              autoCompleteSection="shipping"
              fields={{
                firstName: fields.shipFirstName,
                lastName: fields.shipLastName,
                address: fields.shipAddress,
                address2: fields.shipAddress2,
                country: fields.shipCountry,
                state: fields.shipState,
                zip: fields.shipZip,
              }}
            />
          </fieldset>
          <fieldset className="mb-4">
            <legend className="h4">Payment</legend>
            <input type="hidden" name="cardChoice" value={cardChoice} />
            {cardChoice === 'saved' && view.card ? (
              <SavedCardPanel card={view.card} onAddNew={() => setCardChoice('new')} />
            ) : (
              <>
                <CardFields
                  fields={{
                    ccName: fields.ccName,
                    ccNumber: fields.ccNumber,
                    ccExpiration: fields.ccExpiration,
                    ccv: fields.ccv,
                  }}
                />
                {view.card ? (
                  <Button variant="link" className="px-0 mb-3" onClick={() => setCardChoice('saved')}>
                    Use the card ending in {view.card.last4Digits}
                  </Button>
                ) : null}
              </>
            )}
            <BsForm.Check
              {...getInputProps(fields.saveInfo, { type: 'checkbox' })}
              label="Save this information for next time (of the card, only the name, last 4 digits and expiry are kept)"
            />
          </fieldset>
          <FormField field={fields.discountCode} label="Discount code" autoComplete="off" />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Checking...' : 'Continue to Review'}
          </Button>
          <UnreachableNotice reply={navigation.state === 'idle' ? actionData : undefined} />
        </Form>
      </Col>
      <Col lg={4}>
        <Card className="shadow-sm">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              Order summary
            </Card.Title>
            <p className="mb-1">
              {view.itemCount} {view.itemCount === 1 ? 'item' : 'items'}
            </p>
            <p className="mb-1 fw-semibold">Subtotal: {formatUsd(view.subtotalCents)}</p>
            <p className="small text-body-secondary mb-0">
              Sales tax for the shipping state is added on the review page.
            </p>
          </Card.Body>
        </Card>
      </Col>
      <CheckoutNotice show={ready} />
    </Row>
  );
}
