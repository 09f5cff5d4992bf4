import { Form, href, useLocation } from 'react-router';
import { useRootData } from '../hooks/use-root-data';

/**
 * A small reminder on every page for a signed-in user whose address is not verified yet, with a
 * button that emails a fresh link. Plain Bootstrap markup: it is part of every page's layout.
 */
export function VerifyEmailNotice() {
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  if (!user || user.emailVerified) return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0 py-2" role="note">
        <span>Please verify your email address: open the link we emailed you.</span>
        <Form method="post" action={href('/account')} className="d-inline">
          <input type="hidden" name="intent" value="resend-verification" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="btn btn-sm btn-outline-dark">
            Resend verification email
          </button>
        </Form>
      </div>
    </div>
  );
}
