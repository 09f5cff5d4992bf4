import fs from 'node:fs';
import sharp from 'sharp';
import { axeViolations } from '../../scripts/lib/axe';
import { markedShare, grid as regionsOf } from '../helpers/image-difference';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { expiredGallery, galleryUsers, phoneGallery } from './seeds/galleries.seed';
import { roles } from './seeds/roles.seed';

/**
 * Galleries end to end (PRODUCT §14): the admin makes a proofing gallery on Edit Images and uploads
 * into it; the client finds it on Your Pictures as a section of its own and opens its page, a grid
 * of the sizes made for the screen with nothing to download yet, and moves through it in the
 * viewer; chooses two favourites (a third is refused), notes one and sends the selection: one
 * email to the business with the original file names, and the choices locked; the original and
 * the gallery's ZIP answer 403 and the display copy carries the mark; the admin releases it: one
 * email to the client, the clean copy, and the original downloads as it was uploaded; an expired
 * gallery shows its text and its files answer 410, and the admin moves a date; a guest link shows
 * the gallery without downloads and answers 404 once revoked; a stranger gets 404.
 */

async function photo(name: string, colour: string, size = { width: 1200, height: 800 }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <rect width="100%" height="100%" fill="${colour}"/><circle cx="50%" cy="60%" r="25%" fill="#3a2a1a"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

const expiredText = 'This gallery has expired. Please contact us to reopen it.';

test.describe('a proofing gallery', () => {
  test.use({ signedInAs: roles.admin });

  test('is made and filled by the admin, seen by its client, and hidden from everyone else', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const client = galleryUsers.gwen;

    // --- The admin makes the gallery: it is chosen in the select for the upload ---
    await page.goto(`/editImages/${client.id}`);
    await waitForHydration(page);
    const form = page.locator('form#new-gallery');
    await form.getByRole('button', { name: 'Create gallery' }).click();
    await expect(form.getByText('Please enter a title for the gallery.')).toBeVisible();
    await form.getByLabel('Title').fill('Spring show');
    await form.getByLabel('Selection limit (optional)').fill('2');
    await form.getByLabel('Expires on (optional)').fill('2099-12-31');
    await expect(form.getByLabel('Proofs: watermarked until released')).toBeChecked();
    await form.getByRole('button', { name: 'Create gallery' }).click();
    await expect(page.getByText('The gallery was created.')).toBeVisible();
    await expect(page.getByLabel('Gallery', { exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Gallery', { exact: true }).locator('option:checked')).toHaveText(
      'Spring show (Proofing)',
    );
    await waitForHydration(page);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Click or Drop here' }).click();
    const bay = await photo('bay.jpg', '#7a5a3a');
    await (await chooser).setFiles([
      bay,
      await photo('grey.jpg', '#9a9a9a'),
      await photo('chestnut.jpg', '#a0502a'),
    ]);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Images Uploaded!' })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('link', { name: 'Show Pictures' }).click();
    const section = page.getByTestId('admin-gallery').filter({ hasText: 'Spring show' });
    await expect(section.getByTestId('client-picture')).toHaveCount(3);
    await expect(section.getByTestId('gallery-facts')).toHaveText('Proofing · Expires on December 31, 2099');

    // --- The client: a section on Your Pictures, whose title opens the gallery's page ---
    const clientPage = await newBrowserPage(browser, server, client);
    await clientPage.goto('/client-pictures');
    const clientSection = clientPage.getByRole('region', { name: 'Spring show' });
    await expect(clientSection.getByTestId('gallery-facts')).toHaveText(
      'Proofing · Expires on December 31, 2099',
    );
    // Nothing to download while proofing: a picture opens the gallery.
    await expect(clientPage.getByTestId('download-all')).toHaveCount(0);
    await expect(clientSection.getByTestId('picture-proof')).toHaveCount(3);
    await clientSection.getByRole('link', { name: 'Spring show' }).click();
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Spring show' })).toBeVisible();
    const grid = clientPage.getByTestId('gallery-picture');
    await expect(grid).toHaveCount(3);
    await expect(clientPage.getByRole('link', { name: /download/i })).toHaveCount(0);
    // The sizes made for the screen, never an original.
    const sources = await clientPage.$$eval('[data-testid="gallery-picture"] img', (images) =>
      images.map((img) => `${img.getAttribute('src')} ${img.getAttribute('srcset')}`),
    );
    for (const source of sources) {
      expect(source).toMatch(/\/thumb .*\/display /);
      expect(source).not.toContain('/original');
    }
    const galleryUrl = clientPage.url();

    // --- The viewer: a dialog, Previous and Next, the arrow keys, the position, Escape ---
    await waitForHydration(clientPage);
    await grid.nth(1).getByRole('link').click();
    const viewer = clientPage.getByRole('dialog', { name: 'Picture viewer' });
    await expect(viewer).toBeVisible();
    const position = viewer.locator('.yarl__counter');
    await expect(position).toHaveText('2 of 3');
    await expect(viewer.getByRole('img', { name: 'Shot 2 of 3' })).toBeVisible();
    await clientPage.keyboard.press('ArrowRight');
    await expect(position).toHaveText('3 of 3');
    await clientPage.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('2 of 3');
    await viewer.getByRole('button', { name: 'Previous' }).click();
    await expect(position).toHaveText('1 of 3');
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(position).toHaveText('2 of 3');
    // Proofs: nothing to download in the viewer either.
    await expect(viewer.getByRole('link', { name: /download/i })).toHaveCount(0);
    const shown = viewer.getByRole('img', { name: 'Shot 2 of 3' });
    const panel = viewer.locator('.gallery-viewer-choices');
    for (const size of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      await clientPage.setViewportSize(size);
      await expect(shown).toBeVisible();
      // The Favourite and note panel is below the picture, never over any of it.
      await expect(async () => {
        const [image, choices] = await Promise.all([shown.boundingBox(), panel.boundingBox()]);
        if (!image || !choices) throw new Error('the picture or the panel has no box yet');
        // The picture as the viewer shows it, not a placeholder: most of the width or the height.
        expect(Math.max(image.width / size.width, image.height / size.height)).toBeGreaterThan(0.5);
        expect(image.y + image.height).toBeLessThanOrEqual(choices.y);
      }, `the picture and the panel at ${size.width}x${size.height}`).toPass({ timeout: 10_000 });
      expect(await axeViolations(clientPage), `the viewer at ${size.width}px`).toEqual([]);
    }
    await clientPage.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // --- Favourites up to the limit, a note, then Send my selection: one email, then locked ---
    const chosen = clientPage.getByTestId('chosen-count');
    await expect(chosen).toHaveText('0 of 2 chosen');
    const favouriteOf = (n: number) => clientPage.getByRole('button', { name: `Favourite shot ${n} of 3` });
    await favouriteOf(1).click();
    await expect(favouriteOf(1)).toHaveAttribute('aria-pressed', 'true');
    await favouriteOf(2).click();
    await expect(chosen).toHaveText('2 of 2 chosen');
    await favouriteOf(3).click();
    await expect(grid.nth(2).getByRole('alert')).toHaveText('You can choose up to 2 pictures.');
    await expect(favouriteOf(3)).toHaveAttribute('aria-pressed', 'false');
    await expect(chosen).toHaveText('2 of 2 chosen');
    await grid.nth(0).getByRole('button', { name: 'Add a note to shot 1 of 3' }).click();
    const firstNote = grid.nth(0).getByLabel('Your note on shot 1 of 3');
    await firstNote.fill('Crop tighter, please');
    await firstNote.blur();
    await expect(grid.nth(0).getByRole('status')).toHaveText('Saved');

    await clientPage.getByRole('button', { name: 'Send my selection' }).click();
    const confirm = clientPage.getByRole('dialog', { name: 'Send your selection?' });
    await confirm.getByRole('button', { name: 'Send my selection' }).click();
    await expect(
      clientPage.getByText(/^Your selection was sent on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    await expect(favouriteOf(1)).toBeDisabled();
    await expect(firstNote).toBeDisabled();
    const subject = `Selection from ${client.name}: Spring show`;
    const selectionMail = async () =>
      (await mailTo(server, 'hello@equine-photography.test')).filter((mail) => mail.subject === subject);
    await expect.poll(async () => (await selectionMail()).length).toBe(1);
    const [mail] = await selectionMail();
    expect(mail?.text).toContain('bay.jpg — Crop tighter, please');
    expect(mail?.text).toContain('grey.jpg');
    expect(mail?.text).not.toContain('chestnut.jpg');
    const pictureId = /\/pictures\/([0-9a-f-]{36})\//.exec(sources[0] ?? '')?.[1];
    const notReleased = 'These pictures can be downloaded once the gallery is released.';
    const original = await clientPage.request.get(`/pictures/${pictureId}/original`);
    expect(original.status()).toBe(403);
    expect(await original.text()).toBe(notReleased);
    const zip = await clientPage.request.get(`${galleryUrl}/download`);
    expect(zip.status()).toBe(403);
    expect(await zip.text()).toBe(notReleased);
    const proof = await (await clientPage.request.get(`/pictures/${pictureId}/display`)).body();

    // --- The admin releases the gallery: one email, the clean picture, the original as uploaded ---
    await page.reload();
    await section.getByRole('button', { name: 'Release gallery' }).click();
    await page
      .getByRole('dialog', { name: 'Release "Spring show"?' })
      .getByRole('button', { name: 'Release gallery' })
      .click();
    await expect(
      page.getByText('The gallery was released. The client was sent an email with its link.'),
    ).toBeVisible();
    await expect(section.getByTestId('gallery-facts')).toHaveText('Released · Expires on December 31, 2099');
    await expect(section.getByRole('button', { name: 'Release gallery' })).toHaveCount(0);
    const released = async () =>
      (await mailTo(server, client.email)).filter((m) => m.subject === 'Your pictures are ready to download');
    await expect.poll(async () => (await released()).length).toBe(1);
    expect((await released())[0]?.text).toContain(new URL(galleryUrl).pathname);

    await clientPage.reload();
    const clean = await (await clientPage.request.get(`/pictures/${pictureId}/display`)).body();
    // The mark covered the whole picture: the name's letters were in every sixteenth of the proof.
    for (const region of regionsOf(4)) expect(await markedShare(proof, clean, region)).toBeGreaterThan(0.01);
    await waitForHydration(clientPage);
    const download = clientPage.waitForEvent('download');
    await grid.nth(0).getByRole('link', { name: 'Download shot 1 of 3' }).click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).equals(bay.buffer)).toBe(true);

    // --- An expired gallery: its text for the client, 410 for its files; the admin moves a date ---
    await clientPage.goto('/client-pictures');
    const expiredSection = clientPage.getByRole('region', { name: expiredGallery.title });
    await expect(expiredSection.getByText(expiredText)).toBeVisible();
    await expiredSection.getByRole('link', { name: expiredGallery.title }).click();
    await expect(clientPage.getByText(expiredText)).toBeVisible();
    await expect(clientPage.getByRole('img')).toHaveCount(0);
    const expiredFile = await clientPage.request.get(`/pictures/${expiredGallery.pictureId}/thumb`);
    expect(expiredFile.status()).toBe(410);
    expect(await expiredFile.text()).toBe(expiredText);
    await section.getByLabel('Expires on').fill('2099-12-30');
    await section.getByRole('button', { name: 'Save expiry date' }).click();
    await expect(page.getByText('The expiry date was changed.')).toBeVisible();
    await expect(section.getByTestId('gallery-facts')).toHaveText('Released · Expires on December 30, 2099');

    // --- A guest link: view-only for whoever holds it, 404 once revoked ---
    await section.getByRole('button', { name: 'Share link' }).click();
    await expect(page.getByText('Here is the guest link. Copy it now: it is shown only once.')).toBeVisible();
    const shareUrl = await section.getByLabel('Guest link (shown once)').inputValue();
    expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    const guest = await newBrowserPage(browser, server);
    await guest.goto(new URL(shareUrl).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: 'Spring show' })).toBeVisible();
    await expect(guest.getByTestId('shared-picture')).toHaveCount(3);
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(guest.getByRole('link', { name: /download/i })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /favourite/i })).toHaveCount(0);
    await expect(guest.getByText(client.name)).toHaveCount(0);
    // The request log writes the page and its files with :token, never the guest link's secret.
    const shareToken = new URL(shareUrl).pathname.split('/')[2] ?? '';
    await expect.poll(() => server.log()).toMatch(/GET \/share\/:token\/[0-9a-f-]{36}\/thumb 200/);
    expect(server.log()).toContain('GET /share/:token 200');
    expect(server.log()).not.toContain(shareToken);
    await section.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('The guest link was revoked.')).toBeVisible();
    expect((await guest.request.get(new URL(shareUrl).pathname)).status()).toBe(404);
    await guest.context().close();

    // --- Another client gets 404 for the page and its pictures; a signed-out visitor the log-in
    // page (401, decision 057) for the page, and 404 for its files ---
    const strangerPage = await newBrowserPage(browser, server, galleryUsers.stranger);
    const signedOut = await newBrowserPage(browser, server);
    for (const other of [strangerPage, signedOut]) {
      expect((await other.request.get(galleryUrl)).status()).toBe(other === signedOut ? 401 : 404);
      expect((await other.request.get(`/pictures/${pictureId}/thumb`)).status()).toBe(404);
      expect((await other.request.get(`/pictures/${pictureId}/original`)).status()).toBe(404);
      expect((await other.request.get(`${galleryUrl}/download`)).status()).toBe(404);
    }
    await Promise.all([clientPage, strangerPage, signedOut].map((p) => p.context().close()));
  });
});

