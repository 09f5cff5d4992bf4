import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import BsForm from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Form, href, Link } from 'react-router';
import { roleNames } from '../../accounts/roles';
import '../../styles/bootstrap/badge.scss';

interface UserCardData {
  id: number;
  name: string;
  email: string;
  isClient: boolean;
  isAdmin: boolean;
  disabled: boolean;
  emailVerifiedAt: Date | string | null;
}

/** PRODUCT §2 Admin Home users view: name search and a card per user. */
export function UsersView({
  users,
  search,
  adminId,
}: {
  users: UserCardData[];
  search: string;
  adminId: number;
}) {
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="h3">
        Users
      </h2>
      <Form method="get" className="mb-3" role="search">
        <input type="hidden" name="view" value="users" />
        <BsForm.Label htmlFor="user-search" visuallyHidden>
          Search by Name
        </BsForm.Label>
        <div className="d-flex gap-2">
          <BsForm.Control
            id="user-search"
            type="search"
            name="q"
            placeholder="Search by Name"
            defaultValue={search}
          />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </div>
      </Form>
      {users.length === 0 ? <p>No users found.</p> : null}
      <Row xs={1} md={2} xl={3} className="g-3">
        {users.map((user) => (
          <Col key={user.id}>
            <Card className="h-100" data-testid="user-card">
              <Card.Body>
                <Card.Title as="h3" className="h5">
                  {user.name}
                </Card.Title>
                <p className="mb-1">
                  Email: {user.email}{' '}
                  {user.emailVerifiedAt ? (
                    <Badge bg="success">Email verified</Badge>
                  ) : (
                    <Badge bg="warning" text="dark">
                      Not verified
                    </Badge>
                  )}
                </p>
                <p className="mb-1">Roles: {roleNames(user).join(', ')}</p>
                <p>Disabled: {user.disabled ? 'yes' : 'no'}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link
                    className="btn btn-sm btn-outline-secondary"
                    to={href('/edit/:id', { id: String(user.id) })}
                  >
                    Edit Roles
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle-disabled" />
                    <input type="hidden" name="userId" value={user.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant={user.disabled ? 'success' : 'outline-danger'}
                      // The server refuses it too; this only saves a pointless click.
                      disabled={user.id === adminId}
                      title={user.id === adminId ? 'You cannot disable your own account' : undefined}
                    >
                      {user.disabled ? 'Enable User' : 'Disable User'}
                    </Button>
                  </Form>
                  {user.isClient ? (
                    <>
                      <Link
                        className="btn btn-sm btn-outline-secondary"
                        to={href('/editImages/:id', { id: String(user.id) })}
                      >
                        Edit Pictures
                      </Link>
                      <Link
                        className="btn btn-sm btn-outline-secondary"
                        to={href('/ShowImages/:id', { id: String(user.id) })}
                      >
                        Show Pictures
                      </Link>
                    </>
                  ) : null}
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
