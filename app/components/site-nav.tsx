import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { business } from '../content/business';
import { useRootData } from './use-root-data';

/** Links every visitor sees (SPEC §2 Navigation bar). */
export const publicLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact us' },
  { to: '/team', label: 'Team' },
  { to: '/clientStories', label: 'Client Stories' },
] as const;

interface NavUser {
  name: string;
  isClient: boolean;
  isAdmin: boolean;
}

/** The role links of SPEC §2; a courtesy only, the server guards every one of them. */
export function roleLinks(user: NavUser): { to: string; label: string }[] {
  return [
    ...(user.isClient || user.isAdmin
      ? [
          { to: '/products', label: 'Products' },
          { to: '/cart', label: 'Cart' },
          { to: '/checkout', label: 'Checkout' },
        ]
      : []),
    ...(user.isClient ? [{ to: '/client-pictures', label: 'Your Pictures' }] : []),
    ...(user.isAdmin ? [{ to: '/adminHome', label: 'Admin Home' }] : []),
  ];
}

/**
 * The navigation bar; `expand="xl"` folds it below 1200 px, SPEC's narrow-screen breakpoint, where
 * the role links also fold into a dropdown labelled Client or Admin.
 */
export function SiteNav() {
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  const links = user ? roleLinks(user) : [];
  return (
    <Navbar expand="xl" bg="dark" data-bs-theme="dark" collapseOnSelect>
      <Container fluid>
        <Navbar.Brand as={Link} to="/">
          {business.name}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" />
        <Navbar.Collapse id="site-nav">
          <Nav className="me-auto">
            {publicLinks.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end eventKey={link.to}>
                {link.label}
              </Nav.Link>
            ))}
            {links.length > 0 ? (
              <>
                <div className="d-none d-xl-flex role-links-wide">
                  {links.map((link) => (
                    <Nav.Link key={link.to} as={NavLink} to={link.to} eventKey={link.to}>
                      {link.label}
                    </Nav.Link>
                  ))}
                </div>
                <NavDropdown
                  title={user?.isAdmin ? 'Admin' : 'Client'}
                  id="role-links"
                  className="d-xl-none role-links-narrow"
                >
                  {links.map((link) => (
                    <NavDropdown.Item key={link.to} as={NavLink} to={link.to} eventKey={link.to}>
                      {link.label}
                    </NavDropdown.Item>
                  ))}
                </NavDropdown>
              </>
            ) : null}
          </Nav>
          <Nav className="align-items-xl-center">
            {user ? (
              <>
                <Navbar.Text className="me-xl-3">Welcome {user.name}!</Navbar.Text>
                <Form method="post" action="/logout" reloadDocument>
                  <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
                  <button type="submit" className="btn btn-link nav-link">
                    Logout
                  </button>
                </Form>
              </>
            ) : (
              <>
                <Nav.Link as={NavLink} to="/login" eventKey="/login">
                  Login
                </Nav.Link>
                <Nav.Link as={NavLink} to="/signup" eventKey="/signup">
                  Sign Up
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
