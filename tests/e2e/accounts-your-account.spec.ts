import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { owen } from './seeds/accounts-your-account.seed';

/** "Your account" (PRODUCT §14): sessions with "Sign out everywhere else", and changing the password. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A fresh browser that signs in through the login form. */
async function signedInBrowser(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  // The first-visit popup already seen, so it covers nothing.
  await context.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('popupShown', 'true');
  });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(nav(page).getByText('Welcome Owen Rider!')).toBeVisible();
  return page;
}

async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

test('"Sign out everywhere else", then a password change, each end the other browsers only', async ({
  browser,
  server,
}) => {
  // Three browsers, three sign-ins and a password change (each an Argon2 hash): about 15 s on an
  // idle 2-core machine, so the default 30 s is too close on a busy one.
  test.setTimeout(60_000);
  const rider = owen;
  const mine = await signedInBrowser(browser, server.url, rider.email, rider.password);
  const other = await signedInBrowser(browser, server.url, rider.email, rider.password);

  await test.step('Your Account lists both sessions, this one marked', async () => {
    await waitForHydration(mine);
    await nav(mine).getByRole('button', { name: 'Welcome Owen Rider!', exact: true }).click();
    await nav(mine).getByRole('link', { name: 'Your Account' }).click();
    await expect(mine.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    // The one made for the test by cookie, and the two signed in through the form.
    const sessions = mine.getByTestId('session');
    await expect(sessions).toHaveCount(3);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'This device' })).toContainText('Chrome on');
  });

  await test.step('Sign out everywhere else', async () => {
    await waitForHydration(mine);
    await mine.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(mine.getByRole('status')).toHaveText('You were signed out everywhere else.');
    await expect(mine.getByTestId('session')).toHaveCount(1);
    await expectSignedOut(other);
    await mine.reload();
    await expect(nav(mine).getByText('Welcome Owen Rider!')).toBeVisible();
  });

  const third = await signedInBrowser(browser, server.url, rider.email, rider.password);

  await test.step('a wrong current password is refused', async () => {
    await waitForHydration(mine);
    await mine.getByLabel('Current Password', { exact: true }).fill('Wrong!Guess42');
    await mine.getByLabel('New Password', { exact: true }).fill('Brand!New2027');
    await mine.getByLabel('Confirm Password', { exact: true }).fill('Brand!New2027');
    await mine.getByRole('button', { name: 'Change password' }).click();
    await expect(mine.getByLabel('Current Password', { exact: true })).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
  });

  await test.step('the right one changes it and ends the other session', async () => {
    await mine.getByLabel('Current Password', { exact: true }).fill(rider.password);
    await mine.getByLabel('New Password', { exact: true }).fill('Brand!New2027');
    await mine.getByLabel('Confirm Password', { exact: true }).fill('Brand!New2027');
    await mine.getByRole('button', { name: 'Change password' }).click();
    await expect(mine.getByRole('status')).toHaveText(
      'Your password was changed. Every other session was signed out.',
    );
    await expectSignedOut(third);
    await mine.reload();
    await expect(nav(mine).getByText('Welcome Owen Rider!')).toBeVisible();
  });

  await test.step('the new password signs in, the old one does not', async () => {
    const page = third;
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(rider.email);
    await page.getByLabel('Password', { exact: true }).fill(rider.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or password');
    await page.getByLabel('Password', { exact: true }).fill('Brand!New2027');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(nav(page).getByText('Welcome Owen Rider!')).toBeVisible();
  });
});
