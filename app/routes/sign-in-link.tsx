import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { data, href, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { signInLinkSchema } from '../accounts/accounts.forms';
import { allowSignInLinkFor, sendSignInLink } from '../accounts/sign-in-links.server';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { Honeypot } from '../components/honeypot';
import { ResettingForm } from '../components/resetting-form';
import { getEnv } from '../config/env.server';
import { useSchemaForm } from '../hooks/use-schema-form';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { hrefWithQuery } from '../http/typed-paths';
import { runInBackground } from '../mail/background.server';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/sign-in-link';

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Email me a sign-in link', 'Sign in with a link sent to your email address.');

export const signInLinkSentMessage =
  'If that address has an account, a sign-in link is on its way. It works once, for 15 minutes.';

/**
 * Email me a sign-in link (PRODUCT §14, decision 057): answered like Forgot password, the same for
 * every address, before any look-up; the look-up, the link and its email happen in the background,
 * within the same budgets as reset links (decision 030).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: signInLinkSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const verdict = await checkPublicForm('sign-in-link', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok && verdict.reason === 'rate-limited') {
    const message = `Too many requests from your connection. Please try again in ${minutesText(verdict.retryAfterSeconds)}.`;
    return data(
      { result: submission.reply({ formErrors: [message] }), sent: false },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  const { email, redirectTo } = submission.value;
  // A bot, or an address over its hourly budget, gets the same answer and no email.
  if (verdict.ok && (await allowSignInLinkFor(email, context.clientIp))) {
    runInBackground('sign-in link', () => sendSignInLink(email, redirectTo));
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function SignInLink() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  const [form, fields] = useSchemaForm(
    signInLinkSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
  );
  return (
    <AuthCard
      title="Email me a sign-in link"
      footer={
        <>
          Know your password? <Link to={hrefWithQuery('/login', { redirectTo })}>Log in</Link>
        </>
      }
    >
      {actionData?.sent ? (
        <Alert variant="success" role="status">
          {signInLinkSentMessage}
        </Alert>
      ) : null}
      <p>Enter the email address of your account. We email you a link that signs you in on this device.</p>
      <ResettingForm method="post" {...getFormProps(form)}>
        <FormError form={form} />
        <Honeypot />
        <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
        <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          Email me a sign-in link
        </Button>
      </ResettingForm>
      <p className="small mt-3 mb-0">
        No account yet? <Link to={href('/signup')}>Sign up</Link>
      </p>
    </AuthCard>
  );
}
