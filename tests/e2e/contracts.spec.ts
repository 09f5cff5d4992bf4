import { fromIsoDate } from '../../app/business-time/calendar-dates';
import { formatDate } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { pdfText } from '../helpers/pdf-text';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import {
  contractBooking,
  contractClient,
  contractStranger,
  noScriptContract,
  noScriptSigner,
} from './seeds/contracts.seed';
import { roles } from './seeds/roles.seed';

/**
 * Contracts with an e-signature (PRODUCT §17), end to end: the admin writes a template,
 * previews it filled in for the booking and sends it; the client opens the email's link, draws
 * with the mouse, types the name and signs;
 * one email to each side carries the PDF with the client's name; a stranger gets 404. The rules
 * (placeholders, a second signing, template edits, two signings at once, who sees it) are checked
 * in tests/integration/contracts.test.ts.
 */

test.use({ signedInAs: roles.admin });

test('an admin sends a contract and the client signs it from the email', async ({
  page,
  browser,
  server,
}) => {
  const title = `Portrait agreement ${Date.now()}`;
  await page.goto('/adminHome?view=contracts');
  await expect(page.getByRole('heading', { name: 'Contract templates' })).toBeVisible();
  await waitForHydration(page);
  const newTemplate = page.getByRole('heading', { name: 'New template' }).locator('xpath=..');
  await newTemplate.getByLabel('Name').fill(title);
  await newTemplate
    .getByLabel('Body')
    .fill(
      '{{business.name}} will photograph {{horse.name}} for {{client.name}} on {{session.date}}.\n\nThank you!',
    );
  await newTemplate.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText(`The template "${title}" is saved.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/BookingInfo/${contractBooking.id}`);
  await page.getByLabel('Template').selectOption({ label: title });
  await page.getByRole('button', { name: 'Preview contract' }).click();
  // The admin reads the filled text before it goes.
  const sessionDay = formatDate(fromIsoDate(contractBooking.date), 'UTC');
  const filled = `Sierra Equine Photography will photograph Biscuit for Clara Contract on ${sessionDay}.`;
  const preview = page.getByRole('region', { name: `Preview: ${title}` });
  await expect(preview.getByText(filled)).toBeVisible();
  await preview.getByRole('button', { name: 'Send contract' }).click();
  await expect(page.getByText(`"${title}" was sent to the client to sign.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Waiting for the signature');

  await expect
    .poll(async () =>
      (await mailTo(server, contractClient.email)).filter(
        (mail) => mail.subject === 'Please sign your contract',
      ),
    )
    .toHaveLength(1);
  const [invitation] = await mailTo(server, contractClient.email);
  const link = /https?:\/\/\S+\/contracts\/\d+/.exec(invitation?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // A wide screen at twice the density: its drawing area stays within the size the server reads.
  const client = await newBrowserPage(browser, server, contractClient, {
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 2,
  });
  await client.goto(new URL(link).pathname);
  await expect(client.getByText(filled)).toBeVisible();
  await waitForHydration(client);
  expect(await axeViolations(client)).toEqual([]);
  const pad = client.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  await client.mouse.move(box.x + 20, box.y + box.height / 2);
  await client.mouse.down();
  await client.mouse.move(box.x + 80, box.y + 20, { steps: 5 });
  await client.mouse.move(box.x + 160, box.y + box.height - 20, { steps: 5 });
  await client.mouse.up();
  await expect(client.getByRole('button', { name: 'Clear signature' })).toBeEnabled();
  await client.getByLabel('Type your full name').fill('Clara Beatrice Contract');
  await client.getByLabel('I have read and agree to this contract').check();
  await client.getByRole('button', { name: 'Sign contract' }).click();
  await expect(client.getByText(/^Signed on .+ by Clara Beatrice Contract\.$/)).toBeVisible();
  // The session's timeline: Contract after Scheduled, before the Questionnaire, now signed.
  await client.getByRole('link', { name: '← Back to your session' }).click();
  const steps = client.getByRole('list', { name: 'Steps of your session' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Request sent/,
    /Scheduled for/,
    /Contract\s*Signed on/,
    /Questionnaire/,
    /Invoice/,
  ]);
  await client.context().close();

  const signedCopies = async () =>
    [
      ...(await mailTo(server, contractClient.email)),
      ...(await mailTo(server, 'hello@equine-photography.test')),
    ].filter((mail) => mail.subject === `Signed: ${title}`);
  await expect.poll(async () => (await signedCopies()).length).toBe(2);
  for (const mail of await signedCopies()) {
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toContain('application/pdf');
    expect(await pdfText(pdf?.bytes ?? Buffer.alloc(0))).toContain('Clara Beatrice Contract');
  }

  const stranger = await newBrowserPage(browser, server, contractStranger);
  const response = await stranger.goto(new URL(link).pathname);
  expect(response?.status()).toBe(404);
  await stranger.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ signedInAs: noScriptSigner, javaScriptEnabled: false });

  test('the typed name signs alone: no drawing area, the form posts as plain HTML', { tag: '@full' }, async ({
    page,
  }) => {
    await page.goto(`/contracts/${noScriptContract.id}`);
    await expect(
      page.getByText('Sierra Equine Photography will photograph Pepper for Nell Noscript.'),
    ).toBeVisible();
    await expect(page.getByTestId('signature-pad')).toHaveCount(0);
    await page.getByLabel('Type your full name').fill('Nell Noscript');
    await page.getByLabel('I have read and agree to this contract').check();
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await expect(page.getByText(/^Signed on .+ by Nell Noscript\.$/)).toBeVisible();
  });
});

test.describe('an admin without JavaScript', () => {
  test.use({ signedInAs: roles.admin, javaScriptEnabled: false });

  test('a template refused on save keeps the typed text (PRODUCT §17)', async ({ page }) => {
    await page.goto('/adminHome?view=contracts');
    const fresh = page.locator('.card', { has: page.getByRole('heading', { name: 'New template' }) });
    await fresh.getByLabel('Name').fill('Typo terms');
    await fresh.getByLabel('Body').fill('Dear {{client.nmae}},\n\nA long agreement typed by hand.');
    await fresh.getByRole('button', { name: 'Add template' }).click();
    await expect(page.getByText(/^Unknown placeholder \{\{client\.nmae\}\}: use /)).toBeVisible();
    await expect(fresh.getByLabel('Name')).toHaveValue('Typo terms');
    await expect(fresh.getByLabel('Body')).toHaveValue(
      'Dear {{client.nmae}},\n\nA long agreement typed by hand.',
    );
  });
});
