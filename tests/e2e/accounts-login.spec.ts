import type { Page, Response } from '@playwright/test';
import { business } from '../../app/content/business';
import { testPassword } from '../../scripts/lib/test-data';
import { expect, test, waitForHydration } from './helpers/fixtures';

/**
 * Login at /login and /admin (PRODUCT §2 Login, §4 Login, §5 Login, §8; PRODUCT §10): titles,
 * wrong and unknown credentials, a disabled account with the right and a wrong password,
 * and a successful login that goes on to where the user was going. The accounts are declared in
 * seeds/accounts-login.seed.ts; the form's messages are checked at the component level
 * (app/routes/login.test.tsx).
 */

const password = testPassword;
const businessEmail = 'hello@equine-photography.test';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openLogin(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await waitForHydration(page);
}

/** Fills the form and submits it, resolving with the action's answer (not a stale message). */
async function submitLogin(page: Page, email: string, typed: string): Promise<Response> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(typed);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Login' }).click();
  return answer;
}

test('login: /login is titled Login, /admin Admin Login, and both link to /signup', { tag: '@full' }, async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await expect(page).toHaveTitle(`Login | ${business.name}`);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  await expect(page).toHaveTitle(`Admin Login | ${business.name}`);
  await expect(field(page, 'Email')).toBeVisible();
  await expect(field(page, 'Password')).toHaveAttribute('type', 'password');

  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
});

test("login: a wrong password and an unknown email both get 'Invalid Email or password'", {
  tag: '@full',
}, async ({ page }) => {
  await openLogin(page);
  const alert = page.getByRole('main').getByRole('alert');

  expect((await submitLogin(page, 'login.rider@example.com', 'Wrong!Pass1')).status()).toBe(400);
  await expect(alert).toHaveText('Invalid Email or password');
  await expect(alert).toHaveClass(/alert-danger/);

  expect((await submitLogin(page, 'nobody.here@example.com', password)).status()).toBe(400);
  await expect(alert).toHaveText('Invalid Email or password');
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByText(/^Welcome/)).toHaveCount(0);
});

test('login: a disabled account is told so only with the right password', { tag: '@full' }, async ({
  page,
}) => {
  await openLogin(page);
  const alert = page.getByRole('main').getByRole('alert');

  await test.step('wrong password: the same answer as for anyone', async () => {
    expect((await submitLogin(page, 'disabled.rider@example.com', 'Wrong!Pass1')).status()).toBe(400);
    await expect(alert).toHaveText('Invalid Email or password');
    await expect(alert.getByRole('link')).toHaveCount(0);
  });

  await test.step("right password: 'Your account was disabled.' and the business's email", async () => {
    await submitLogin(page, 'Disabled.Rider@example.com', password);
    await expect(alert).toHaveText(
      `Your account was disabled. Please contact us by email at ${businessEmail}.`,
    );
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(alert.getByRole('link', { name: businessEmail })).toHaveAttribute(
      'href',
      `mailto:${businessEmail}`,
    );
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav(page).getByText(/^Welcome/)).toHaveCount(0);
  });
});

test("login: a restricted page sends a signed-out visitor to Login and back, with 'Successfully logged in'", {
  tag: '@smoke',
}, async ({ page }) => {
  const response = await page.goto('/adminHome');
  expect(response?.status()).toBe(403);
  const denied = page.getByRole('main').getByRole('alert');
  await expect(denied.getByRole('heading', { level: 1 })).toHaveText(
    "You don't have permission to view this page",
  );
  await waitForHydration(page);
  await denied.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FadminHome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await waitForHydration(page);

  await submitLogin(page, 'LOGIN.ADMIN@example.com', password);
  await expect(page).toHaveURL(/\/adminHome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Home');
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in' })).toHaveText(
    'Successfully logged in',
  );
  await expect(nav(page).getByText('Welcome Login Admin!', { exact: true })).toBeVisible();
  // At 1280 px the role links stand in the bar (PRODUCT §2 Navigation bar).
  await expect(nav(page).getByRole('link', { name: 'Admin Home' })).toBeVisible();
});

test('login: /admin signs in too, and a redirectTo to another site is ignored', { tag: '@full' }, async ({
  page,
}) => {
  await openLogin(page, '/admin?redirectTo=//evil.example/steal');
  await submitLogin(page, 'login.rider@example.com', password);
  await expect(nav(page).getByText('Welcome Login Rider!', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

/** Browsers drop tabs and newlines from URLs, so '/<TAB>/evil.example' would be another site. */
test('login: a redirectTo hiding // behind a tab or a newline is ignored', { tag: '@full' }, async ({
  page,
  server,
}) => {
  for (const redirectTo of ['/\t/evil.example', '/\n/evil.example']) {
    const response = await page.request.post('/login', {
      form: { email: 'login.rider@example.com', password, redirectTo },
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  }
});
