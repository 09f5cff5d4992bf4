import Table from 'react-bootstrap/Table';
import { formatUsd } from '../../money/money';
import { addressLines, type PostalAddress } from '../../shop/checkout-details';
import { pictureCaption } from '../../shop/picture-caption';
import '../../styles/bootstrap/tables.scss';
import { LinePictureThumb } from './line-picture-thumb';

interface OrderSummaryProps {
  lines: {
    name: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    /** A line made of one of the client's pictures (PRODUCT §21). */
    picture: { thumbUrl: string | null; fileName: string; cropNote: string } | null;
  }[];
  subtotalCents: number;
  /** "HORSE10: -$8.50" when a code took something off (PRODUCT §21). */
  discountLabel?: string | null;
  taxLabel: string;
  taxCents: number;
  totalCents: number;
}

/** Product lines with quantity and price, then subtotal, tax and total: review and confirmation. */
export function OrderSummary({
  lines,
  subtotalCents,
  discountLabel,
  taxLabel,
  taxCents,
  totalCents,
}: OrderSummaryProps) {
  return (
    <Table responsive className="align-middle" data-testid="order-summary">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className="text-end">
            Quantity
          </th>
          <th scope="col" className="text-end">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a summary's lines are fixed and never reorder.
          <tr key={at}>
            <td>
              <div className="d-flex align-items-center gap-2">
                {line.picture ? <LinePictureThumb picture={line.picture} size={56} /> : null}
                <div>
                  {line.name}
                  {line.picture ? (
                    <span className="d-block small" data-testid="line-picture">
                      {pictureCaption(line.picture)}
                    </span>
                  ) : null}
                  <span className="d-block small text-body-secondary">
                    {formatUsd(line.unitPriceCents)} each
                  </span>
                </div>
              </div>
            </td>
            <td className="text-end">{line.quantity}</td>
            <td className="text-end">{formatUsd(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="text-end fw-normal">
            Subtotal
          </th>
          <td className="text-end">{formatUsd(subtotalCents)}</td>
        </tr>
        {discountLabel ? (
          <tr>
            <th scope="row" colSpan={2} className="text-end fw-normal">
              Discount code
            </th>
            <td className="text-end" data-testid="order-discount">
              {discountLabel}
            </td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" colSpan={2} className="text-end fw-normal">
            {taxLabel}
          </th>
          <td className="text-end" data-testid="order-tax">
            {formatUsd(taxCents)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={2} className="text-end">
            Total (USD)
          </th>
          <td className="text-end fw-bold" data-testid="order-total">
            {formatUsd(totalCents)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

/** A postal address as lines, in an <address> element. */
export function AddressBlock({ address, email }: { address: PostalAddress; email?: string }) {
  return (
    <address className="mb-0">
      {addressLines(address).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed and never reorder.
        <span key={index} className="d-block">
          {line}
        </span>
      ))}
      {email ? <span className="d-block">{email}</span> : null}
    </address>
  );
}
