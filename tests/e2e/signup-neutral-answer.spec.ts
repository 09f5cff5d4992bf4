import type { Page } from '@playwright/test';
import { createTestUser } from './helpers/accounts';
import { expect, test, waitForHydration } from './helpers/fixtures';

/**
 * Sign Up answers every address alike (issue 23, item 11; decision 031): a taken address and a new
 * one show the same notice, and nobody is signed in. The action's answer and the emails are tested
 * in tests/integration/accounts-signup.test.ts; this checks what the page shows.
 */
const takenEmail = 'taken.rider@example.com';

test.use({
  serverOptions: {
    setup: async (db) => {
      await createTestUser(db, { email: takenEmail, name: 'Taken Rider' });
    },
  },
});

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await waitForHydration(page);
  for (const [label, value] of [
    ['Email', email],
    ['Confirm Email', email],
    ['Name', 'Some Rider'],
    ['Password', 'Canter!Lope42'],
    ['Confirm Password', 'Canter!Lope42'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('a taken and a new address get the same notice, the form goes, and nobody is signed in', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const email of ['Taken.Rider@Example.com', 'new.rider@example.com']) {
    await signUp(page, email);
    const notice = page.getByRole('status').filter({ hasText: 'Thanks for signing up!' });
    await expect(notice).toHaveText(
      `Thanks for signing up! We sent a message to ${email}: open it to confirm your address, then log in. Log in`,
    );
    await expect(notice).toHaveClass(/alert-success/);
    await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  }
});
