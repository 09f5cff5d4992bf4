import { parseWithZod } from '@conform-to/zod/v4';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { data } from 'react-router';
import { listPublicEventsBetween } from '../bookings/events.server';
import { businessDay } from '../business-time/business-time.server';
import { monthGridRange, monthOf, parseMonth } from '../business-time/month-grid';
import { ContactForm } from '../components/contact-form';
import { MonthCalendar } from '../components/month-calendar';
import { contactSchema } from '../contact/contact.forms';
import { queueContactMessage } from '../contact/contact.server';
import { useRootData } from '../hooks/use-root-data';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, stoppedByGate } from '../security/public-form.server';
import { localBusinessJsonLd } from '../seo/local-business';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/contact';

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Contact us', 'See where we are shooting next and send us a message.', {
    jsonLd: localBusinessJsonLd(args),
  });

/**
 * The month the calendar shows: `?month=yyyy-MM` (the previous and next links), else the month it
 * is where the business is (PRODUCT §11). A month that cannot be read shows this month, and says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const day = businessDay();
  const asked = new URL(request.url).searchParams.get('month');
  const askedMonth = asked === null ? null : parseMonth(asked);
  const month = askedMonth ?? monthOf(day.today);
  const { from, to } = monthGridRange(month);
  return {
    month,
    day,
    unknownMonth: asked !== null && askedMonth === null,
    events: await listPublicEventsBetween(from, to),
  };
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

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();

  return (
    <Container className="py-4">
      <h1 className="mb-4">Contact us</h1>
      <section aria-labelledby="calendar-heading" className="mb-5">
        <h2 id="calendar-heading" className="h3">
          Where we are shooting
        </h2>
        {loaderData.unknownMonth ? (
          <p className="alert alert-warning" role="status">
            That month could not be found. Showing this month instead.
          </p>
        ) : null}
        <MonthCalendar month={loaderData.month} day={loaderData.day} events={loaderData.events} />
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
