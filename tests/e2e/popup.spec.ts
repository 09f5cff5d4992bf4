import { expect, test, waitForHydration } from './helpers/fixtures';

// This file is the one place where the visitor has not seen the popup yet.
test.use({ popupShown: false });

test('the first-visit popup shows once and remembers the acknowledgement', async ({ page }) => {
  await page.goto('/contact');
  const dialog = page.getByRole('dialog', { name: 'Welcome! Please note' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('fake business');
  await expect(dialog).toContainText('Please do not enter any personal information on this site.');
  expect(await page.evaluate(() => window.localStorage.getItem('popupShown'))).toBeNull();

  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('popupShown'))).toBe('true');

  // The popup's script runs while the page is parsed, before it is hydrated: once it is hydrated,
  // the popup would be open already. No timing guess.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the notice is in the page itself: it shows and remembers without any of the app’s scripts', {
  tag: '@full',
}, async ({ page }) => {
  // Nothing under /assets loads: no React, no chunk. The notice must still be there at once.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/about');
  const dialog = page.getByRole('dialog', { name: 'Welcome! Please note' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'I understand' })).toBeFocused();
  await dialog.getByRole('button', { name: 'I understand' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('popupShown'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About The Owner');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
