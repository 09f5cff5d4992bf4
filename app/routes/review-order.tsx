import { Fragment } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { href, Link, PrefetchPageLinks, redirect, useFetcher } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { OrderSummary } from '../components/shop/order-summary';
import { UnreachableNotice } from '../components/unreachable-notice';
import { useCspNonce } from '../security/csp-nonce';
import { pageMeta } from '../seo/page-meta';
import { maskedCard, type PostalAddress } from '../shop/checkout-details';
import { discountLabel, discountRefusalMessage } from '../shop/discount-rules';
import { loadReview } from '../shop/orders.server';
import { formatTaxRate } from '../shop/sales-tax';
import type { Route } from './+types/review-order';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Review Order', 'Check your order before confirming it.');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const review = await loadReview(user.id);
  // No draft or an empty cart: checkout shows the form or "There's nothing in your cart!".
  if (!review) throw redirect(href('/checkout'));
  const { details, quote } = review;
  return {
    draftId: review.draftId,
    cartVersion: review.cartVersion,
    lines: review.lines,
    quote: { ...quote, taxLabel: `Tax (${quote.taxState}, ${formatTaxRate(quote.taxRate)})` },
    discountLabel: quote.discountCode ? discountLabel(quote.discountCode, quote.discountCents) : null,
    discountRefusal: review.discountRefusal
      ? discountRefusalMessage(review.discountRefusal.reason, review.discountRefusal.minOrderCents)
      : null,
    email: details.email,
    billing: details.billing,
    shipping: details.sameAddress ? null : details.shipping,
    card: { ...details.card, masked: maskedCard(details.card.last4Digits) },
  };
}

function AddressList({ address, email }: { address: PostalAddress; email?: string }) {
  const rows: [string, string][] = [
    ['Name', `${address.firstName} ${address.lastName}`],
    ...(email ? [['Email', email] as [string, string]] : []),
    ['Address', address.address],
    ['Address 2', address.address2 || '—'],
    ['State', address.state],
    ['Zip', address.zip],
    ['Country', address.country],
  ];
  return (
    <dl className="row mb-0">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-sm-4">{term}</dt>
          <dd className="col-sm-8">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** PRODUCT §2 Review Order: lines, tax and total, the addresses and the card, then back or confirm. */
export default function ReviewOrder({ loaderData }: Route.ComponentProps) {
  const { quote, billing, shipping, card } = loaderData;
  // A fetcher, not a navigation: a post that never reaches the server leaves this page in place
  // with the message beside the button (a navigation would have gone on to /confirm's loader).
  // The action's redirect to the confirmation is followed as a navigation all the same.
  const confirm = useFetcher();
  const confirming = confirm.state !== 'idle';
  const nonce = useCspNonce();
  return (
    <Container className="py-4">
      <h1 className="mb-4">Review your order</h1>
      {loaderData.discountRefusal ? (
        <Alert variant="warning">
          Your discount code no longer applies: {loaderData.discountRefusal} The total below is without it.
        </Alert>
      ) : null}
      <OrderSummary
        discountLabel={loaderData.discountLabel}
        lines={loaderData.lines}
        subtotalCents={quote.subtotalCents}
        taxLabel={quote.taxLabel}
        taxCents={quote.taxCents}
        totalCents={quote.totalCents}
      />
      <Row className="g-4 mb-4">
        <Col md={shipping ? 4 : 6}>
          <Card className="h-100" as="section" aria-labelledby="billing-heading">
            <Card.Body>
              <h2 className="h5" id="billing-heading">
                Billing address
              </h2>
              <AddressList address={billing} email={loaderData.email} />
            </Card.Body>
          </Card>
        </Col>
        {shipping ? (
          <Col md={4}>
            <Card className="h-100" as="section" aria-labelledby="shipping-heading">
              <Card.Body>
                <h2 className="h5" id="shipping-heading">
                  Shipping address
                </h2>
                <AddressList address={shipping} />
              </Card.Body>
            </Card>
          </Col>
        ) : null}
        <Col md={shipping ? 4 : 6}>
          <Card className="h-100" as="section" aria-labelledby="payment-heading">
            <Card.Body>
              <h2 className="h5" id="payment-heading">
                Payment
              </h2>
              <p className="mb-1">{card.ccName}</p>
              <p className="mb-1 font-monospace">{card.masked}</p>
              <p className="mb-0">Expires {card.ccExpiration}</p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-3">
        <Link to={href('/checkout')} className="btn btn-outline-secondary btn-lg">
          Go back to checkout
        </Link>
        {/* The action is /confirm's: its module is fetched now, while the connection is there. A
            post to a route whose module cannot load makes React Router reload the page, which
            offline is the browser's error page (app/http/unreachable.ts cannot answer that). */}
        <PrefetchPageLinks page={href('/confirm')} nonce={nonce} />
        <confirm.Form method="post" action={href('/confirm')}>
          <input type="hidden" name="draftId" value={loaderData.draftId} />
          <input type="hidden" name="cartVersion" value={loaderData.cartVersion} />
          <Button type="submit" size="lg" disabled={confirming}>
            Confirm Order
          </Button>
          <UnreachableNotice reply={confirming ? undefined : confirm.data} />
        </confirm.Form>
      </div>
    </Container>
  );
}
