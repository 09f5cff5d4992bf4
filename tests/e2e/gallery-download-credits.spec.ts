import fs from 'node:fs';
import sharp from 'sharp';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { creditClient, creditGallery } from './seeds/gallery-download-credits.seed';
import { roles } from './seeds/roles.seed';

/**
 * Package credits in a browser (PRODUCT §21, decision 068): on a proofing gallery with one credit,
 * the client's Download on a proof spends it and the browser saves the original, the page staying
 * put; the same picture then downloads by a link, and the other proof offers no Download.
 */

async function photo(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return new File([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], name, {
    type: 'image/jpeg',
  });
}

test('Download on a proof spends the one credit and saves the original', async ({
  browser,
  server,
  request,
}) => {
  const upload = new FormData();
  const jump = await photo('jump.jpg', '#6a4a2a');
  upload.append('images', jump);
  upload.append('images', await photo('walk.jpg', '#8a8a8a'));
  const uploaded = await request.post(
    `${server.url}/editImages/${creditClient.id}/upload?gallery=${creditGallery.id}`,
    { headers: { Origin: server.url, Cookie: roles.admin.cookie }, multipart: upload },
  );
  expect(uploaded.status()).toBe(200);

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
