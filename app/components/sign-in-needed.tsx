import { href, Link, useLocation } from 'react-router';
import { hrefWithQuery } from '../http/typed-paths';

export const signInNeededTitle = 'Please log in to see this page.';

/**
 * What a visitor meets on a page a client reaches from an email (a session, contract, invoice,
 * gallery or order) while signed out (decision 057): the way in by password or by an emailed
 * link, each coming back to this very address. The same page for every id, so it says nothing of
 * whether the page exists.
 */
export function SignInNeeded() {
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <div className="container py-5">
      <h1 className="h2">{signInNeededTitle}</h1>
      <p>It belongs to an account. Log in with your password, or we email you a link that signs you in.</p>
      <p className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={hrefWithQuery('/login', { redirectTo })}>
          Log in
        </Link>
        <Link className="btn btn-outline-primary" to={hrefWithQuery('/sign-in-link', { redirectTo })}>
          Email me a sign-in link
        </Link>
      </p>
      <p>
        No account yet? <Link to={href('/signup')}>Sign up</Link> with the email address you booked with.
      </p>
    </div>
  );
}
