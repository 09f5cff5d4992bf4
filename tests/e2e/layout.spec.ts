import { expect, sharedCredits, test } from './helpers/fixtures';

const navLinks = [
  { name: 'Home', href: '/' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/services' },
  { name: 'Contact us', href: '/contact' },
  { name: 'Team', href: '/team' },
  { name: 'Client Stories', href: '/clientStories' },
  { name: 'Login', href: '/login' },
  { name: 'Sign Up', href: '/signup' },
];

test('the navigation bar links every public page, Login and Sign Up', async ({ page }) => {
  await page.goto('/team');
  const nav = page.getByRole('navigation');
  for (const { name, href } of navLinks) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About The Owner');
});

test('the footer carries the credits, the warning and the copyright line', async ({ page }) => {
  // PRODUCT §1: the credits line is the deployer's (CREDITS_TEXT); the shared server is started
  // with a line of the tests' own (helpers/fixtures.ts).
  const credits = sharedCredits;
  for (const path of ['/', '/services', '/nowhere-at-all']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(credits);
    // The two things the warning must say, in whatever sentence carries them.
    await expect(footer).toContainText(/not a real business/i);
    await expect(footer).toContainText(/personal information/i);
    await expect(footer).toContainText('© 2024');
  }
});

test('a favicon is served', async ({ request, page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const response = await request.get(href ?? '/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});
