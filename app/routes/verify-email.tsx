import { Button } from 'react-bootstrap';
import { data, Form, href, useNavigation } from 'react-router';
import { checkToken } from '../accounts/account-tokens.server';
import { verifyEmail } from '../accounts/email-verification.server';
import { AuthCard } from '../components/auth-card';
import { InvalidLink } from '../components/invalid-link';
import { redirectWithFlash } from '../flash/flash.server';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/verify-email';

// The token is in the address: no Referer may carry it to another site.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'Verify Email', 'Confirm your email address.'),
  { name: 'referrer', content: 'no-referrer' },
];

export const invalidVerifyLinkMessage =
  'This verification link does not work: it is wrong, has expired (links last 24 hours) or was already used. Sign in and choose “Resend verification email” for a new one.';
export const emailVerifiedMessage = 'Thank you, your email address is verified.';

/** Only looks: the POST spends the token, so a mail scanner opening the link changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  return { valid: await checkToken(params.token, 'verify-email') };
}

export async function action({ params }: Route.ActionArgs) {
  const verified = await verifyEmail(params.token);
  if (!verified.ok) return data({ invalidLink: true }, { status: 400 });
  return redirectWithFlash(href('/'), emailVerifiedMessage);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard title="Verify Email" footer={null}>
      {!loaderData.valid || actionData?.invalidLink ? (
        <InvalidLink
          message={invalidVerifyLinkMessage}
          again={{ to: href('/account'), label: 'Your account' }}
        />
      ) : (
        <Form method="post">
          <p>Confirm that this email address is yours.</p>
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Verify my email address
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
