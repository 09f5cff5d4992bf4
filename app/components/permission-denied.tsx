import { type ErrorResponse, Link, useLocation } from 'react-router';
import { hrefWithQuery } from '../http/typed-paths';

function signedIn(error: ErrorResponse): boolean {
  const payload: unknown = error.data;
  return (
    typeof payload === 'object' && payload !== null && (payload as { signedIn?: unknown }).signedIn === true
  );
}

/** PRODUCT §6 and PRODUCT §10: the 403 page, with a Login link for someone who is signed out. */
export function PermissionDenied({ error }: { error: ErrorResponse }) {
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <div className="container py-5" role="alert">
      <h1 className="h2">You don&apos;t have permission to view this page</h1>
      {signedIn(error) ? (
        <p>Your account does not have access to this page.</p>
      ) : (
        <p>
          Please <Link to={hrefWithQuery('/login', { redirectTo })}>Login</Link> to continue.
        </p>
      )}
    </div>
  );
}
