import { businessDate } from '../business-time/business-time.server';
import { pictureUrl } from '../galleries/pictures.server';
import { maskedCard, type PostalAddress } from './checkout-details';
import { discountLabel } from './discount-rules';
import type { PlacedOrder } from './orders.server';
import { formatTaxRate } from './sales-tax';

/** The picture of a line made of one (PRODUCT §21); its thumbnail is gone once the picture is deleted. */
export interface LinePicture {
  thumbUrl: string | null;
  fileName: string;
  cropNote: string;
}

export interface OrderViewLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  picture: LinePicture | null;
}

/** A placed order as the confirmation page and email show it: plain, serialisable values. */
export interface OrderView {
  publicId: string;
  orderDate: string;
  firstName: string;
  fullName: string;
  email: string;
  billing: PostalAddress;
  shipping: PostalAddress;
  ccName: string;
  maskedCard: string;
  last4Digits: string;
  ccExpiration: string;
  lines: OrderViewLine[];
  subtotalCents: number;
  /** "HORSE10: -$8.50", or null without a code (PRODUCT §21). */
  discountLabel: string | null;
  taxLabel: string;
  taxCents: number;
  totalCents: number;
}

export function toOrderView(order: PlacedOrder): OrderView {
  return {
    publicId: order.publicId,
    orderDate: businessDate(order.createdAt),
    firstName: order.billing.firstName,
    fullName: `${order.billing.firstName} ${order.billing.lastName}`,
    email: order.email,
    billing: order.billing,
    shipping: order.shipping,
    ccName: order.ccName,
    maskedCard: maskedCard(order.last4Digits),
    last4Digits: order.last4Digits,
    ccExpiration: order.ccExpiration,
    lines: order.lines.map(({ name, quantity, unitPriceCents, lineTotalCents, ...line }) => ({
      name,
      quantity,
      unitPriceCents,
      lineTotalCents,
      picture:
        line.pictureFileName === null
          ? null
          : {
              thumbUrl: line.pictureId ? pictureUrl(line.pictureId, 'thumb') : null,
              fileName: line.pictureFileName,
              cropNote: line.cropNote ?? '',
            },
    })),
    subtotalCents: order.subtotalCents,
    discountLabel: order.discountCode ? discountLabel(order.discountCode, order.discountCents) : null,
    taxLabel: `Tax (${order.taxState}, ${formatTaxRate(order.taxRate)})`,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
  };
}
