import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { s3Storage } from '../../app/pictures/s3-storage.server';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { readZipEntries } from '../helpers/zip-entries';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';

/**
 * PRODUCT §15, decision 017: the built server with S3_* set keeps pictures in the bucket, not in
 * DATA_DIR, and the upload, the private downloads, "Download all" and delete work as on disk.
 * The bucket is a local s3rver this test starts.
 */

let s3: TestS3Server;
const users: Partial<Record<'admin' | 'owner' | 'other', TestUser>> = {};

test.beforeAll(async () => {
  s3 = await startS3Server();
});
test.afterAll(async () => {
  await s3?.stop();
});

async function image(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="100%" height="100%" fill="${colour}"/><circle cx="50%" cy="50%" r="30%" fill="#302010"/></svg>`;
  const pipeline = sharp(Buffer.from(svg));
  const png = name.endsWith('.png');
  const buffer = await (png ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer();
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer };
}

/** A browser context signed in as `user`, with the first-visit popup already seen. */
async function signedIn(browser: Browser, user: TestUser | null, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url });
  if (user) await context.addCookies(sessionCookies(user, url));
  await context.addInitScript(() => window.localStorage.setItem('popupShown', 'true'));
  return context;
}

test('pictures on S3 storage: upload, view, download one and all, privacy, delete', { tag: '@full' }, async ({
  browser,
  startServer,
}) => {
  test.setTimeout(120_000);
  const server = await startServer({
    env: s3.env,
    setup: async (db) => {
      users.admin = await createTestUser(db, {
        email: 's3.admin@example.com',
        name: 'Hannah Boss',
        isAdmin: true,
      });
      users.owner = await createTestUser(db, {
        email: 's3.june@example.com',
        name: 'June Rider',
        isClient: true,
      });
      users.other = await createTestUser(db, {
        email: 's3.max@example.com',
        name: 'Max Other',
        isClient: true,
      });
    },
  });
  const { admin, owner, other } = users;
  if (!admin || !owner || !other) throw new Error('setup did not create the users');
  const bucket = s3Storage({
    endpoint: s3.env.S3_ENDPOINT,
    bucket: s3.env.S3_BUCKET,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  const meadow = await image('meadow.jpg', '#7a9a4a');
  const arena = await image('arena.png', '#c8a060');

  // --- The admin uploads two pictures in the browser ---
  const adminContext = await signedIn(browser, admin, server.url);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/editImages/${owner.id}`);
  await waitForHydration(adminPage);
  const chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Click or Drop here' }).click();
  await (await chooser).setFiles([meadow, arena]);
  await expect(adminPage.getByTestId('chosen-image')).toHaveCount(2);
  await adminPage.getByRole('button', { name: 'Upload Images' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Images Uploaded!' })).toBeVisible({
    timeout: 30_000,
  });

  // Three objects per picture in the bucket, and no picture file in the data folder.
  const keys = await bucket.list('pictures/');
  expect(keys).toHaveLength(6);
  expect(keys.filter((k) => /\/original\.(jpg|png)$/.test(k))).toHaveLength(2);
  await expect(fs.access(path.join(server.dataDir, 'uploads'))).rejects.toThrow();

  // --- The client sees the thumbnails and downloads one original, byte for byte ---
  const ownerContext = await signedIn(browser, owner, server.url);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/client-pictures');
  const links = ownerPage.getByTestId('picture-download');
  await expect(links).toHaveCount(2);
  await expect
    .poll(() =>
      ownerPage.$$eval('[data-testid="picture-download"] img', (imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  const download = ownerPage.waitForEvent('download');
  await links.first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg$/);
  expect((await fs.readFile(await file.path())).equals(meadow.buffer)).toBe(true);

  // --- "Download all": a ZIP streamed from the bucket, both originals as sent ---
  const zipDownload = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('link', { name: /^Download all/ }).click();
  const entries = readZipEntries(await fs.readFile(await (await zipDownload).path()));
  expect(entries).toHaveLength(2);
  for (const sent of [meadow, arena]) {
    expect(entries.some((entry) => entry.bytes.equals(sent.buffer))).toBe(true);
  }

  // --- Private: another client and a signed-out visitor get 404 for the same URL ---
  const originalUrl = (await links.first().getAttribute('href')) ?? '';
  const otherContext = await signedIn(browser, other, server.url);
  expect((await otherContext.request.get(originalUrl)).status()).toBe(404);
  const anonymous = await signedIn(browser, null, server.url);
  expect((await anonymous.request.get(originalUrl)).status()).toBe(404);

  // --- The admin deletes one: its three objects leave the bucket ---
  await adminPage.goto(`/ShowImages/${owner.id}`);
  await waitForHydration(adminPage);
  const cards = adminPage.getByTestId('client-picture');
  await expect(cards).toHaveCount(2);
  await cards.first().getByRole('button', { name: 'Delete Image' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Delete this picture?' })
    .getByRole('button', { name: 'Yes, delete it' })
    .click();
  await expect(cards).toHaveCount(1);
  await expect.poll(async () => (await bucket.list('pictures/')).length).toBe(3);
  expect((await ownerContext.request.get(originalUrl)).status()).toBe(404);

  await Promise.all([adminContext, ownerContext, otherContext, anonymous].map((c) => c.close()));
});
