import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { readZipEntries } from '../helpers/zip-entries';
import { expect, mailTo, test, waitForHydration } from './helpers/fixtures';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';
import { pictureUsers } from './seeds/pictures.seed';
import { roles } from './seeds/roles.seed';

/**
 * Client pictures end to end (PRODUCT §2, decision 007): the admin picks, drops, removes, updates and uploads; the client downloads;
 * another client gets 404; the admin deletes everything; the client sees the empty page.
 */

interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo-like image made here, so its exact bytes are known. Made without metadata (see the download check). */
async function image(name: string, width: number, height: number, colour: string): Promise<TestFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/><circle cx="50%" cy="60%" r="25%" fill="#3a2a1a"/></svg>`;
  const pipeline = sharp(Buffer.from(svg));
  const png = name.endsWith('.png');
  const buffer = await (png ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer();
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer };
}

async function signedIn(
  browser: Browser,
  user: TestUser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies(sessionCookies(user, url));
  await context.addInitScript(() => window.localStorage.setItem('popupShown', 'true'));
  return { context, page: await context.newPage() };
}

/** Drops files on an element the way a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(page: Page, selector: string, files: TestFile[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, base64: f.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, payload);
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

test('client pictures: upload, view, download, privacy and delete', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const admin = roles.admin;
  const owner = pictureUsers.june;
  const other = pictureUsers.other;

  const meadow = await image('meadow.jpg', 1200, 800, '#7a9a4a');
  const arena = await image('arena.png', 900, 700, '#c8a060');
  const sunset = await image('sunset.jpg', 1000, 750, '#e07040');
  const herd = await image('herd.jpg', 800, 1000, '#506080');
  const snow = await image('snow.png', 1024, 768, '#e0e8f0');
  const notAnImage: TestFile = {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just words'),
  };

  // --- The admin chooses files: by the dialog, then by drag and drop ---
  const adminSide = await signedIn(browser, admin, server.url);
  const adminPage = adminSide.page;
  await adminPage.goto(`/editImages/${owner.id}`);
  await waitForHydration(adminPage);
  await expect(adminPage.getByRole('heading', { name: "Editing June Rider's Images" })).toBeVisible();
  const dropzone = adminPage.getByRole('button', { name: 'Click or Drop here' });
  const chosen = adminPage.getByTestId('chosen-image');

  const chooser = adminPage.waitForEvent('filechooser');
  await dropzone.click();
  await (await chooser).setFiles([meadow, arena, sunset]);
  await expect(chosen).toHaveCount(3);

  await dropFiles(adminPage, '.picture-dropzone', [herd]);
  await expect(chosen).toHaveCount(4);

  // A text file named .jpg is refused in the browser already, by its content.
  await dropFiles(adminPage, '.picture-dropzone', [notAnImage]);
  await expect(
    adminPage.getByText('Your selected file type is not allowed. The allowed types are jpg, jpeg, and png'),
  ).toBeVisible();
  await expect(chosen).toHaveCount(4);

  // Eight more would make 12 in one selection: refused, the four stay.
  await dropFiles(
    adminPage,
    '.picture-dropzone',
    Array.from({ length: 8 }, () => herd),
  );
  await expect(adminPage.getByText('Number of selected images exceed 11')).toBeVisible();
  await expect(chosen).toHaveCount(4);

  // Remove one, update (replace) another.
  await chosen.filter({ hasText: 'sunset.jpg' }).getByRole('button', { name: 'Remove' }).click();
  await expect(chosen).toHaveCount(3);
  const replace = adminPage.waitForEvent('filechooser');
  await chosen.filter({ hasText: 'arena.png' }).getByRole('button', { name: 'Update' }).click();
  await (await replace).setFiles([snow]);
  await expect(chosen.filter({ hasText: 'snow.png' })).toHaveCount(1);
  await expect(chosen.filter({ hasText: 'arena.png' })).toHaveCount(0);
  await expect(chosen).toHaveCount(3);

  // --- Upload, with the progress bar ---
  // Records every label the bar shows, to prove it ran before the result came back.
  await adminPage.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const label = document.querySelector('[role="progressbar"]')?.textContent ?? '';
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await adminPage.getByRole('button', { name: 'Upload Images' }).click();
  const progress = adminPage.getByRole('progressbar', { name: 'Upload progress' });
  // The server decodes and encodes every picture; on a busy two-core machine that can take a while.
  await expect(adminPage.getByRole('status').filter({ hasText: 'Images Uploaded!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const seen = await adminPage.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // Percentages while sending (a small local upload may jump straight to 100), then the server's work.
  expect(seen.at(-1)).toBe('Done');
  expect(seen).toContain('Processing…');
  await expect(chosen).toHaveCount(0);

  // One upload of three pictures: exactly one email to the client, counting all three.
  await expect.poll(async () => (await mailTo(server, owner.email)).length).toBe(1);
  const [mail] = await mailTo(server, owner.email);
  expect(mail?.subject).toBe('New pictures from your session');
  expect(mail?.text).toContain('3 new pictures');
  expect(mail?.text).toContain(`${server.url}/client-pictures`);

  await adminPage.getByRole('link', { name: 'Show Pictures' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/ShowImages/${owner.id}$`));
  await expect(adminPage.getByRole('heading', { name: "June Rider's Pictures" })).toBeVisible();
  await expect(adminPage.getByTestId('client-picture')).toHaveCount(3);

  // --- The client sees them and downloads one ---
  const ownerSide = await signedIn(browser, owner, server.url);
  const ownerPage = ownerSide.page;
  await ownerPage.goto('/client-pictures');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your Pictures' })).toBeVisible();
  const links = ownerPage.getByTestId('picture-download');
  await expect(links).toHaveCount(3);
  // Every thumbnail really loaded through the private file route.
  await expect
    .poll(
      () =>
        ownerPage.$$eval('[data-testid="picture-download"] img', (imgs) =>
          imgs.every(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const download = ownerPage.waitForEvent('download');
  await links.first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg$/);
  // meadow.jpg was chosen first and carries no metadata, so the original is stored, and served, byte for byte.
  const downloaded = await fs.readFile(await file.path());
  expect(downloaded.equals(meadow.buffer)).toBe(true);

  // Download all: one ZIP of the three originals (every detail of it: pictures-download-all.spec.ts,
  // @full, and tests/integration/pictures-zip.test.ts).
  const zipDownload = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('link', { name: /^Download all/ }).click();
  const zipEntries = readZipEntries(await fs.readFile(await (await zipDownload).path()));
  expect(zipEntries).toHaveLength(3);
  expect(zipEntries.some((entry) => entry.bytes.equals(meadow.buffer))).toBe(true);

  const urls = await ownerPage.$$eval('[data-testid="picture-download"]', (anchors) =>
    anchors.flatMap((a) => [a.getAttribute('href') ?? '', a.querySelector('img')?.getAttribute('src') ?? '']),
  );
  expect(urls).toHaveLength(6);

  // --- Another client, and a signed-out visitor, get 404 for every one of those URLs ---
  const otherSide = await signedIn(browser, other, server.url);
  const anonymous = await browser.newContext({ baseURL: server.url });
  for (const url of urls) {
    expect((await otherSide.context.request.get(url)).status(), url).toBe(404);
    expect((await anonymous.request.get(url)).status(), url).toBe(404);
    expect((await ownerSide.context.request.get(url)).status(), url).toBe(200);
  }
  await otherSide.page.goto('/client-pictures');
  await expect(otherSide.page.getByRole('heading', { name: 'No pictures to show right now' })).toBeVisible();

  // --- The admin deletes them all, each after confirming ---
  await waitForHydration(adminPage);
  const cards = adminPage.getByTestId('client-picture');
  for (let left = 3; left > 0; left--) {
    await cards.first().getByRole('button', { name: 'Delete Image' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete this picture?' });
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(cards).toHaveCount(left - 1);
    await expect(dialog).toBeHidden();
  }
  await expect(adminPage.getByText('No pictures to show right now')).toBeVisible();

  await ownerPage.reload();
  await expect(ownerPage.getByRole('heading', { name: 'No pictures to show right now' })).toBeVisible();
  for (const url of urls) expect((await ownerSide.context.request.get(url)).status(), url).toBe(404);

  await Promise.all(
    [adminSide.context, ownerSide.context, otherSide.context, anonymous].map((c) => c.close()),
  );
});

test("'Remove all images' empties the selection and uploads nothing; 'Edit Pictures' leads back", {
  tag: '@full',
}, async ({ browser, server }) => {
  const owner = pictureUsers.juniper;
  const { page } = await signedIn(browser, roles.admin, server.url);
  await page.goto(`/editImages/${owner.id}`);
  await waitForHydration(page);
  const chosen = page.getByTestId('chosen-image');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Click or Drop here' }).click();
  await (await chooser).setFiles([
    await image('meadow.jpg', 1200, 800, '#7a9a4a'),
    await image('arena.png', 900, 700, '#c8a060'),
  ]);
  await expect(chosen).toHaveCount(2);

  await page.getByRole('button', { name: 'Remove all images' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Images' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove all images' })).toBeDisabled();

  await page.getByRole('link', { name: 'Show Pictures' }).click();
  await expect(page.getByRole('heading', { name: "Juniper Rider's Pictures" })).toBeVisible();
  await expect(page.getByTestId('client-picture')).toHaveCount(0);
  expect(await mailTo(server, owner.email)).toEqual([]);

  await page.getByRole('link', { name: 'Edit Pictures' }).click();
  await expect(page).toHaveURL(new RegExp(`/editImages/${owner.id}$`));
  await expect(page.getByRole('heading', { name: "Editing Juniper Rider's Images" })).toBeVisible();
});

test('sharp (libvips, about 33 MB) is loaded with the first picture the server handles, not at start', {
  tag: '@full',
}, async ({ request, startServer }) => {
  // A start is the subject: a server of the test's own, which has handled no picture yet.
  let admin: TestUser | undefined;
  let owner: TestUser | undefined;
  const server = await startServer({
    setup: async (db) => {
      admin = await createTestUser(db, {
        email: 'lazy.admin@example.com',
        name: 'Lazy Admin',
        isAdmin: true,
      });
      owner = await createTestUser(db, {
        email: 'lazy.owner@example.com',
        name: 'Lazy Owner',
        isClient: true,
      });
    },
  });
  if (!admin || !owner) throw new Error('setup did not create the users');
  const libvipsLoaded = async () =>
    (await fs.readFile(`/proc/${server.pid}/maps`, 'utf8')).includes('libvips');
  expect((await request.get(`${server.url}/about`)).status()).toBe(200);
  expect(await libvipsLoaded()).toBe(false);

  const meadow = await image('meadow.jpg', 1200, 800, '#7a9a4a');
  const upload = await request.post(`${server.url}/editImages/${owner.id}/upload`, {
    headers: { Origin: server.url, Cookie: admin.cookie },
    multipart: { images: { name: meadow.name, mimeType: meadow.mimeType, buffer: meadow.buffer } },
  });
  expect(upload.status()).toBe(200);
  expect(await libvipsLoaded()).toBe(true);
});
