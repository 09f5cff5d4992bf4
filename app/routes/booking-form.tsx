import { parseWithZod } from '@conform-to/zod/v4';
import Container from 'react-bootstrap/Container';
import { data } from 'react-router';
import { getOptionalUser } from '../accounts/guards.server';
import { bookingErrorMessage, bookingRequestSchema } from '../bookings/bookings.forms';
import { createBookingRequest } from '../bookings/bookings.server';
import { businessDay } from '../business-time/business-time.server';
import { BookingRequestForm } from '../components/booking-request-form';
import { RequestDate } from '../components/request-date';
import { sessionOptions } from '../content/booking-options';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { logError } from '../logging/log-error';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, stoppedByGate } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/booking-form';

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Booking Request',
    'Ask for a portrait, event, fine art, advertising, editorial or lifestyle session.',
  );

export async function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('session');
  const user = await getOptionalUser(request);
  return {
    session: sessionOptions.find((option) => option === wanted) ?? null,
    // A signed-in client books as themself: their name and address come filled in (PRODUCT §2).
    person: user ? { name: user.name, email: user.email } : null,
    // The day a request made now is recorded under (RequestDate).
    day: businessDay(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  // The honeypot and the rate limit come first: a bot learns nothing, and every post counts.
  const verdict = await checkPublicForm('booking', context.clientIp, formData);
  const submission = parseWithZod(formData, { schema: bookingRequestSchema });
  const stopped = stoppedByGate(verdict, submission);
  if (stopped) return stopped;
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    // The emails are queued with the booking and leave after the answer (docs/decisions/021).
    await createBookingRequest(submission.value);
  } catch (error) {
    logError('booking form: the request was not stored', error);
    return data(
      { result: submission.reply({ formErrors: [bookingErrorMessage] }), sent: false },
      { status: 500 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function BookingForm({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-4">
      <h1 className="mb-2">Booking Request</h1>
      <RequestDate day={loaderData.day} />
      <BookingRequestForm defaultSession={loaderData.session} person={loaderData.person} />
    </Container>
  );
}
