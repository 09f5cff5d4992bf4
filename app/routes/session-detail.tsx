import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { href, Link } from 'react-router';
import { changeCutoffMessage, insideChangeCutoff } from '../client-sessions/change-cutoff';
import { getDateRequest } from '../client-sessions/date-requests.server';
import { timelineInvoice } from '../client-sessions/invoice-step';
import { requireOwnSession } from '../client-sessions/own-session.server';
import { sessionTimeline, type TimelineStep } from '../client-sessions/session-timeline';
import { QuestionnaireAnswers } from '../components/sessions/questionnaire-answers';
import { SessionSteps } from '../components/sessions/session-steps';
import { getEnv } from '../config/env.server';
import { contractStepFacts } from '../contracts/contracts.server';
import { sessionGalleryFacts } from '../galleries/gallery-sessions.server';
import { listBookingInvoices } from '../invoices/invoices.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/session-detail';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Your Session', 'The steps of your photo session.');

/** PRODUCT §16 one session: its timeline, and the answers once given. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking, questionnaire, today, user } = await requireOwnSession(request, params.bookingId);
  // Four reads that do not depend on each other: on PostgreSQL they go out together.
  const [dateRequest, invoices, contract, gallery] = await Promise.all([
    getDateRequest(booking.id),
    listBookingInvoices(booking.id, today),
    contractStepFacts(booking.id),
    sessionGalleryFacts(booking.id, user.id),
  ]);
  const upcoming = booking.dateScheduled !== null && booking.dateScheduled >= today;
  const env = getEnv();
  return {
    // Another date can be asked for, or the session cancelled, while it is ahead; inside the
    // cutoff the page says to call instead of offering either (PRODUCT §16).
    upcoming,
    cutoff:
      upcoming &&
      booking.dateScheduled &&
      insideChangeCutoff(booking.dateScheduled, today, env.RESCHEDULE_CUTOFF_DAYS)
        ? changeCutoffMessage(env.RESCHEDULE_CUTOFF_DAYS, env.BUSINESS_PHONE)
        : null,
    dateRequest: dateRequest?.state === 'open' ? 'open' : null,
    id: booking.id,
    session: booking.session,
    location: booking.location,
    steps: sessionTimeline(
      {
        dateBooked: booking.dateBooked,
        dateScheduled: booking.dateScheduled,
        cancelledDate: booking.cancelledDate,
        answered: questionnaire !== null,
        contract,
        invoice: timelineInvoice(invoices),
        gallery,
      },
      today,
    ),
    answers: questionnaire,
  };
}

/** Where a step's button goes: the page where the client does that step. */
function stepHref(action: NonNullable<TimelineStep['action']>, bookingId: string): string {
  switch (action.kind) {
    case 'contract':
      return href('/contracts/:contractId', { contractId: String(action.contractId) });
    case 'invoice':
      return href('/invoices/:invoiceId', { invoiceId: String(action.invoiceId) });
    case 'gallery':
      return href('/galleries/:galleryId', { galleryId: action.galleryId });
    case 'questionnaire':
      return href('/sessions/:bookingId/questionnaire', { bookingId });
  }
}

export default function SessionDetail({ loaderData }: Route.ComponentProps) {
  const { id, session, location, steps, answers, upcoming, cutoff, dateRequest } = loaderData;
  const bookingId = String(id);
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/sessions')}>← Your Sessions</Link>
      </p>
      <h1 className="mb-1">{session}</h1>
      <p className="text-body-secondary mb-4">{location}</p>
      <SessionSteps steps={steps} linkTo={(action) => stepHref(action, bookingId)} />
      {cutoff ? <p>{cutoff}</p> : null}
      {upcoming && !cutoff ? (
        <p className="d-flex flex-wrap gap-2 align-items-center">
          <Link
            className="btn btn-outline-primary"
            to={href('/sessions/:bookingId/another-date', { bookingId })}
          >
            Request another date
          </Link>
          <Link className="btn btn-outline-danger" to={href('/sessions/:bookingId/cancel', { bookingId })}>
            Cancel my session
          </Link>
          {dateRequest ? <span>You have asked for another date; we will reply by email.</span> : null}
        </p>
      ) : null}
      {answers ? (
        <Card>
          <Card.Header as="h2" className="h5">
            Your answers
          </Card.Header>
          <Card.Body>
            <QuestionnaireAnswers answers={answers} />
          </Card.Body>
        </Card>
      ) : null}
    </Container>
  );
}
