import fs from 'node:fs';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { plainPhoto, uploadInto } from './helpers/pictures';
import { creditClient, creditGallery } from './seeds/gallery-download-credits.seed';

/**
 * Package credits in a browser (PRODUCT §21, decision 068): on a proofing gallery with one credit,
 * the client's Download on a proof spends it and the browser saves the original, the page staying
 * put; the same picture then downloads by a link, and the other proof offers no Download.
 */

test('Download on a proof spends the one credit and saves the original', async ({
  browser,
  server,
  request,
}) => {
  const jump = await plainPhoto('jump.jpg', '#6a4a2a');
  await uploadInto(request, server, { ownerId: creditClient.id, galleryId: creditGallery.id }, [
    jump,
    await plainPhoto('walk.jpg', '#8a8a8a'),
  ]);

  const page = await newBrowserPage(browser, server, creditClient, { viewport: { width: 390, height: 844 } });
  await page.goto(`/galleries/${creditGallery.id}`);
  await waitForHydration(page);
  await expect(page.getByText('You have 1 download left')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download shot 1 of 2' }).click(),
  ]);
  // The original as uploaded (it carries no metadata to strip), not the watermarked proof.
  const saved = fs.readFileSync(await download.path());
  expect(saved.equals(Buffer.from(await jump.arrayBuffer()))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/galleries/${creditGallery.id}$`));

  await page.reload();
  await expect(page.getByText('You have 0 downloads left')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download shot 1 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download shot 2 of 2' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download shot 2 of 2' })).toHaveCount(0);
});
