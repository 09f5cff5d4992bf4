import { parseWithZod } from '@conform-to/zod/v4';
import { Container } from 'react-bootstrap';
import { data } from 'react-router';
import { sendBookingEmails } from '../bookings/booking-mail.server';
import { sessionOptions } from '../bookings/booking-options';
import { bookingRequestSchema } from '../bookings/booking-schemas';
import { createBookingRequest } from '../bookings/bookings.server';
import { BookingRequestForm } from '../components/booking-request-form';
import { pageMeta } from '../components/page-meta';
import { checkPublicForm, tooManyRequestsMessage } from '../security/public-form.server';
import type { Route } from './+types/booking-form';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Booking Request',
    'Ask for a portrait, event, fine art, advertising, editorial or lifestyle session.',
  );

export const errorMessage = 'An error occurred. Please try again.';

export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('session');
  return { session: sessionOptions.find((option) => option === wanted) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: bookingRequestSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const verdict = checkPublicForm('booking', context.clientIp, formData);
  if (verdict.kind === 'rate-limited') {
    return data(
      {
        result: submission.reply({ formErrors: [tooManyRequestsMessage(verdict.retryAfterSeconds)] }),
        sent: false,
      },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  // A bot gets the same answer as a person, so it learns nothing; nothing is stored or sent.
  if (verdict.kind === 'bot') return { result: submission.reply({ resetForm: true }), sent: true };
  try {
    const booking = await createBookingRequest(submission.value);
    await sendBookingEmails(booking, new URL(request.url).origin);
  } catch (error) {
    console.error('booking request failed:', error instanceof Error ? error.message : error);
    return data({ result: submission.reply({ formErrors: [errorMessage] }), sent: false }, { status: 500 });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function BookingForm({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-4 booking-container">
      <h1 className="mb-4">Booking Request</h1>
      <BookingRequestForm defaultSession={loaderData.session} />
    </Container>
  );
}
