import { parseWithZod } from '@conform-to/zod/v4';
import { Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { Await, data, href, Link } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { clock } from '../business-time/clock';
import { CheckoutForm } from '../components/shop/checkout-form';
import { LoadError } from '../components/shop/load-error';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { checkoutSchema } from '../shop/checkout.forms';
import { checkoutRefusalMessages, loadCheckoutView, startCheckout } from '../shop/checkout.server';
import { emptyCheckoutMessage } from '../shop/checkout-details';
import { discountRefusalMessage } from '../shop/discount-rules';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Checkout', 'Billing, shipping and payment details.');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  // Not awaited, so a client navigation (Cart's Checkout) shows the loading state until the cart is
  // read (PRODUCT §2). A document request does not stream: entry.server.tsx sends the page whole,
  // the cart included, for its first-paint CSS (decision 025); one query is not worth a spinner.
  return { checkout: loadCheckoutView(user) };
}

/** The card number and CVV are never sent back to the page, not even to refill the form. */
const hideFields = ['ccNumber', 'ccv'];

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const now = clock.now();
  const submission = parseWithZod(await readFormData(request), { schema: checkoutSchema(now) });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), ready: false }, { status: 400 });
  }
  const outcome = await startCheckout(user.id, submission.value, now);
  if (!outcome.ok && outcome.reason === 'discount-refused') {
    const message = discountRefusalMessage(outcome.refusal, outcome.minOrderCents);
    const result = submission.reply({ fieldErrors: { discountCode: [message] }, hideFields });
    return data({ result, ready: false }, { status: 409 });
  }
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ formErrors: [checkoutRefusalMessages[outcome.reason]], hideFields }),
        ready: false,
      },
      { status: 409 },
    );
  }
  return { result: submission.reply({ hideFields }), ready: true };
}

/** PRODUCT §2 Checkout: loading, then the empty cart or the form, then the notice on a valid submit. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="py-4">
      <h1 className="mb-3">Checkout</h1>
      <Alert variant="info">
        This is a demonstration shop: no real order is placed and no card is charged.
      </Alert>
      <Suspense
        fallback={
          <div className="py-4">
            <Spinner animation="border" role="status" aria-label="Loading checkout" />
          </div>
        }
      >
        <Await resolve={loaderData.checkout} errorElement={<LoadError />}>
          {(view) =>
            view === null ? (
              <div className="py-3">
                <p className="fs-5">{emptyCheckoutMessage}</p>
                <Link to={href('/products')} className="btn btn-primary">
                  Browse products
                </Link>
              </div>
            ) : (
              <CheckoutForm view={view} reply={actionData} />
            )
          }
        </Await>
      </Suspense>
    </Container>
  );
}
