import type { FieldMetadata } from '@conform-to/react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { countryName } from '../../shop/checkout-details';
import { usStates } from '../../shop/sales-tax';
import { FormField } from '../form-field';
import { SelectField } from '../select-field';

type Field = FieldMetadata<string | undefined>;

export interface AddressFieldSet {
  firstName: Field;
  lastName: Field;
  address: Field;
  address2: Field;
  country: Field;
  state: Field;
  zip: Field;
}

/** The address part of checkout, once for billing and once for shipping (PRODUCT §2 Checkout). */
export function AddressFields({
  fields,
  autoCompleteSection,
}: {
  fields: AddressFieldSet;
  autoCompleteSection: string;
}) {
  const ac = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <>
      <Row className="g-3">
        <Col sm={6}>
          <FormField field={fields.firstName} label="First Name" autoComplete={ac('given-name')} />
        </Col>
        <Col sm={6}>
          <FormField field={fields.lastName} label="Last Name" autoComplete={ac('family-name')} />
        </Col>
      </Row>
      <FormField field={fields.address} label="Address" autoComplete={ac('address-line1')} />
      <FormField field={fields.address2} label="Address 2 (optional)" autoComplete={ac('address-line2')} />
      <Row className="g-3">
        <Col md={5}>
          <SelectField
            field={fields.country}
            label="Country"
            options={[countryName]}
            placeholder="Choose..."
          />
        </Col>
        <Col md={4}>
          <SelectField field={fields.state} label="State" options={usStates} placeholder="Choose..." />
        </Col>
        <Col md={3}>
          <FormField field={fields.zip} label="Zip" autoComplete={ac('postal-code')} />
        </Col>
      </Row>
    </>
  );
}
