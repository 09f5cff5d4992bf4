import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, href, Link } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { getBooking } from '../bookings/bookings.server';
import { formatDay } from '../business-time/calendar-dates';
import { InvoiceForm } from '../components/invoices/invoice-form';
import { redirectWithFlash } from '../flash/flash.server';
import { createInvoice } from '../flows/invoice-flows.server';
import { notFound } from '../http/not-found';
import { invoiceDraft, invoiceSchema, itemRows } from '../invoices/invoice.forms';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/invoice-new';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Create invoice', 'An invoice for a booking, with its deposit and balance.');

/** Why there is no invoice yet: the balance's date counts back from the session's (decision 047). */
export const notScheduledMessage =
  'Schedule the session first: the balance is due a number of days before its date.';

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  await requireRole(request, 'admin');
  const booking = await getBooking(id);
  if (!booking) throw notFound();
  return {
    id: booking.id,
    name: booking.name,
    session: booking.session,
    sessionDay: booking.dateScheduled ? formatDay(booking.dateScheduled) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const admin = await requireRole(request, 'admin');
  const submission = parseWithZod(
    // Only the form's rows: Conform would build an array as long as the largest index posted.
    await readFormData(request, { listRows: itemRows }),
    { schema: invoiceSchema },
  );
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createInvoice(id, invoiceDraft(submission.value), { userId: admin.id });
  if (!created.ok && created.reason === 'not-found') throw notFound();
  if (!created.ok)
    return data({ result: submission.reply({ formErrors: [notScheduledMessage] }) }, { status: 409 });
  return redirectWithFlash(
    href('/invoices/:invoiceId', { invoiceId: String(created.invoice.id) }),
    `Invoice ${created.invoice.number} is created and emailed to the client.`,
  );
}

export default function InvoiceNew({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, session, sessionDay } = loaderData;
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/BookingInfo/:id', { id: String(id) })}>← Booking Info</Link>
      </p>
      <h1 className="mb-1">Create invoice</h1>
      <p className="text-body-secondary">
        {name}, {session}
        {sessionDay ? `, ${sessionDay}` : ''}
      </p>
      {sessionDay ? (
        <InvoiceForm reply={actionData?.result} />
      ) : (
        <Alert variant="info">{notScheduledMessage}</Alert>
      )}
    </Container>
  );
}
