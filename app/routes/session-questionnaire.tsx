import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { data, href, Link } from 'react-router';
import { formatDay } from '../business-time/calendar-dates';
import { saveQuestionnaire } from '../client-sessions/client-sessions.server';
import { requireOwnSession } from '../client-sessions/own-session.server';
import { questionnaireSchema } from '../client-sessions/questionnaire.forms';
import { questionnaireOpen } from '../client-sessions/session-timeline';
import { QuestionnaireAnswers } from '../components/sessions/questionnaire-answers';
import { QuestionnaireForm } from '../components/sessions/questionnaire-form';
import { redirectWithFlash } from '../flash/flash.server';
import { notFound } from '../http/not-found';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/session-questionnaire';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Questionnaire', 'Tell us about your horse and the barn before your session.');

/** What the page opens with: what the answers are for (PRODUCT §16). */
export const questionnairePurpose =
  'Your answers help the photographer plan your session: who your horse is, where to find the barn, and anything to be ready for. Fields marked (optional) may be left empty.';

/** The message when the answers can no longer change (PRODUCT §16). */
export const closedMessage = (date: string) =>
  `The questionnaire can no longer be changed: your session is on ${formatDay(date)}.`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { booking, questionnaire, today } = await requireOwnSession(request, params.bookingId);
  const open = questionnaireOpen(booking.dateScheduled, today);
  return {
    id: booking.id,
    session: booking.session,
    closed: open || !booking.dateScheduled ? null : closedMessage(booking.dateScheduled),
    answers: questionnaire,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { booking, user } = await requireOwnSession(request, params.bookingId);
  const submission = parseWithZod(await readFormData(request), { schema: questionnaireSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const saved = await saveQuestionnaire(user, booking.id, submission.value);
  if (!saved.ok && saved.reason === 'not-found') throw notFound();
  if (!saved.ok)
    return data(
      { result: submission.reply({ formErrors: [closedMessage(saved.dateScheduled)] }) },
      { status: 409 },
    );
  return redirectWithFlash(
    href('/sessions/:bookingId', { bookingId: String(booking.id) }),
    'Thank you! Your answers are saved.',
  );
}

export default function SessionQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { id, session, closed, answers } = loaderData;
  return (
    <Container className="py-4">
      <p>
        <Link to={href('/sessions/:bookingId', { bookingId: String(id) })}>← Back to your session</Link>
      </p>
      <h1 className="mb-1">Questionnaire</h1>
      <p className="text-body-secondary">{session}</p>
      {closed ? null : <p>{questionnairePurpose}</p>}
      {closed ? (
        <>
          <Alert variant="info">{closed}</Alert>
          {answers ? <QuestionnaireAnswers answers={answers} /> : null}
        </>
      ) : (
        <QuestionnaireForm
          reply={actionData?.result}
          defaults={
            answers
              ? { ...answers, picturesMayBeShown: answers.picturesMayBeShown ? 'yes' : 'no' }
              : undefined
          }
        />
      )}
    </Container>
  );
}
