import { expect, test } from './helpers/fixtures';

for (const path of ['/no-such-page', '/some/deeper/missing/path']) {
  test(`${path} answers 404 with the horse, the text and a mail link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Sierra Equine Photography');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not found!');
    const horse = main.getByRole('img', { name: /horse/i });
    await expect(horse).toBeVisible();
    // The picture really loaded, rather than showing its alt text.
    await expect
      .poll(() => horse.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:hello@equine-photography.test',
    );
  });
}
