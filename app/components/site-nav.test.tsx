/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import { SiteNav } from './site-nav';

/**
 * What the navigation bar offers each role (PRODUCT §2 Navigation bar, §14, §16): SPEC's role links
 * twice, in the bar's second line (shown from 1200 px) and in the menu labelled Client or Admin
 * (shown below), none for a plain User; the pages added since under 'Welcome {name}!'. Which of
 * the two shows at a width is the stylesheet's, so the browser test's (navigation-fit); the server
 * guards every page whatever the bar shows (the access matrix).
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

const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Opens the menu under `button` and answers its links' names. */
async function menuLinks(rendered: Awaited<ReturnType<typeof openBar>>, name: string) {
  const button = within(rendered.bar).getByRole('button', { name });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await rendered.user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) throw new Error(`the ${name} button controls no element`);
  return linkNames(menu);
}

/** The bar's second line, where the role links stand from 1200 px (the class _site.scss shows). */
function rolesLine(bar: HTMLElement) {
  return bar.querySelector<HTMLElement>('ul.site-nav-roles');
}

const roleMenuButton = /^(Client|Admin)$/;

describe('the navigation bar by role', () => {
  test('a visitor: the public pages, Login and Sign Up, and no role links or menus', async () => {
    const { bar } = await openBar(null);
    expect(linkNames(bar)).toEqual([
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
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Toggle navigation']);
    expect(rolesLine(bar)).toBeNull();
  });

  test('a User: the greeting is a menu holding Your Account, Logout beside it, no role links', async () => {
    const rendered = await openBar({ isClient: false, isAdmin: false });
    const greeting = within(rendered.bar).getByRole('button', { name: 'Welcome Role Rider!' });
    // Its full text on hover, when a very long name is cut short with '…'.
    expect(greeting).toHaveAttribute('title', 'Welcome Role Rider!');
    expect(await menuLinks(rendered, 'Welcome Role Rider!')).toEqual(['Your Account']);
    expect(within(rendered.bar).getByRole('link', { name: 'Your Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(rendered.bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(rendered.bar).queryByRole('button', { name: roleMenuButton })).toBeNull();
    expect(rolesLine(rendered.bar)).toBeNull();
  });

  for (const [who, roles, label, expectedRoleLinks, expectedOwn] of [
    [
      'a Client',
      { isClient: true, isAdmin: false },
      'Client',
      ['Products', 'Cart', 'Checkout', 'Your Pictures'],
      ['Your Galleries', 'Orders', 'Your Account'],
    ],
    [
      'a Client and Admin',
      { isClient: true, isAdmin: true },
      'Admin',
      ['Products', 'Cart', 'Checkout', 'Your Pictures', 'Admin Home'],
      ['Your Galleries', 'Orders', 'Your Account'],
    ],
    [
      'an Admin only',
      { isClient: false, isAdmin: true },
      'Admin',
      ['Products', 'Cart', 'Checkout', 'Admin Home'],
      ['Orders', 'Your Account'],
    ],
  ] as const) {
    test(`${who}: ${expectedRoleLinks.join(', ')} in the bar and in a menu labelled ${label}; ${expectedOwn.join(', ')} under the greeting`, async () => {
      const rendered = await openBar(roles);
      const line = rolesLine(rendered.bar);
      if (!line) throw new Error('no role links in the bar');
      expect(linkNames(line)).toEqual([...expectedRoleLinks]);
      expect(await menuLinks(rendered, label)).toEqual([...expectedRoleLinks]);
      expect(await menuLinks(rendered, 'Welcome Role Rider!')).toEqual([...expectedOwn]);
    });
  }

  test('the greeting menu: where each of its links goes', async () => {
    const rendered = await openBar({ isClient: true, isAdmin: false, hasSessions: true });
    await menuLinks(rendered, 'Welcome Role Rider!');
    const menu = within(rendered.bar).getByRole('button', { name: 'Welcome Role Rider!' }).nextElementSibling;
    if (!(menu instanceof HTMLElement)) throw new Error('no menu after the greeting');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your Sessions', '/sessions'],
      ['Your Galleries', '/client-pictures'],
      ['Orders', '/orders'],
      ['Your Account', '/account'],
    ]);
  });

  test('Your Sessions heads the greeting menu of a user who has a session, whatever their roles', async () => {
    const rendered = await openBar({ isClient: false, isAdmin: false, hasSessions: true });
    expect(await menuLinks(rendered, 'Welcome Role Rider!')).toEqual(['Your Sessions', 'Your Account']);
  });

  test('a menu closes on Escape and when another is opened elsewhere', async () => {
    const rendered = await openBar({ isClient: true, isAdmin: true });
    const greeting = within(rendered.bar).getByRole('button', { name: 'Welcome Role Rider!' });
    const roleMenu = within(rendered.bar).getByRole('button', { name: 'Admin' });
    await rendered.user.click(greeting);
    await rendered.user.keyboard('{Escape}');
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    await rendered.user.click(greeting);
    await rendered.user.click(roleMenu);
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    expect(roleMenu).toHaveAttribute('aria-expanded', 'true');
  });
});
