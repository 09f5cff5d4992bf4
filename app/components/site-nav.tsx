import { useEffect, useState } from 'react';
import { Form, href, Link, NavLink, useLocation } from 'react-router';
import { business } from '../content/business';
import { useRootData } from '../hooks/use-root-data';
import { type MenuLink, NavMenu } from './nav-menu';

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
  hasSessions: boolean;
}

/**
 * The role links of PRODUCT §2, SPEC's five: in the bar from 1200 px, in the menu labelled Client or
 * Admin below. A courtesy only: the server guards every one of them.
 */
export function roleLinks(user: Omit<NavUser, 'name' | 'hasSessions'>): MenuLink[] {
  return [
    ...(user.isClient || user.isAdmin
      ? [
          { to: href('/products'), label: 'Products' },
          { to: href('/cart'), label: 'Cart' },
          { to: href('/checkout'), label: 'Checkout' },
        ]
      : []),
    ...(user.isClient ? [{ to: href('/client-pictures'), label: 'Your Pictures' }] : []),
    ...(user.isAdmin ? [{ to: href('/adminHome'), label: 'Admin Home' }] : []),
  ];
}

/**
 * What is the signed-in person's own, under 'Welcome {name}!' (PRODUCT §2): the pages added since
 * SPEC, so the bar keeps SPEC's items. Your Sessions once they have one (§16); their galleries,
 * listed on Your Pictures, for a Client; Orders for a Client or Admin (§14); Your Account for all.
 */
export function accountLinks(user: Omit<NavUser, 'name'>): MenuLink[] {
  return [
    ...(user.hasSessions ? [{ to: href('/sessions'), label: 'Your Sessions' }] : []),
    ...(user.isClient ? [{ to: href('/client-pictures'), label: 'Your Galleries' }] : []),
    ...(user.isClient || user.isAdmin ? [{ to: href('/orders'), label: 'Orders' }] : []),
    { to: href('/account'), label: 'Your Account' },
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/**
 * The navigation bar in Bootstrap's markup, folding behind its toggle below 1200 px
 * (`navbar-expand-xl`, the product's narrow-screen breakpoint). From 1200 px the role links stand in
 * the bar, on a second line of their own (`site-nav-roles`): on one line with the public links, the
 * greeting and Logout, a Client's bar needs about 1,350 px and an Admin's about 1,550 px (from the
 * items' widths in the test browser's font, at the bar's tightest spacing); below 1200 px they are in the menu labelled Client or Admin (`site-nav-role-menu`). Which of the two
 * shows is CSS's choice (_site.scss), so the server's page is right at every width and the hidden one
 * (display: none) is out of the accessibility tree. Plain markup and a little state instead of
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
  const greeting = user ? `Welcome ${user.name}!` : '';

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
            {links.length > 0 ? (
              <NavMenu
                className="site-nav-role-menu"
                label={user?.isAdmin ? 'Admin' : 'Client'}
                links={links}
              />
            ) : null}
          </ul>
          <ul className="navbar-nav align-items-xl-center site-nav-account">
            {user ? (
              <>
                {/* The one item that gives way when a very long name leaves no room (_site.scss). */}
                <NavMenu
                  className="site-nav-greeting"
                  label={<span className="site-nav-greeting-text">{greeting}</span>}
                  title={greeting}
                  links={accountLinks(user)}
                />
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
          {/* After the greeting and Logout in the page as on the screen: the bar's second line. */}
          {links.length > 0 ? (
            <ul className="navbar-nav site-nav-roles">
              {links.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className={navLinkClass} to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
