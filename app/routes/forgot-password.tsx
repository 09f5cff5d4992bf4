import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { data, href, Link, useActionData, useNavigation } from 'react-router';
import { forgotPasswordSchema } from '../accounts/accounts.forms';
import { allowResetFor, sendPasswordReset } from '../accounts/password-reset.server';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { Honeypot } from '../components/honeypot';
import { ResettingForm } from '../components/resetting-form';
import { getEnv } from '../config/env.server';
import { useSchemaForm } from '../hooks/use-schema-form';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { runInBackground } from '../mail/background.server';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/forgot-password';

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Forgot Password', 'Ask for a link to reset your password.');

export const resetRequestedMessage =
  'If an account exists for that address, we sent a link to reset its password.';

/**
 * The answer never depends on the address: it is given before any look-up, and the look-up, the
 * token and the email happen in the background for every address (docs/decisions/011).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const verdict = await checkPublicForm('forgot-password', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok && verdict.reason === 'rate-limited') {
    const message = `Too many requests from your connection. Please try again in ${minutesText(verdict.retryAfterSeconds)}.`;
    return data(
      { result: submission.reply({ formErrors: [message] }), sent: false },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  const { email } = submission.value;
  // A bot, or an address over its hourly budget, gets the same answer and no email.
  if (verdict.ok && (await allowResetFor(email, context.clientIp))) {
    runInBackground('forgot password', () => sendPasswordReset(email));
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    forgotPasswordSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
  );
  return (
    <AuthCard
      title="Forgot Password"
      footer={
        <>
          Remembered it? <Link to={href('/login')}>Log in</Link>
        </>
      }
    >
      {actionData?.sent ? (
        <Alert variant="success" role="status">
          {resetRequestedMessage}
        </Alert>
      ) : null}
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <ResettingForm method="post" {...getFormProps(form)}>
        <FormError form={form} />
        <Honeypot />
        <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          Send reset link
        </Button>
      </ResettingForm>
    </AuthCard>
  );
}
