import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { readZipEntries } from '../helpers/zip-entries';
import { expect, mailTo, test, waitForHydration } from './helpers/fixtures';
import { sessionCookies, type TestUser } from './helpers/world';
import { pictureUsers } from './seeds/pictures.seed';
import { roles } from './seeds/roles.seed';

/**
 * Pictures (decisions 012, 013): an upload on a slow line shows its progress, sends the client one email,
 * and "Download all" gives a ZIP of the stored originals to the owner and the admin only.
 */

const admin = roles.admin;
const owner = pictureUsers.zipJune;
const other = pictureUsers.other;

/** Random pixels do not compress: an 800x600 PNG of them is about 1.4 MB, slow on a throttled line. */
async function noisePng(name: string) {
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  const buffer = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function jpeg(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

async function signedIn(browser: Browser, user: TestUser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies(sessionCookies(user, url));
  await context.addInitScript(() => window.localStorage.setItem('popupShown', 'true'));
  return context.newPage();
}

// The fast tier uploads and downloads all in pictures.spec.ts; this adds the throttled line's
// percentages, the ZIP's name and headers, and who may fetch it.
test('pictures: upload progress, one email per upload, Download all as a private ZIP of the originals', {
  tag: '@full',
}, async ({ browser, server }) => {
  test.setTimeout(180_000);
  const files = [await noisePng('field.png'), await jpeg('barn.jpg', '#806040'), await noisePng('river.png')];

  // --- The admin uploads three pictures on a slow line; the bar shows the bytes sent ---
  const adminPage = await signedIn(browser, admin, server.url);
  await adminPage.goto(`/editImages/${owner.id}`);
  await waitForHydration(adminPage);
  const chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Click or Drop here' }).click();
  await (await chooser).setFiles(files);
  await expect(adminPage.getByTestId('chosen-image')).toHaveCount(3);

  await adminPage.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { percents: number[] }).percents = seen;
    new MutationObserver(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const cdp = await adminPage.context().newCDPSession(adminPage);
  await cdp.send('Network.enable');
  // About 3 MB at 1 MB/s: several progress events before the last byte.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 4_000_000,
    uploadThroughput: 1_000_000,
  });
  await adminPage.getByRole('button', { name: 'Upload Images' }).click();
  const progress = adminPage.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Images Uploaded!' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const percents = await adminPage.evaluate(() => (window as unknown as { percents: number[] }).percents);
  expect(
    percents.some((p) => p > 0 && p < 100),
    `seen: ${percents.join(', ')}`,
  ).toBe(true);
  expect(percents.at(-1)).toBe(100);
  // Never backwards.
  expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // --- Exactly one email for the upload, counting all three ---
  await expect.poll(async () => (await mailTo(server, owner.email)).length).toBe(1);
  const [mail] = await mailTo(server, owner.email);
  expect(mail?.subject).toBe('New pictures from your session');
  expect(mail?.text).toContain('3 new pictures');
  expect(mail?.text).toContain(`${server.url}/client-pictures`);

  // --- The client downloads all: one ZIP of the stored originals, byte for byte ---
  // Every stored original on the shared server, by the first 8 characters of its id.
  const stored = new Map<string, Buffer>();
  const root = path.join(server.dataDir, 'uploads', 'pictures');
  for (const id of await fs.readdir(root)) {
    const name = (await fs.readdir(path.join(root, id))).find((f) => f.startsWith('original.'));
    if (name) stored.set(id.slice(0, 8), await fs.readFile(path.join(root, id, name)));
  }

  const ownerPage = await signedIn(browser, owner, server.url);
  await ownerPage.goto('/client-pictures');
  const download = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('link', { name: /^Download all/ }).click();
  const zipFile = await download;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  expect(zipFile.suggestedFilename()).toBe(`sierra-equine-photography-${day}.zip`);
  const zipBytes = await fs.readFile(await zipFile.path());
  const entries = readZipEntries(zipBytes);
  expect(entries).toHaveLength(3);
  for (const entry of entries) {
    const idPrefix = /-([0-9a-f]{8})\.(jpg|png)$/.exec(entry.name)?.[1] ?? '';
    expect(entry.bytes.equals(stored.get(idPrefix) ?? Buffer.alloc(0)), entry.name).toBe(true);
  }
  // The three files carry no metadata, so the stored originals are exactly what was uploaded.
  const sent = files.map((f) => f.buffer);
  for (const entry of entries)
    expect(
      sent.some((b) => b.equals(entry.bytes)),
      entry.name,
    ).toBe(true);

  const zipUrl = (await ownerPage.getByRole('link', { name: /^Download all/ }).getAttribute('href')) ?? '';
  expect(zipUrl).toBe(`/pictures-zip/${owner.id}`);
  const direct = await ownerPage.request.get(zipUrl);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-length']).toBeUndefined();
  expect(direct.headers()['content-disposition']).toBe(
    `attachment; filename="sierra-equine-photography-${day}.zip"`,
  );

  // --- The admin's Show Images has it too ---
  await adminPage.goto(`/ShowImages/${owner.id}`);
  const adminDownload = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: /^Download all/ }).click();
  const adminZip = readZipEntries(await fs.readFile(await (await adminDownload).path()));
  expect(adminZip.map((e) => e.name).sort()).toEqual(entries.map((e) => e.name).sort());

  // --- Another client and a signed-out visitor get 404 ---
  const otherPage = await signedIn(browser, other, server.url);
  expect((await otherPage.request.get(zipUrl)).status()).toBe(404);
  const anonymous = await browser.newContext({ baseURL: server.url });
  expect((await anonymous.request.get(zipUrl)).status()).toBe(404);
  await Promise.all([adminPage, ownerPage, otherPage].map((p) => p.context().close()));
  await anonymous.close();
});
