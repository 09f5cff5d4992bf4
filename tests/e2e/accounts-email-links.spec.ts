import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, markPopupSeen, type RunningServer, test, waitForHydration } from './helpers/fixtures';
import { sessionCookies, type TestUser } from './helpers/world';
import { expiredToken, linkUsers } from './seeds/accounts-email-links.seed';

/**
 * Emailed account links (PRODUCT §14, decision 011) through the browser and the outbox: forgot → email → reset → signed in; a link used
 * twice or too late; signup → verification email → the account's password (decision 054) →
 * "Email verified" in the admin's users view, the session from before it ended.
 */

const users: Record<keyof typeof linkUsers, TestUser> = linkUsers;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The link of the newest outbox email to `to` with `subject`, once the server has written it. */
async function emailedLink(server: RunningServer, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await server.outbox()).filter((mail) => mail.to === to && mail.subject === subject);
      const text = mails.at(-1)?.text ?? '';
      link = /(http:\/\/\S+)/.exec(text)?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  expect(link.startsWith(`${server.url}/`)).toBe(true);
  return link;
}

/** A second, independent browser signed in as `user` by its session cookie. */
async function otherBrowser(browser: Browser, user: TestUser, baseUrl: string) {
  const context = await browser.newContext();
  await markPopupSeen(context);
  await context.addCookies(sessionCookies(user, baseUrl));
  return context;
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('forgot password → email → reset → signed in; old password refused; other sessions gone; link used once', async ({
  page,
  server,
  browser,
}) => {
  const user = users.forgetful;
  const elsewhere = await otherBrowser(browser, user, server.url);
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto(`${server.url}/about`);
  await expect(nav(elsewherePage).getByText('Welcome Forgetful Rider!')).toBeVisible();

  await test.step('"Forgot password?" on /login asks for the address', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill('Forgetful@Example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that address, we sent a link to reset its password.',
    );
  });

  const link = await emailedLink(server, user.email, 'Reset your password');

  await test.step('the link asks for a new password and signs in', async () => {
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh!Hay2027');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh!Hay2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'password' })).toHaveText(
      'Your password was changed and you are signed in.',
    );
    await expect(nav(page).getByText('Welcome Forgetful Rider!')).toBeVisible();
  });

  await test.step('the session in the other browser has ended', async () => {
    await elsewherePage.reload();
    await expect(nav(elsewherePage).getByRole('link', { name: 'Login' })).toBeVisible();
    await elsewhere.close();
  });

  await test.step('the link works once', async () => {
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This password reset link does not work');
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Send a new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  await test.step('the old password is refused, the new one works', async () => {
    await page.context().clearCookies();
    await login(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or password');
    await login(page, user.email, 'Fresh!Hay2027');
    await expect(nav(page).getByText('Welcome Forgetful Rider!')).toBeVisible();
  });
});

test('an expired reset link says so and offers a new one', { tag: '@full' }, async ({ page }) => {
  await page.goto(`/reset-password/${expiredToken}`);
  await expect(page.getByRole('alert')).toContainText('has expired');
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('signup → verification email → password → "Email verified" in the admin users view; earlier sessions end', async ({
  page,
  server,
  browser,
}) => {
  const admin = await otherBrowser(browser, users.admin, server.url);
  const adminPage = await admin.newPage();
  const card = adminPage.getByTestId('user-card').filter({ hasText: 'Verna Rider' });

  await test.step('signup, then a sign-in, shows the notice to verify', async () => {
    await page.goto('/signup');
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill('verna@example.com');
    await page.getByLabel('Confirm Email', { exact: true }).fill('verna@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Verna Rider');
    await page.getByLabel('Password', { exact: true }).fill('Canter!Lope42');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Canter!Lope42');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for signing up!' })).toBeVisible();
    await login(page, 'verna@example.com', 'Canter!Lope42');
    await expect(nav(page).getByText('Welcome Verna Rider!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  });

  await test.step('the admin sees "Not verified" and a warning on Edit Roles', async () => {
    await adminPage.goto(`${server.url}/adminHome?view=users&q=Verna`);
    await expect(card).toContainText('Not verified');
    await card.getByRole('link', { name: 'Edit Roles' }).click();
    await expect(adminPage.getByTestId('unverified-warning')).toContainText('not verified');
  });

  const link = await emailedLink(server, 'verna@example.com', 'Verify your email address');

  // The session signed in before the verification, carried on in a second browser.
  const earlier = await browser.newContext();
  await markPopupSeen(earlier);
  await earlier.addCookies(await page.context().cookies());
  const earlierPage = await earlier.newPage();

  await test.step('the link asks for the password: a wrong one verifies nothing', async () => {
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByText('Enter the password you chose when you signed up')).toBeVisible();
    // The page walk opens this page with a dead link; the form is checked here.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('Canter!Lope43');
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That is not the password of this account, so nothing was verified. Enter the password you chose when you signed up.',
    );
  });

  await test.step('the right password verifies the address and signs in afresh', async () => {
    await page.getByLabel('Password', { exact: true }).fill('Canter!Lope42');
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      'Thank you, your email address is verified. You are signed in here; everywhere else your account was signed out.',
    );
    await expect(nav(page).getByText('Welcome Verna Rider!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  });

  await test.step('the session from before the verification has ended', async () => {
    await earlierPage.goto(`${server.url}/about`);
    await expect(nav(earlierPage).getByRole('link', { name: 'Login' })).toBeVisible();
    await earlier.close();
  });

  await test.step('the admin sees "Email verified"', async () => {
    await adminPage.goto(`${server.url}/adminHome?view=users&q=Verna`);
    await expect(card).toContainText('Email verified');
    await expect(card).not.toContainText('Not verified');
  });
  await admin.close();
});
