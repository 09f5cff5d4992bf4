/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { SiteNav } from './site-nav';

/**
 * What the navigation bar offers each role (PRODUCT §2 Navigation bar, §16 Your Sessions): the
 * role links in one menu labelled Client or Admin, none for a plain User. The server guards every
 * page whatever the bar shows (the access matrix); that the bar follows a role edit at once, and
 * fits the window at each width, is the browser tests' part (accounts-admin, navigation-fit).
 */

interface Roles {
  isClient: boolean;
  isAdmin: boolean;
  hasSessions?: boolean;
}

async function openBar(roles: Roles | null) {
  const user = roles ? { name: 'Role Rider', emailVerified: true, hasSessions: false, ...roles } : null;
  const rendered = renderRoute({ Component: SiteNav, path: '/about', rootData: { user } });
  const bar = await screen.findByRole('navigation', { name: 'Main' });
  return { ...rendered, bar };
}

const clientLinks = ['Products', 'Cart', 'Checkout', 'Orders', 'Your Pictures'];

describe('the navigation bar by role', () => {
  test('a visitor: the public pages, Login and Sign Up, and no role menu', async () => {
    const { bar } = await openBar(null);
    const names = within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Sierra Equine Photography',
      'Home',
      'About',
      'Services',
      'Contact us',
      'Team',
      'Client Stories',
      'Login',
      'Sign Up',
    ]);
    expect(within(bar).queryByRole('button', { name: /^(Client|Admin)$/ })).toBeNull();
  });

  test('a User: a greeting, Your Account and Logout, and no role menu', async () => {
    const { bar } = await openBar({ isClient: false, isAdmin: false });
    expect(within(bar).getByText('Welcome Role Rider!')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /^(Client|Admin)$/ })).toBeNull();
    for (const label of [...clientLinks, 'Admin Home', 'Your Sessions']) {
      expect(within(bar).queryByRole('link', { name: label })).toBeNull();
    }
  });

  for (const [who, roles, label, expected] of [
    ['a Client', { isClient: true, isAdmin: false }, 'Client', clientLinks],
    ['a Client and Admin', { isClient: true, isAdmin: true }, 'Admin', [...clientLinks, 'Admin Home']],
    [
      'an Admin only',
      { isClient: false, isAdmin: true },
      'Admin',
      ['Products', 'Cart', 'Checkout', 'Orders', 'Admin Home'],
    ],
  ] as const) {
    test(`${who}: a menu labelled ${label} that opens on a click and holds ${expected.join(', ')}`, async () => {
      const { bar, user } = await openBar(roles);
      const menuButton = within(bar).getByRole('button', { name: label });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
      if (!menu) throw new Error('the menu button controls no element');
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([...expected]);
    });
  }

  test('Your Sessions is offered to a user who has a session, whatever their roles', async () => {
    const { bar } = await openBar({ isClient: false, isAdmin: false, hasSessions: true });
    expect(within(bar).getByRole('link', { name: 'Your Sessions' })).toHaveAttribute('href', '/sessions');
  });
});
