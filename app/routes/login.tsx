import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Button from 'react-bootstrap/Button';
import {
  data,
  Form,
  href,
  Link,
  useActionData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { loginSchema } from '../accounts/accounts.forms';
import { authenticate } from '../accounts/accounts.server';
import {
  clearSignInAttempts,
  countAccountFailure,
  countSignInAttempt,
  safeRedirect,
  signInAndRedirect,
  waitForAccountSlowDown,
} from '../accounts/auth-actions.server';
import { landingPageOf } from '../client-sessions/landing-page.server';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { Honeypot } from '../components/honeypot';
import { getEnv } from '../config/env.server';
import { useRootData } from '../hooks/use-root-data';
import { useSchemaForm } from '../hooks/use-schema-form';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { hrefWithQuery } from '../http/typed-paths';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/login';

const isAdminPath = (pathname: string) => pathname.toLowerCase().startsWith('/admin');

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, isAdminPath(args.location.pathname) ? 'Admin Login' : 'Login', 'Sign in to your account.');

export const disabledMessage = 'Your account was disabled.';

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { email, password, redirectTo } = submission.value;

  const verdict = await checkPublicForm('login', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok && verdict.reason === 'bot')
    return data(
      { result: submission.reply({ formErrors: ['Invalid Email or password'], hideFields: ['password'] }) },
      { status: 400 },
    );
  // Counted before the password is checked: one account from one address gets a few tries.
  const attempt = verdict.ok ? await countSignInAttempt(email, context.clientIp) : undefined;
  if ((!verdict.ok && verdict.reason === 'rate-limited') || (attempt && !attempt.allowed)) {
    const wait =
      !verdict.ok && verdict.reason === 'rate-limited'
        ? verdict.retryAfterSeconds
        : (attempt?.retryAfterSeconds ?? 60);
    const message = `Too many sign-in attempts. Please try again in ${minutesText(wait)}.`;
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }

  // Many failures on this account, from anywhere, this hour: every attempt waits (decision 029).
  await waitForAccountSlowDown(email);
  const auth = await authenticate(email, password);
  if (!auth.ok && auth.reason === 'invalid') {
    await countAccountFailure(email);
    return data(
      { result: submission.reply({ formErrors: ['Invalid Email or password'], hideFields: ['password'] }) },
      { status: 400 },
    );
  }
  if (!auth.ok) {
    return data(
      { result: submission.reply({ formErrors: [disabledMessage], hideFields: ['password'] }) },
      { status: 403 },
    );
  }
  await clearSignInAttempts(email, context.clientIp);
  // The page the person came from wins; otherwise where their work is (decision 057).
  const wanted = safeRedirect(redirectTo, '');
  return signInAndRedirect(
    request,
    auth.user.id,
    wanted || (await landingPageOf(auth.user)),
    'Successfully logged in',
  );
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const businessEmail = useRootData()?.businessEmail;
  const title = isAdminPath(pathname) ? 'Admin Login' : 'Login';
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  const [form, fields] = useSchemaForm(
    loginSchema,
    navigation.state === 'idle' ? actionData?.result : undefined,
  );

  return (
    <AuthCard
      title={title}
      footer={
        <>
          No account yet? <Link to={href('/signup')}>Sign up</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormError form={form}>
          {form.errors?.[0] === disabledMessage && businessEmail ? (
            <>
              {' '}
              Please contact us by email at <a href={`mailto:${businessEmail}`}>{businessEmail}</a>.
            </>
          ) : null}
        </FormError>
        <Honeypot />
        <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
        <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <p className="small d-flex flex-wrap gap-3">
          <Link to={href('/forgot-password')}>Forgot password?</Link>
          <Link to={hrefWithQuery('/sign-in-link', { redirectTo })}>Email me a sign-in link instead</Link>
        </p>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Logging in...' : 'Login'}
        </Button>
      </Form>
    </AuthCard>
  );
}
