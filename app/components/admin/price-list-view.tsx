import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import BsForm from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Form } from 'react-router';
import { formatDay, type IsoDate } from '../../business-time/calendar-dates';
import { centsAsDollars, formatUsd } from '../../money/money';
import { priceListKindLabels, priceListKinds, priceListLimits } from '../../shop/price-list-kinds';
import { ResettingForm } from '../resetting-form';
import { RowAction } from './row-action';

/** A product of the price list as the view reads it (PRODUCT §20). */
export interface PriceListRow {
  id: number;
  name: string;
  kind: (typeof priceListKinds)[number];
  size: string | null;
  priceCents: number;
  retiredOn: IsoDate | null;
}

/** One product's fields: a new one (no id) or one on sale, saved by the same intent. */
function ProductForm({ product }: { product?: PriceListRow }) {
  const key = product ? String(product.id) : 'new';
  const SaveForm = product ? Form : ResettingForm;
  return (
    <SaveForm method="post">
      <input type="hidden" name="intent" value="save-price-list-product" />
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <Row className="g-2 align-items-end">
        <Col md={4}>
          <BsForm.Group controlId={`product-name-${key}`}>
            <BsForm.Label>Name</BsForm.Label>
            <BsForm.Control
              name="name"
              defaultValue={product?.name}
              maxLength={priceListLimits.name}
              required
            />
          </BsForm.Group>
        </Col>
        <Col md={3}>
          <BsForm.Group controlId={`product-kind-${key}`}>
            <BsForm.Label>Kind</BsForm.Label>
            <BsForm.Select name="kind" defaultValue={product?.kind ?? 'print'}>
              {priceListKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {priceListKindLabels[kind]}
                </option>
              ))}
            </BsForm.Select>
          </BsForm.Group>
        </Col>
        <Col md={2}>
          <BsForm.Group controlId={`product-size-${key}`}>
            <BsForm.Label>Size (prints)</BsForm.Label>
            <BsForm.Control name="size" defaultValue={product?.size ?? ''} maxLength={priceListLimits.size} />
          </BsForm.Group>
        </Col>
        <Col md={2}>
          <BsForm.Group controlId={`product-price-${key}`}>
            <BsForm.Label>Price ($)</BsForm.Label>
            <BsForm.Control
              name="price"
              inputMode="decimal"
              defaultValue={product ? centsAsDollars(product.priceCents) : ''}
              required
            />
          </BsForm.Group>
        </Col>
        <Col md={1}>
          <Button type="submit" aria-label={product ? `Save ${product.name}` : 'Add product'}>
            {product ? 'Save' : 'Add'}
          </Button>
        </Col>
      </Row>
    </SaveForm>
  );
}

/** "8x10 Print, Print 8x10, $25.00": what a product is, in one line. */
export function productSummary(product: PriceListRow): string {
  const size = product.size ? ` ${product.size}` : '';
  return `${product.name}, ${priceListKindLabels[product.kind]}${size}, ${formatUsd(product.priceCents)}`;
}

/**
 * Admin Home → Show Price List (PRODUCT §20): what a client can order of a picture, added,
 * changed and retired here. A retired product stays on the orders that have it (decision 065).
 */
export function PriceListView({ products }: { products: PriceListRow[] }) {
  const onSale = products.filter((product) => product.retiredOn === null);
  const retired = products.filter((product) => product.retiredOn !== null);
  return (
    <section aria-labelledby="price-list-heading">
      <h2 id="price-list-heading" className="h3">
        Price list
      </h2>
      <p>
        What a client can order of one of their pictures from a gallery. An order keeps the name and price it
        was placed with: a change here leaves orders already placed as they were.
      </p>
      {onSale.length === 0 ? <p>No products on sale.</p> : null}
      {onSale.map((product) => (
        <Card key={product.id} className="mb-3">
          <Card.Body>
            <h3 className="h5">{productSummary(product)}</h3>
            <ProductForm product={product} />
            <div className="mt-2">
              <RowAction
                intent="retire-price-list-product"
                fields={{ productId: product.id }}
                label="Retire"
                name={`Retire ${product.name}`}
                variant="outline-danger"
              />
            </div>
          </Card.Body>
        </Card>
      ))}
      <Card className="mb-3">
        <Card.Body>
          <h3 className="h5">New product</h3>
          <ProductForm />
        </Card.Body>
      </Card>
      {retired.length > 0 ? (
        <section aria-labelledby="retired-products-heading">
          <h3 id="retired-products-heading" className="h5">
            Retired
          </h3>
          <ul>
            {retired.map((product) => (
              <li key={product.id}>
                {productSummary(product)} (retired {product.retiredOn ? formatDay(product.retiredOn) : ''})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
