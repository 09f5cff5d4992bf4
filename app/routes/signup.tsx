import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { data, href, Link, useActionData, useNavigation } from 'react-router';
import { signupSchema } from '../accounts/accounts.forms';
import { signUp } from '../accounts/email-verification.server';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { Honeypot } from '../components/honeypot';
import { ResettingForm } from '../components/resetting-form';
import { getEnv } from '../config/env.server';
import { useSchemaForm } from '../hooks/use-schema-form';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/signup';

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'Sign Up', 'Create an account.');

/**
 * The one answer to a sign-up, whether or not the address already has an account (decision 031):
 * a new account's owner gets the verification link, an existing one's owner a note that someone
 * tried, so the page never tells a stranger which addresses have accounts.
 */
export const signedUpMessage = (email: string) =>
  `Thanks for signing up! We sent a message to ${email}: open it to confirm your address, then log in.`;

/**
 * A booking's emails invite its client to sign up with the booking's address (PRODUCT §16): it comes
 * filled in, in both fields, from `?email=`; the visitor can still change it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get('email')?.trim().slice(0, 254) ?? '';
  return { email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: signupSchema });
  const hidePasswords = ['password', 'confirmPassword'];
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: hidePasswords }) }, { status: 400 });
  }
  const verdict = await checkPublicForm('signup', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok && verdict.reason === 'rate-limited') {
    const message = `Too many sign-ups from your connection. Please try again in ${minutesText(verdict.retryAfterSeconds)}.`;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: hidePasswords }) },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  if (!verdict.ok && verdict.reason === 'bot') {
    return data(
      {
        result: submission.reply({
          formErrors: ['Your sign-up could not be accepted.'],
          hideFields: hidePasswords,
        }),
      },
      { status: 400 },
    );
  }
  const { email, name, password } = submission.value;
  // A new address gets its account and verification email (stored together, decision 021); an
  // address with an account changes nothing and its owner is emailed. Nobody is signed in here:
  // a session for the one and not the other would tell them apart (decision 031).
  await signUp({ email, name, password });
  return { result: submission.reply({ resetForm: true, hideFields: hidePasswords }), sentTo: email };
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(
    signupSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
    loaderData.email ? { email: loaderData.email, confirmEmail: loaderData.email } : undefined,
  );
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : undefined;

  return (
    <AuthCard
      title="Sign Up"
      footer={
        <>
          Already have an account? <Link to={href('/login')}>Log in</Link>
        </>
      }
    >
      {sentTo ? (
        <Alert variant="success" role="status">
          {signedUpMessage(sentTo)} <Link to={href('/login')}>Log in</Link>
        </Alert>
      ) : null}
      <ResettingForm method="post" {...getFormProps(form)} hidden={sentTo !== undefined}>
        <FormError form={form} />
        <Honeypot />
        <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormField field={fields.confirmEmail} label="Confirm Email" type="email" autoComplete="email" />
        <FormField field={fields.name} label="Name" autoComplete="name" />
        <FormField field={fields.password} label="Password" type="password" autoComplete="new-password" />
        <FormField
          field={fields.confirmPassword}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Signing up...' : 'Sign Up'}
        </Button>
      </ResettingForm>
    </AuthCard>
  );
}
