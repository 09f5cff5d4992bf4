import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { href, Link, useNavigation } from 'react-router';
import { hrefWithQuery } from '../../http/typed-paths';
import { ResettingForm } from '../resetting-form';

/** The account with the booking's address, as Booking Info gets it; null when there is none. */
export interface BookingAccount {
  id: number;
  name: string;
  verified: boolean;
}

/**
 * Booking Info's Client (PRODUCT §2): the account with the booking's address, with its pictures and
 * a new gallery for this session; or, with no account yet, Invite to create an account.
 */
export function BookingClient({
  account,
  email,
  bookingId,
}: {
  account: BookingAccount | null;
  email: string;
  bookingId: number;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        Client
      </Card.Header>
      <Card.Body>
        {account ? (
          <>
            <ul className="list-inline mb-0">
              <li className="list-inline-item">
                <Link to={href('/edit/:id', { id: String(account.id) })}>{account.name}'s account</Link>
              </li>
              <li className="list-inline-item">
                <Link to={href('/ShowImages/:id', { id: String(account.id) })}>Pictures</Link>
              </li>
              <li className="list-inline-item">
                <Link
                  to={hrefWithQuery(
                    '/editImages/:id',
                    { id: String(account.id) },
                    { session: String(bookingId) },
                  )}
                >
                  New gallery for this session
                </Link>
              </li>
            </ul>
            {account.verified ? null : (
              <p className="mt-2 mb-0">
                The account has not verified {email} yet: the session becomes theirs once it has.
              </p>
            )}
          </>
        ) : (
          <>
            <p>No account with this address yet.</p>
            <ResettingForm method="post">
              <Button type="submit" name="intent" value="invite" variant="outline-primary" disabled={busy}>
                Invite to create an account
              </Button>
            </ResettingForm>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
