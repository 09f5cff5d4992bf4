import { parseWithZod } from '@conform-to/zod/v4';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { data } from 'react-router';
import { listPublicEvents } from '../bookings/events.server';
import { withLoadTimeout } from '../chunks/chunk-load-failure';
import { CalendarLoading } from '../components/calendar-loading';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { ContactForm } from '../components/contact-form';
import { contactSchema } from '../contact/contact.forms';
import { queueContactMessage } from '../contact/contact.server';
import { useRootData } from '../hooks/use-root-data';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { skipAfterFailedSend } from '../http/revalidation';
import { logError } from '../logging/log-error';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, stoppedByGate } from '../security/public-form.server';
import { localBusinessJsonLd } from '../seo/local-business';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/contact';

const EventsCalendar = lazy(() =>
  withLoadTimeout('events-calendar', () => import('../components/events-calendar')),
);

export const headers = retryAfterHeaders;
export const shouldRevalidate = skipAfterFailedSend;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Contact us', 'See where we are shooting next and send us a message.', {
    jsonLd: localBusinessJsonLd(args),
  });

export async function loader() {
  return { events: await listPublicEvents() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  // The honeypot and the rate limit come first: a bot learns nothing, and every post counts.
  const verdict = await checkPublicForm('contact', context.clientIp, formData);
  const submission = parseWithZod(formData, { schema: contactSchema });
  const stopped = stoppedByGate(verdict, submission);
  if (stopped) return stopped;
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  await queueContactMessage(submission.value);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

/**
 * In the browser: a send that never reaches the server (offline, dropped connection) is logged and
 * answered in the form, instead of replacing the page with the error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    logError('contact form: the message could not be sent', error);
    return { result: undefined, sent: false, failed: true };
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <Container className="py-4">
      <h1 className="mb-4">Contact us</h1>
      <section aria-labelledby="calendar-heading" className="mb-5">
        <h2 id="calendar-heading" className="h3">
          Where we are shooting
        </h2>
        <div className="events-calendar">
          {hydrated ? (
            <ChunkErrorBoundary>
              <Suspense fallback={<CalendarLoading />}>
                <EventsCalendar events={loaderData.events} />
              </Suspense>
            </ChunkErrorBoundary>
          ) : (
            <CalendarLoading />
          )}
        </div>
      </section>
      <Row className="g-4">
        <Col lg={7}>
          <h2 className="h3">Contact Us</h2>
          <ContactForm reply={actionData} />
        </Col>
        <Col lg={5}>
          <h2 className="h3">Other ways to reach us</h2>
          {root ? (
            <ul className="list-unstyled">
              <li>
                Phone: <a href={`tel:${root.businessPhone.replace(/[^\d+]/g, '')}`}>{root.businessPhone}</a>
              </li>
              <li>
                Email: <a href={`mailto:${root.businessEmail}`}>{root.businessEmail}</a>
              </li>
            </ul>
          ) : null}
        </Col>
      </Row>
    </Container>
  );
}
