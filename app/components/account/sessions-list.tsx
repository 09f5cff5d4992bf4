import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Form } from 'react-router';
import '../../styles/bootstrap/badge.scss';

export interface SessionRow {
  device: string;
  lastUsed: string;
  signedIn: string;
  current: boolean;
}

/** Where the user is signed in, and the button that ends every session but this one. */
export function SessionsList({ sessions, busy }: { sessions: SessionRow[]; busy: boolean }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="mb-5">
      <h2 id="sessions-heading" className="h4">
        Where you are signed in
      </h2>
      <ListGroup className="mb-3" data-testid="session-list">
        {sessions.map((session, index) => (
          // Sessions have no public id (their key is a secret hash); the order is stable per load.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ListGroup.Item key={index} data-testid="session">
            <div className="fw-semibold">
              {session.device}{' '}
              {session.current ? (
                <Badge bg="success" className="ms-1">
                  This device
                </Badge>
              ) : null}
            </div>
            <div className="small text-body-secondary">
              Last used {session.lastUsed} · signed in {session.signedIn}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-others" />
        <Button type="submit" variant="outline-danger" disabled={busy || others === 0}>
          Sign out everywhere else
        </Button>
      </Form>
    </section>
  );
}
