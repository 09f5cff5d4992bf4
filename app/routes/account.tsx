import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { data, Form, href, useNavigation } from 'react-router';
import { z } from 'zod';
import { changeName, changePassword } from '../accounts/account-settings.server';
import { changeNameSchema, changePasswordSchema } from '../accounts/accounts.forms';
import { getUser } from '../accounts/accounts.server';
import { safeRedirect } from '../accounts/auth-actions.server';
import { resendEmailVerification } from '../accounts/email-verification.server';
import { requireRole } from '../accounts/guards.server';
import { deleteOtherSessions, listSessions } from '../accounts/session.server';
import { businessDateTime } from '../business-time/business-time.server';
import { SessionsList } from '../components/account/sessions-list';
import { ActionNotice } from '../components/action-notice';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { redirectWithFlash } from '../flash/flash.server';
import { useSchemaForm } from '../hooks/use-schema-form';
import { parseIntent } from '../http/intent-action.server';
import { minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/account';
import '../styles/bootstrap/badge.scss';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Your Account', 'Your name, password and sessions.');

export const accountTexts = {
  nameChanged: 'Your name was changed.',
  passwordChanged: 'Your password was changed. Every other session was signed out.',
  wrongPassword: 'Current password is incorrect',
  signedOutOthers: 'You were signed out everywhere else.',
  verificationSent: 'We sent a new verification link to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyResends: 'We already sent several links this hour. Please check your inbox or try again later.',
};

export async function loader({ request }: Route.LoaderArgs) {
  const sessionUser = await requireRole(request, 'user');
  const [user, sessions] = await Promise.all([
    getUser(sessionUser.id),
    listSessions(sessionUser.id, request),
  ]);
  return {
    name: user?.name ?? sessionUser.name,
    email: sessionUser.email,
    emailVerified: sessionUser.emailVerified,
    sessions: sessions.map((session) => ({
      device: session.device,
      lastUsed: businessDateTime(session.lastUsedAt),
      signedIn: businessDateTime(session.createdAt),
      current: session.current,
    })),
  };
}

/** The page's buttons and forms; each form's fields are its own schema's, checked by Conform. */
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('change-name') }),
  z.object({ intent: z.literal('change-password') }),
  z.object({ intent: z.literal('sign-out-others') }),
  z.object({ intent: z.literal('resend-verification') }),
]);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'user');
  const parsed = await parseIntent(request, intentSchema);
  // A post no form of the page sends: the one answer every screen gives it.
  if (!parsed.ok) return parsed.reply;
  const { formData } = parsed;
  switch (parsed.input.intent) {
    case 'change-name':
      return changeNameIntent(user.id, formData);
    case 'change-password':
      return changePasswordIntent(user.id, formData, request);
    case 'sign-out-others':
      await deleteOtherSessions(user.id, request);
      return redirectWithFlash(href('/account'), accountTexts.signedOutOthers);
    case 'resend-verification':
      return resendVerificationIntent(user, formData);
  }
}

async function changeNameIntent(userId: number, formData: FormData) {
  const intent = 'change-name';
  const submission = parseWithZod(formData, { schema: changeNameSchema });
  if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
  await changeName(userId, submission.value.name);
  return redirectWithFlash(href('/account'), accountTexts.nameChanged);
}

async function changePasswordIntent(userId: number, formData: FormData, request: Request) {
  const intent = 'change-password';
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const hideFields = ['currentPassword', 'password', 'confirmPassword'];
  if (submission.status !== 'success') {
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { currentPassword, password } = submission.value;
  const changed = await changePassword(userId, currentPassword, password, request);
  if (!changed.ok && changed.reason === 'rate-limited') {
    const message = `Too many wrong passwords. Please try again in ${minutesText(changed.retryAfterSeconds)}.`;
    return data(
      { intent, result: submission.reply({ formErrors: [message], hideFields }) },
      { status: 429, headers: { 'Retry-After': String(changed.retryAfterSeconds) } },
    );
  }
  if (!changed.ok) {
    const fieldErrors = { currentPassword: [accountTexts.wrongPassword] };
    return data({ intent, result: submission.reply({ fieldErrors, hideFields }) }, { status: 400 });
  }
  return redirectWithFlash(href('/account'), accountTexts.passwordChanged);
}

/** Posted from the verification notice on any page: back to that page. */
async function resendVerificationIntent(
  user: Parameters<typeof resendEmailVerification>[0],
  formData: FormData,
) {
  const back = safeRedirect(formData.get('redirectTo'), href('/account'));
  const sent = await resendEmailVerification(user);
  if (sent.ok) return redirectWithFlash(back, accountTexts.verificationSent);
  if (sent.reason === 'already-verified')
    return redirectWithFlash(back, accountTexts.alreadyVerified, 'info');
  return redirectWithFlash(back, accountTexts.tooManyResends, 'danger');
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const idle = navigation.state === 'idle';
  const [nameForm, nameFields] = useSchemaForm(
    changeNameSchema,
    idle && actionData && 'intent' in actionData && actionData.intent === 'change-name'
      ? actionData.result
      : undefined,
    { name: loaderData.name },
  );
  const [passwordForm, passwordFields] = useSchemaForm(
    changePasswordSchema,
    idle && actionData && 'intent' in actionData && actionData.intent === 'change-password'
      ? actionData.result
      : undefined,
  );

  return (
    <Container className="py-4">
      <h1 className="mb-3">Your Account</h1>
      <p className="mb-4">
        {loaderData.email}{' '}
        {loaderData.emailVerified ? (
          <Badge bg="success">Email verified</Badge>
        ) : (
          <Badge bg="warning" text="dark">
            Not verified
          </Badge>
        )}
      </p>

      <ActionNotice notice={actionData && 'intent' in actionData ? undefined : actionData} />

      <section aria-labelledby="name-heading" className="mb-5">
        <h2 id="name-heading" className="h4">
          Name
        </h2>
        <Form method="post" {...getFormProps(nameForm)}>
          <input type="hidden" name="intent" value="change-name" />
          <FormError form={nameForm} />
          <FormField field={nameFields.name} label="Name" autoComplete="name" />
          <Button type="submit" disabled={busy}>
            Save name
          </Button>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className="mb-5">
        <h2 id="password-heading" className="h4">
          Password
        </h2>
        <p>Changing your password signs you out everywhere else.</p>
        <Form method="post" {...getFormProps(passwordForm)}>
          <input type="hidden" name="intent" value="change-password" />
          <FormError form={passwordForm} />
          <FormField
            field={passwordFields.currentPassword}
            label="Current Password"
            type="password"
            autoComplete="current-password"
          />
          <FormField
            field={passwordFields.password}
            label="New Password"
            type="password"
            autoComplete="new-password"
          />
          <FormField
            field={passwordFields.confirmPassword}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={busy}>
            Change password
          </Button>
        </Form>
      </section>

      <SessionsList sessions={loaderData.sessions} busy={busy} />
    </Container>
  );
}
