import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import { href, useFetcher } from 'react-router';
import type { AddToCartReply } from '../../http/form-replies';
import { isUnreachable, type UnreachableReply } from '../../http/unreachable';
import { formatUsd } from '../../money/money';
import { addToCartSchema, maxLineQuantity } from '../../shop/shop.forms';
import { UnreachableNotice } from '../unreachable-notice';

/** PRODUCT §9: how long the button reads 'Item Added!'. */
export const itemAddedMs = 4000;

interface ProductCardProps {
  product: { id: number; name: string; description: string; priceCents: number };
}

/** One product with its own fetcher, so adding to the cart never leaves the page. */
export function ProductCard({ product }: ProductCardProps) {
  const fetcher = useFetcher<AddToCartReply | UnreachableReply>();
  const reply = isUnreachable(fetcher.data) ? undefined : fetcher.data;
  const [added, setAdded] = useState(false);
  const [form, fields] = useForm({
    id: `add-to-cart-${product.id}`,
    lastResult: fetcher.state === 'idle' ? reply?.result : undefined,
    defaultValue: { productId: String(product.id), quantity: '1' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addToCartSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  // PRODUCT §4 Products: 'Item Added!' for 4 seconds after each successful add, then back.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply?.added) return;
    setAdded(true);
    const timer = window.setTimeout(() => setAdded(false), itemAddedMs);
    return () => window.clearTimeout(timer);
  }, [fetcher.state, reply]);

  const quantity = fields.quantity;
  const invalid = Boolean(quantity.errors?.length);
  return (
    <Card className="h-100 shadow-sm" data-testid="product-card">
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h4">
          {product.name}
        </Card.Title>
        <Card.Text>{product.description}</Card.Text>
        <p className="fs-5 fw-semibold">{formatUsd(product.priceCents)}</p>
        <fetcher.Form method="post" action={href('/products')} className="mt-auto" {...getFormProps(form)}>
          {form.errors?.length ? (
            <p className="text-danger small" role="alert" id={form.errorId}>
              {form.errors[0]}
            </p>
          ) : null}
          <input {...getInputProps(fields.productId, { type: 'hidden' })} />
          <div className="d-flex gap-2 align-items-start">
            {/* The input's id comes from Conform (getInputProps), so the label points at it by hand. */}
            <BsForm.Group style={{ width: '6rem' }}>
              <BsForm.Label visuallyHidden htmlFor={quantity.id}>
                Quantity of {product.name}
              </BsForm.Label>
              <BsForm.Control
                {...getInputProps(quantity, { type: 'number' })}
                min={1}
                max={maxLineQuantity}
                step={1}
                inputMode="numeric"
                isInvalid={invalid}
              />
            </BsForm.Group>
            <Button type="submit" disabled={fetcher.state !== 'idle'} aria-live="polite">
              {added ? 'Item Added!' : 'Add to Cart'}
            </Button>
          </div>
          {invalid ? (
            <div className="invalid-feedback d-block" id={quantity.errorId}>
              {quantity.errors?.[0]}
            </div>
          ) : null}
          <UnreachableNotice reply={fetcher.state === 'idle' ? fetcher.data : undefined} />
        </fetcher.Form>
      </Card.Body>
    </Card>
  );
}