test.describe('a gallery on a phone', () => {
  test.use({ signedInAs: galleryUsers.phoebe, viewport: { width: 390, height: 844 } });

  test('two pictures a row, the selection bar held at the bottom, the viewer at the tapped picture', async ({
    page,
    request,
    server,
  }) => {
    // Eight pictures, landscape and portrait in turn, uploaded into the proofing gallery by the admin.
    const upload = new FormData();
    for (let n = 1; n <= 8; n += 1) {
      const size = n % 2 === 1 ? { width: 960, height: 640 } : { width: 640, height: 960 };
      const file = await photo(`horse-${n}.jpg`, n % 2 === 1 ? '#7a5a3a' : '#9a9a9a', size);
      upload.append('images', new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
    }
    const uploaded = await request.post(
      `${server.url}/editImages/${galleryUsers.phoebe.id}/upload?gallery=${phoneGallery.id}`,
      {
        headers: { Origin: server.url, Cookie: roles.admin.cookie },
        multipart: upload,
      },
    );
    expect(uploaded.status()).toBe(200);

    // The viewer's code and styles (decision 074) are fetched when a picture is opened, not with the
    // page; nor is the Modal of Send my selection's question, the galleries' form rules or a file of
    // the forms' pages (react-bootstrap's components, Conform, zod: decision 064).
    const viewerScripts: string[] = [];
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script' && /\/gallery-viewer-[\w-]+\.js$/.test(sent.url()))
        viewerScripts.push(sent.url());
      if (['script', 'stylesheet'].includes(sent.resourceType())) fetched.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/galleries/${phoneGallery.id}`);
    await waitForHydration(page);
    const tiles = page.getByTestId('gallery-picture');
    await expect(tiles).toHaveCount(8);
    await expect(page.getByText('Choose up to 3 favourites, then Send my selection.')).toBeVisible();

    // Two a row, each the same square whether the picture is landscape (1) or portrait (2).
    const box = async (n: number) => {
      const found = await tiles.nth(n).getByRole('img').boundingBox();
      if (!found) throw new Error(`picture ${n + 1} has no box`);
      return found;
    };
    const [first, second, third] = [await box(0), await box(1), await box(2)];
    expect(second.y).toBeCloseTo(first.y, 0);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(third.y).toBeGreaterThan(first.y + first.height);
    expect(third.x).toBeCloseTo(first.x, 0);
    expect(first.width).toBeGreaterThan(150);
    for (const picture of [first, second]) {
      expect(picture.height).toBeCloseTo(first.width, 0);
      expect(picture.width).toBeCloseTo(first.width, 0);
    }

    // Favourite is the icon on the picture; the bar counts at the bottom of the screen.
    await page.getByRole('button', { name: 'Favourite shot 1 of 8' }).click();
    await page.getByRole('button', { name: 'Favourite shot 2 of 8' }).click();
    const bar = page.getByRole('region', { name: 'Your selection' });
    await expect(bar).toHaveText('2 of 3 chosen · Send my selection');
    await expect(page.getByRole('button', { name: 'Show favourites (2)' })).toBeVisible();
    const viewport = { width: 390, height: 844 };
    const barBottom = async () => {
      const found = await bar.boundingBox();
      return found ? Math.round(found.y + found.height) : null;
    };
    await expect.poll(barBottom).toBe(viewport.height);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Scrolled, with pictures still below the screen: the bar is where it was.
    expect((await box(7)).y).toBeGreaterThan(viewport.height);
    await expect.poll(barBottom).toBe(viewport.height);
    // At the end of the page the bar rests below the last row, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(async () => {
      const [last, held] = [await tiles.nth(7).boundingBox(), await bar.boundingBox()];
      if (!last || !held) throw new Error('no box yet');
      expect(last.y + last.height).toBeLessThanOrEqual(held.y);
    }).toPass({ timeout: 5_000 });
    expect(await axeViolations(page), 'the gallery page on a phone').toEqual([]);

    // The viewer opens at the tapped picture, and a swipe moves to the next.
    expect(viewerScripts).toEqual([]);
    const firstLoad = fetched.map((file) => file.replace(/-[\w-]{8}\.(js|css)$/, '.$1'));
    expect(
      firstLoad.filter((file) =>
        /^\/assets\/(forms(-[a-z-]+)?|modal|confirm-dialog|galleries\.forms)\.js$/.test(file),
      ),
    ).toEqual([]);
    expect(firstLoad.filter((file) => file.endsWith('.css'))).toEqual(['/assets/critical.css']);
    await tiles.nth(4).getByRole('link').click();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    const position = viewer.locator('.yarl__counter');
    await expect(position).toHaveText('5 of 8');
    expect(viewerScripts).toHaveLength(1);
    // Its styles came with it: it covers the whole screen.
    await expect
      .poll(async () => page.locator('.yarl__portal').boundingBox())
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(viewer.getByRole('img', { name: 'Shot 5 of 8' })).toBeVisible();
    await page.mouse.move(300, 300);
    await page.mouse.down();
    await page.mouse.move(200, 300, { steps: 5 });
    await page.mouse.move(60, 300, { steps: 5 });
    await page.mouse.up();
    await expect(position).toHaveText('6 of 8');
    await expect(viewer.getByRole('img', { name: 'Shot 6 of 8' })).toBeVisible();
  });
});
