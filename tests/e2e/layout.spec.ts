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

/** A PNG's width and height, read from its IHDR chunk (right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('installable on a phone: the manifest, its icons, the theme colour and the iOS icon', async ({
  page,
  request,
}) => {
  // PRODUCT §14 On a phone: what Lighthouse's installability check reads, checked as the browser reads it.
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const answer = await request.get(manifestHref ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json(;|$)/);
  const manifest = JSON.parse(await answer.text());
  expect(manifest).toMatchObject({
    name: 'Sierra Equine Photography',
    short_name: 'Sierra Equine',
    start_url: '/sessions',
    display: 'standalone',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  const served = async (src: string) => {
    const file = await request.get(src);
    expect(file.status(), src).toBe(200);
    expect(file.headers()['content-type'], src).toBe('image/png');
    // A year, as every picture with a version in its name (PRODUCT §15).
    expect(file.headers()['cache-control'], src).toContain('max-age=31536000');
    return pngSize(await file.body());
  };
  for (const size of [192, 512]) {
    const icon = icons.find(
      (one) => one.sizes === `${size}x${size}` && (one.purpose ?? 'any').includes('any'),
    );
    expect(icon, `a ${size} px icon`).toMatchObject({ type: 'image/png' });
    expect(await served(icon?.src ?? '')).toEqual({ width: size, height: size });
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await served(appleIcon ?? '')).toEqual({ width: 180, height: 180 });

  // Chromium's own reading: the manifest parsed under the page's CSP, and its installability
  // errors (Lighthouse's check), but for the one this test's private browser context causes.
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.errors).toEqual([]);
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
});
