import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Button from 'react-bootstrap/Button';
import { data, Form, href, Link, useNavigation } from 'react-router';
import { checkToken } from '../accounts/account-tokens.server';
import { verifyEmailSchema } from '../accounts/accounts.forms';
import {
  clearSignInAttempts,
  countAccountFailure,
  countSignInAttempt,
  signInAndRedirect,
  waitForAccountSlowDown,
} from '../accounts/auth-actions.server';
import { verificationAccount, verifyEmail } from '../accounts/email-verification.server';
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
import type { Route } from './+types/verify-email';

export const headers = retryAfterHeaders;

// The token is in the address: no Referer may carry it to another site.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'Verify Email', 'Confirm your email address.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const invalidVerifyLinkMessage =
  'This verification link does not work: it is wrong, has expired (links last 24 hours) or was already used. Sign in and choose “Resend verification email” for a new one.';
export const emailVerifiedMessage =
  'Thank you, your email address is verified. You are signed in here; everywhere else your account was signed out.';
export const wrongPasswordMessage =
  'That is not the password of this account, so nothing was verified. Enter the password you chose when you signed up.';
export const disabledAccountMessage = 'Your account was disabled.';

/** Only looks: the POST spends the token, so a mail scanner opening the link changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  return { valid: await checkToken(params.token, 'verify-email') };
}

/**
 * Verify my email address (decision 054): the account's password, checked as sign-in checks it
 * (the per-network budget of posts, the attempts counted per account and network before the check,
 * the account's slow-down, decisions 009 and 029). The service ends every session of the account
 * with the verification; the person proved both the inbox and the password, as a password reset
 * does, so they are signed in afresh here, as a reset signs in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: verifyEmailSchema });
  const reply = (
    { formErrors = [], invalidLink = false }: { formErrors?: string[]; invalidLink?: boolean },
    status: number,
    headers?: HeadersInit,
  ) =>
    data(
      { result: submission.reply({ formErrors, hideFields: ['password'] }), invalidLink },
      { status, headers },
    );
  const tooMany = (wait: number) =>
    reply({ formErrors: [`Too many attempts. Please try again in ${minutesText(wait)}.`] }, 429, {
      'Retry-After': String(wait),
    });
  if (submission.status !== 'success') return reply({}, 400);

  const verdict = await checkPublicForm('verify-email', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok) return tooMany(verdict.reason === 'rate-limited' ? verdict.retryAfterSeconds : 60);
  const account = await verificationAccount(params.token);
  if (!account) return reply({ invalidLink: true }, 400);
  // Counted before the password is checked: one account from one network gets a few tries.
  const attempt = await countSignInAttempt(account.email, context.clientIp);
  if (!attempt.allowed) return tooMany(attempt.retryAfterSeconds);

  await waitForAccountSlowDown(account.email);
  const verified = await verifyEmail(params.token, submission.value.password);
  if (!verified.ok && verified.reason === 'wrong-password') {
    await countAccountFailure(account.email);
    return reply({ formErrors: [wrongPasswordMessage] }, 400);
  }
  if (!verified.ok && verified.reason === 'disabled')
    return reply({ formErrors: [disabledAccountMessage] }, 403);
  if (!verified.ok) return reply({ invalidLink: true }, 400);
  await clearSignInAttempts(account.email, context.clientIp);
  return signInAndRedirect(request, verified.user.id, href('/'), emailVerifiedMessage);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    verifyEmailSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
  );
  const invalid = !loaderData.valid || actionData?.invalidLink;
  return (
    <AuthCard
      title="Verify Email"
      footer={
        invalid ? null : (
          <>
            Forgot your password? <Link to={href('/forgot-password')}>Reset it</Link>: the emailed link
            verifies your address too.
          </>
        )
      }
    >
      {invalid ? (
        <InvalidLink
          message={invalidVerifyLinkMessage}
          again={{ to: href('/account'), label: 'Your account' }}
        />
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <FormError form={form} />
          <p>
            Enter the password you chose when you signed up, to confirm that this address and this account are
            yours. Your account is then signed out everywhere and signed in here.
          </p>
          <FormField
            field={fields.password}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Verify my email address
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
