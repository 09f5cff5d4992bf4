import Button from 'react-bootstrap/Button';
import { href, useFetcher } from 'react-router';
import type { Notice } from '../../http/notice';
import { formatUsd } from '../../money/money';
import { maxLineQuantity } from '../../shop/shop.forms';
import { LinePictureThumb } from './line-picture-thumb';

interface CartLineItemProps {
  line: {
    key: string;
    productId: number | null;
    /** A line made of one of the client's pictures (PRODUCT §21): its thumbnail and file name. */
    picture: { lineId: number; thumbUrl: string; fileName: string } | null;
    name: string;
    briefDescription: string;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
  };
}

/** One cart line (PRODUCT §2 Cart) with its own fetcher: plus, minus and remove post without navigating. */
export function CartLineItem({ line }: CartLineItemProps) {
  const fetcher = useFetcher<Notice>();
  const busy = fetcher.state !== 'idle';
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const nameId = `cart-line-${line.key}`;
  return (
    <li className="border-bottom py-3" data-testid="cart-line" aria-labelledby={nameId}>
      <fetcher.Form
        method="post"
        action={href('/cart')}
        className="d-flex flex-wrap align-items-center gap-3"
      >
        {line.picture ? (
          <>
            <input type="hidden" name="pictureLineId" value={line.picture.lineId} />
            <LinePictureThumb picture={line.picture} size={80} />
          </>
        ) : (
          <input type="hidden" name="productId" value={line.productId ?? ''} />
        )}
        <div className="flex-grow-1">
          <h2 className="h5 mb-1" id={nameId}>
            {line.name}
          </h2>
          <p className="mb-0 text-body-secondary">{line.briefDescription}</p>
          <p className="mb-0 small text-body-secondary">{formatUsd(line.unitPriceCents)} each</p>
        </div>
        <fieldset className="d-flex align-items-center gap-2">
          <legend className="visually-hidden">Quantity of {line.name}</legend>
          <Button
            type="submit"
            name="intent"
            value="decrement"
            variant="outline-secondary"
            size="sm"
            disabled={busy}
            aria-label={`Decrease quantity of ${line.name}`}
          >
            −
          </Button>
          <span className="px-2 fw-semibold text-center" data-testid="cart-quantity" aria-live="polite">
            {line.quantity}
          </span>
          <Button
            type="submit"
            name="intent"
            value="increment"
            variant="outline-secondary"
            size="sm"
            disabled={busy || line.quantity >= maxLineQuantity}
            aria-label={`Increase quantity of ${line.name}`}
          >
            +
          </Button>
        </fieldset>
        <p className="mb-0 fw-semibold" data-testid="cart-line-price">
          {formatUsd(line.lineTotalCents)}
        </p>
        <Button
          type="submit"
          name="intent"
          value="remove"
          variant="outline-danger"
          size="sm"
          disabled={busy}
          aria-label={`Remove ${line.name} from cart`}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
            <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
          </svg>
        </Button>
      </fetcher.Form>
      {error ? (
        <p className="text-danger small mb-0 mt-2" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
