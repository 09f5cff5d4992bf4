import Button from 'react-bootstrap/Button';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { checkToken } from '../accounts/account-tokens.server';
import { safeRedirect, signInAndRedirect } from '../accounts/auth-actions.server';
import { spendSignInLink } from '../accounts/sign-in-links.server';
import { landingPageOf } from '../client-sessions/landing-page.server';
import { AuthCard } from '../components/auth-card';
import { InvalidLink } from '../components/invalid-link';
import { getEnv } from '../config/env.server';
import { retryAfterHeaders } from '../http/retry-after-headers';
import { hrefWithQuery } from '../http/typed-paths';
import { readFormData } from '../security/form-body.server';
import { checkPublicForm, minutesText } from '../security/public-form.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/sign-in';

export const headers = retryAfterHeaders;

// The token is in the address: no Referer may carry it to another site.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'Sign in', 'Sign in with the link we emailed you.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const invalidSignInLinkMessage =
  'This sign-in link does not work: it is wrong, has expired (links last 15 minutes) or was already used.';

/** Only looks: the link is spent by the button's POST, never by opening it (mail scanners open links). */
export async function loader({ params }: Route.LoaderArgs) {
  return { valid: await checkToken(params.token, 'sign-in') };
}

/**
 * Sign in (decision 057): spends the link and starts a session, then goes to the page the person
 * wanted (a path of this site only, `safeRedirect`), else where a sign-in lands. Every post counts
 * against the network's budget first, as the reset link's does.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const verdict = await checkPublicForm('sign-in', context.clientIp, formData, {
    limit: getEnv().AUTH_RATE_LIMIT,
  });
  if (!verdict.ok) {
    const wait = verdict.reason === 'rate-limited' ? verdict.retryAfterSeconds : 60;
    return data(
      {
        invalidLink: false,
        error: `Too many attempts from your connection. Please try again in ${minutesText(wait)}.`,
      },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  const signedIn = await spendSignInLink(params.token);
  if (!signedIn.ok) return data({ invalidLink: true, error: null }, { status: 400 });
  const wanted = safeRedirect(formData.get('redirectTo'), '');
  return signInAndRedirect(
    request,
    signedIn.user.id,
    wanted || (await landingPageOf(signedIn.user)),
    'Successfully logged in',
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  const invalid = !loaderData.valid || actionData?.invalidLink;
  return (
    <AuthCard
      title="Sign in"
      footer={
        <>
          Know your password? <Link to={hrefWithQuery('/login', { redirectTo })}>Log in</Link>
        </>
      }
    >
      {invalid ? (
        <InvalidLink
          message={invalidSignInLinkMessage}
          again={{ to: hrefWithQuery('/sign-in-link', { redirectTo }), label: 'Email me a new sign-in link' }}
        />
      ) : (
        <Form method="post">
          {actionData?.error ? (
            <p className="text-danger" role="alert">
              {actionData.error}
            </p>
          ) : null}
          <input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
          <p>Press the button to sign in on this device. The link works once, for 15 minutes.</p>
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Sign in
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
