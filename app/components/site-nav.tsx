import { useEffect, useState } from 'react';
import { Form, href, Link, NavLink, useLocation } from 'react-router';
import { business } from '../content/business';
import { useRootData } from '../hooks/use-root-data';
import { RoleMenu } from './role-menu';

/** Links every visitor sees (PRODUCT §2 Navigation bar). */
export const publicLinks = [
  { to: href('/'), label: 'Home' },
  { to: href('/about'), label: 'About' },
  { to: href('/services'), label: 'Services' },
  { to: href('/contact'), label: 'Contact us' },
  { to: href('/team'), label: 'Team' },
  { to: href('/clientStories'), label: 'Client Stories' },
] as const;

interface NavUser {
  name: string;
  isClient: boolean;
  isAdmin: boolean;
}

/** The role links of PRODUCT §2; a courtesy only, the server guards every one of them. */
export function roleLinks(user: NavUser): { to: string; label: string }[] {
  return [
    ...(user.isClient || user.isAdmin
      ? [
          { to: href('/products'), label: 'Products' },
          { to: href('/cart'), label: 'Cart' },
          { to: href('/checkout'), label: 'Checkout' },
          { to: href('/orders'), label: 'Orders' },
        ]
      : []),
    ...(user.isClient ? [{ to: href('/client-pictures'), label: 'Your Pictures' }] : []),
    ...(user.isAdmin ? [{ to: href('/adminHome'), label: 'Admin Home' }] : []),
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/**
 * The navigation bar in Bootstrap's markup, folding below 1200 px (`navbar-expand-xl`, the product's
 * narrow-screen breakpoint). The role links are in a menu labelled Client or Admin at every width:
 * inline, a Client's and an Admin's bar (up to 14 items) ran past the window's edge at 1280 px and
 * wrapped every item at 1440 px (issue 23). Plain markup and a little state instead of
 * react-bootstrap's Navbar and NavDropdown: this is on every page, and those (with Popper) cost a
 * quarter of the home page's script budget.
 */
export function SiteNav() {
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  // A navigation closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the location changes
  useEffect(() => setExpanded(false), [location.pathname, location.search]);
  const links = user ? roleLinks(user) : [];

  return (
    <nav className="navbar navbar-expand-xl bg-dark site-nav" data-bs-theme="dark" aria-label="Main">
      <div className="container-fluid">
        <Link className="navbar-brand" to={href('/')}>
          {business.name}
        </Link>
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="site-nav"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`collapse navbar-collapse${expanded ? ' show' : ''}`} id="site-nav">
          <ul className="navbar-nav me-auto">
            {publicLinks.map((link) => (
              <li className="nav-item" key={link.to}>
                <NavLink className={navLinkClass} to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {links.length > 0 ? <RoleMenu label={user?.isAdmin ? 'Admin' : 'Client'} links={links} /> : null}
          </ul>
          <ul className="navbar-nav align-items-xl-center site-nav-account">
            {user ? (
              <>
                {/* The one item that gives way when a long name leaves no room (_site.scss). */}
                <li className="nav-item site-nav-greeting">
                  <span className="navbar-text me-xl-3" title={`Welcome ${user.name}!`}>
                    Welcome {user.name}!
                  </span>
                </li>
                {user.hasSessions ? (
                  <li className="nav-item">
                    <NavLink className={navLinkClass} to={href('/sessions')}>
                      Your Sessions
                    </NavLink>
                  </li>
                ) : null}
                <li className="nav-item">
                  <NavLink className={navLinkClass} to={href('/account')}>
                    Your Account
                  </NavLink>
                </li>
                <li className="nav-item">
                  <Form method="post" action={href('/logout')} reloadDocument>
                    <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
                    <button type="submit" className="btn btn-link nav-link">
                      Logout
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <>
                <li className="nav-item">
                  <NavLink className={navLinkClass} to={href('/login')}>
                    Login
                  </NavLink>
                </li>
                <li className="nav-item">
                  <NavLink className={navLinkClass} to={href('/signup')}>
                    Sign Up
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
