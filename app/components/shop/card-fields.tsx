import type { FieldMetadata } from '@conform-to/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { maskedCard, type SavedCard } from '../../shop/checkout-details';
import { FormField } from '../form-field';

type Field = FieldMetadata<string | undefined>;

export interface CardFieldSet {
  ccName: Field;
  ccNumber: Field;
  ccExpiration: Field;
  ccv: Field;
}

/** A card on file: name, masked number and expiry, never the number itself (PRODUCT §10). */
export function SavedCardPanel({ card, onAddNew }: { card: SavedCard; onAddNew: () => void }) {
  return (
    <Card className="mb-3" data-testid="saved-card">
      <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <div>
          <p className="mb-1 fw-semibold">{card.ccName}</p>
          <p className="mb-1 font-monospace">{maskedCard(card.last4Digits)}</p>
          <p className="mb-0 small text-body-secondary">Expires {card.ccExpiration}</p>
        </div>
        <Button variant="outline-primary" onClick={onAddNew}>
          Add New Card
        </Button>
      </Card.Body>
    </Card>
  );
}

/** A new card's fields. The number and CVV are checked on the server and then dropped. */
export function CardFields({ fields }: { fields: CardFieldSet }) {
  return (
    <>
      <FormField field={fields.ccName} label="Name on Card" autoComplete="cc-name" />
      <FormField field={fields.ccNumber} label="Card Number" autoComplete="cc-number" />
      <Row className="g-3">
        <Col sm={6}>
          <FormField field={fields.ccExpiration} label="Expiration (MM/YY)" autoComplete="cc-exp" />
        </Col>
        <Col sm={6}>
          <FormField field={fields.ccv} label="CVV" autoComplete="cc-csc" />
        </Col>
      </Row>
    </>
  );
}
