import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Button from 'react-bootstrap/Button';
import { data, Form, href, Link, useNavigation } from 'react-router';
import { checkToken } from '../accounts/account-tokens.server';
import { resetPasswordSchema } from '../accounts/accounts.forms';
import { signInAndRedirect } from '../accounts/auth-actions.server';
import { resetPassword } from '../accounts/password-reset.server';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { InvalidLink } from '../components/invalid-link';
import { getEnv } from '../config/env.server';
import { useSchemaForm } from '../hooks/use-schema-form';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/reset-password';

export const headers = retryAfterHeaders;

// The token is in the address: no Referer may carry it to another site.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'Reset Password', 'Choose a new password.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const invalidLinkMessage =
  'This password reset link does not work: it is wrong, has expired (links last one hour) or was already used.';
export const passwordResetMessage = 'Your password was changed and you are signed in.';

/** Only looks: the token is spent by the POST, never by opening the link (mail scanners open links). */
export async function loader({ params }: Route.LoaderArgs) {
  return { valid: await checkToken(params.token, 'reset-password') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ['password', 'confirmPassword'];
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), invalidLink: false }, { status: 400 });
  }
  const verdict = await checkPublicForm('reset-password', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok) {
    const wait = verdict.reason === 'rate-limited' ? verdict.retryAfterSeconds : 60;
    const message = `Too many attempts from your connection. Please try again in ${minutesText(wait)}.`;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields }), invalidLink: false },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  const reset = await resetPassword(params.token, submission.value.password);
  if (!reset.ok) {
    return data({ result: submission.reply({ hideFields }), invalidLink: true }, { status: 400 });
  }
  return signInAndRedirect(request, reset.user.id, href('/'), passwordResetMessage);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    resetPasswordSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
  );
  const invalid = !loaderData.valid || actionData?.invalidLink;
  return (
    <AuthCard
      title="Reset Password"
      footer={
        <>
          Remembered it? <Link to={href('/login')}>Log in</Link>
        </>
      }
    >
      {invalid ? (
        <InvalidLink
          message={invalidLinkMessage}
          again={{ to: href('/forgot-password'), label: 'Send a new reset link' }}
        />
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <FormError form={form} />
          <FormField
            field={fields.password}
            label="New Password"
            type="password"
            autoComplete="new-password"
          />
          <FormField
            field={fields.confirmPassword}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Change password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
