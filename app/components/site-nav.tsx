import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';
import { business } from '../content/business';

/** Links every visitor sees (SPEC §2 Navigation bar). */
export const publicLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact us' },
  { to: '/team', label: 'Team' },
  { to: '/clientStories', label: 'Client Stories' },
] as const;

/** The navigation bar; `expand="xl"` folds it below 1200 px, SPEC's narrow-screen breakpoint. */
export function SiteNav() {
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
          </Nav>
          <Nav>
            <Nav.Link as={NavLink} to="/login" eventKey="/login">
              Login
            </Nav.Link>
            <Nav.Link as={NavLink} to="/signup" eventKey="/signup">
              Sign Up
            </Nav.Link>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
