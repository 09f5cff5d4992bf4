import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { href, Link, useFetcher } from 'react-router';
import type { Notice } from '../../http/notice';
import { formatUsd } from '../../money/money';
import type { PictureView } from '../../pictures/picture-view';
import { maxCropNoteLength, maxLineQuantity } from '../../shop/shop.forms';
import '../../styles/bootstrap/modal.scss';

/** A product of the price list as the dialog offers it. */
export interface OrderableProduct {
  id: number;
  name: string;
  priceCents: number;
}

/** The name the client knows a picture by: the file's own name, else the one it downloads as. */
export function pictureFileName(picture: PictureView): string {
  return picture.originalName ?? picture.downloadName;
}

/**
 * "Order a print of {file name}" (PRODUCT §21, decision 070): the price list, a quantity and a
 * crop note for one picture, added to the cart without leaving the gallery; "Added to your cart"
 * links on to the cart. The picture is shown as the gallery shows it: a proof stays watermarked.
 */
export function OrderPrintDialog({
  picture,
  products,
  onClose,
}: {
  picture: PictureView;
  products: readonly OrderableProduct[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<Notice>();
  const titleId = useId();
  const fieldId = useId();
  const name = pictureFileName(picture);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <fetcher.Form method="post" action={href('/cart/pictures')}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5 text-break">
            Order a print of {name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <img
            src={picture.thumbUrl}
            alt={name}
            width={picture.thumbWidth}
            height={picture.thumbHeight}
            className="img-fluid rounded mb-3 d-block mx-auto"
          />
          <input type="hidden" name="pictureId" value={picture.id} />
          <div className="mb-3">
            <label htmlFor={`${fieldId}-product`} className="form-label">
              Product
            </label>
            <select id={`${fieldId}-product`} name="priceListProductId" className="form-select" required>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}: {formatUsd(product.priceCents)}
                </option>
              ))}
            </select>
          </div>
          <div className="mb-3">
            <label htmlFor={`${fieldId}-quantity`} className="form-label">
              Quantity
            </label>
            <input
              id={`${fieldId}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxLineQuantity}
              defaultValue={1}
              required
              className="form-control"
            />
          </div>
          <div className="mb-1">
            <label htmlFor={`${fieldId}-crop`} className="form-label">
              Crop note (optional)
            </label>
            <textarea
              id={`${fieldId}-crop`}
              name="cropNote"
              rows={2}
              maxLength={maxCropNoteLength}
              className="form-control"
            />
          </div>
          {reply ? (
            <p
              className={`mt-3 mb-0 ${reply.ok ? 'text-success' : 'text-danger'}`}
              role={reply.ok ? 'status' : 'alert'}
            >
              {reply.message}
              {reply.ok ? (
                <>
                  {' '}
                  <Link to={href('/cart')}>Go to your cart</Link>
                </>
              ) : null}
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Back to the gallery
          </Button>
          <Button type="submit" disabled={busy || products.length === 0}>
            {busy ? 'Adding…' : 'Add to cart'}
          </Button>
        </Modal.Footer>
      </fetcher.Form>
    </Modal>
  );
}
