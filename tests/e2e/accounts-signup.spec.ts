import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { taken } from './seeds/accounts-signup.seed';

/**
 * Signup (PRODUCT §2, §4, §5 Signup, §8; decision 031): a message shown by its field as the user
 * leaves it, the same notice for a taken and a new address, and a new account that logs in with
 * the User role only, then is signed out again by Logout. Every message of the rules is checked at the component level
 * (app/routes/signup.test.tsx).
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types a value and leaves the field, as a person does; Conform checks a field when it loses focus. */
async function enter(input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await input.blur();
}

/** The field's message is shown and is the field's accessible description (aria-describedby). */
async function expectMessage(page: Page, label: string, message: string): Promise<void> {
  await expect(field(page, label)).toHaveAccessibleDescription(message);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function expectNoMessage(page: Page, label: string): Promise<void> {
  await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, label)).toHaveAccessibleDescription('');
}

async function openSignup(page: Page): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await waitForHydration(page);
}

async function fillSignup(
  page: Page,
  values: { email: string; name: string; password: string },
): Promise<void> {
  await field(page, 'Email').fill(values.email);
  await field(page, 'Confirm Email').fill(values.email);
  await field(page, 'Name').fill(values.name);
  await field(page, 'Password').fill(values.password);
  await field(page, 'Confirm Password').fill(values.password);
}

/** The notice every sign-up gets (decision 031), with the address as typed. */
const signedUpNotice = (email: string) =>
  `Thanks for signing up! We sent a message to ${email}: open it to confirm your address, then log in. Log in`;

test('signup: a taken and a new address get the same notice, the form goes, and nobody is signed in', {
  tag: '@full',
}, async ({ page }) => {
  expect(taken.email).toBe('taken.rider@example.com');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const email of ['Taken.Rider@Example.com', 'other.new.rider@example.com']) {
    await openSignup(page);
    await fillSignup(page, { email, name: 'Some Rider', password: 'Canter!Lope42' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Thanks for signing up!' });
    await expect(notice).toHaveText(signedUpNotice(email));
    await expect(notice).toHaveClass(/alert-success/);
    await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  }
});

test('signup → the notice → login (User role only) → Logout, a POST that reloads the page signed out', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });

  await test.step('a message shows under its field when the field is left wrong, and goes when it is right', async () => {
    await openSignup(page);
    await enter(field(page, 'Email'), 'fresh.rider@');
    await expectMessage(page, 'Email', 'Email address is invalid');
    await enter(field(page, 'Email'), 'fresh.rider@example.com');
    await expectNoMessage(page, 'Email');
  });

  await test.step('signup sends the link and signs nobody in; the new account logs in', async () => {
    await fillSignup(page, {
      email: 'fresh.rider@example.com',
      name: 'Fresh Rider',
      password: 'Canter!Lope42',
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for signing up!' })).toHaveText(
      signedUpNotice('fresh.rider@example.com'),
    );
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('status').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    await field(page, 'Email').fill('fresh.rider@example.com');
    await field(page, 'Password').fill('Canter!Lope42');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(nav.getByText('Welcome Fresh Rider!', { exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The greeting is a menu of the user's own pages: a User's holds Your Account alone.
    await nav.getByRole('button', { name: 'Welcome Fresh Rider!', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
    await expect(nav.getByRole('button', { name: 'Welcome Fresh Rider!', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  await test.step('the new user has the User role only', async () => {
    for (const label of ['Products', 'Cart', 'Checkout', 'Orders', 'Your Pictures', 'Admin Home']) {
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    }
    await expect(nav.getByRole('button', { name: /^(Client|Admin)$/ })).toHaveCount(0);
    const products = await page.request.get('/products');
    expect(products.status()).toBe(403);
    expect(await products.text()).toContain('permission to view this page');
  });

  await test.step('Logout posts, ends the session and reloads the page signed out', async () => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(nav.getByText('Welcome Fresh Rider!', { exact: true })).toBeVisible();
    const logoutPost = page.waitForRequest((request) => new URL(request.url()).pathname === '/logout');
    await nav.getByRole('button', { name: 'Logout' }).click();
    expect((await logoutPost).method()).toBe('POST');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(nav.getByText('Welcome Fresh Rider!')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect((await page.context().cookies()).filter((cookie) => cookie.name === '__session')).toEqual([]);
  });

  await test.step('the account works: logging in again with its password', async () => {
    await page.goto('/login');
    await waitForHydration(page);
    await field(page, 'Email').fill('FRESH.rider@example.com');
    await field(page, 'Password').fill('Canter!Lope42');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(nav.getByText('Welcome Fresh Rider!', { exact: true })).toBeVisible();
  });
});
