import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';

/** What a used, expired or unknown emailed link shows: why, and where to ask for a new one. */
export function InvalidLink({ message, again }: { message: string; again: { to: string; label: string } }) {
  return (
    <>
      <Alert variant="danger" role="alert">
        {message}
      </Alert>
      <Link className="btn btn-primary" to={again.to}>
        {again.label}
      </Link>
    </>
  );
}
