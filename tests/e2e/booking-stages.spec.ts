import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { todayIn } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { stageClient, stageIds, stagePayment, stageTemplate } from './seeds/booking-stages.seed';
import { roles } from './seeds/roles.seed';

/**
 * The owner's day (PRODUCT §2 Admin Home, Booking Info): a request sent today is on Today and New
 * on the bookings view, and moves through the stages as the admin and the client act; another is
 * marked lost; Show Reports counts the month's request by its source and the payments CSV holds
 * the day's payment. Today's count and each stage rule are checked from the database in
 * tests/integration/ (admin-today, booking-stages); each section's states in today-view.test.tsx.
 */

test.use({ signedInAs: roles.admin });

const today = todayIn('America/Los_Angeles');

/** The Stage card's heading on Booking Info: "Stage: {badge}". */
const stageOf = (page: Page) => page.getByRole('heading', { name: /^Stage: / });

async function stageOnBookingInfo(page: Page, id: number) {
  await page.goto(`/BookingInfo/${id}`);
  return stageOf(page);
}

test('a request goes New → Proposal sent → Booked → Delivered; another is marked lost', {
  tag: '@smoke',
}, async ({ page, browser, server }) => {
  // Today: the request's line under New booking requests, to its Booking Info.
  await page.goto('/adminHome');
  const requests = page.getByRole('region', { name: /^New booking requests \(\d+\)$/ });
  const line = requests.getByRole('link', {
    name: /^Stella Stage: Equine portrait, Truckee, California, sent /,
  });
  await expect(line).toHaveAttribute('href', `/BookingInfo/${stageIds.request}`);

  // The bookings view, filtered to New: her card with the New badge.
  await page.goto('/adminHome?view=bookings&stage=new');
  const card = page
    .getByTestId('booking-card')
    .filter({ has: page.getByRole('heading', { name: 'Stella Stage' }) });
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  // Send contract: Proposal sent.
  await page.goto(`/BookingInfo/${stageIds.request}`);
  await expect(stageOf(page)).toHaveText('Stage: New');
  await waitForHydration(page);
  await page.getByLabel('Template').selectOption({ label: stageTemplate });
  await page.getByRole('button', { name: 'Preview contract' }).click();
  await page
    .getByRole('region', { name: `Preview: ${stageTemplate}` })
    .getByRole('button', { name: 'Send contract' })
    .click();
  await expect(page.getByText(`"${stageTemplate}" was sent to the client to sign.`)).toBeVisible();
  await expect(stageOf(page)).toHaveText('Stage: Proposal sent');

  // The client signs from the email's link: Booked.
  await expect
    .poll(async () =>
      (await mailTo(server, stageClient.email)).filter(
        (mail) => mail.subject === 'Please sign your contract',
      ),
    )
    .toHaveLength(1);
  const [invitation] = await mailTo(server, stageClient.email);
  const link = /https?:\/\/\S+\/contracts\/\d+/.exec(invitation?.text ?? '')?.[0] ?? '';
  const client = await newBrowserPage(browser, server, stageClient);
  await client.goto(new URL(link).pathname);
  await waitForHydration(client);
  const pad = client.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  await client.mouse.move(box.x + 20, box.y + box.height / 2);
  await client.mouse.down();
  await client.mouse.move(box.x + 120, box.y + 20, { steps: 5 });
  await client.mouse.up();
  await client.getByLabel('Type your full name').fill('Stella Stage');
  await client.getByLabel('I have read and agree to this contract').check();
  await client.getByRole('button', { name: 'Sign contract' }).click();
  await expect(client.getByText(/^Signed on .+ by Stella Stage\.$/)).toBeVisible();
  await client.context().close();
  await expect(await stageOnBookingInfo(page, stageIds.request)).toHaveText('Stage: Booked');

  // Her session's gallery released: Delivered, each step dated in the history.
  await page.goto(`/ShowImages/${stageClient.id}`);
  await waitForHydration(page);
  const gallery = page.getByTestId('admin-gallery').filter({ hasText: 'Truckee portraits' });
  await gallery.getByRole('button', { name: 'Release gallery' }).click();
  await page
    .getByRole('dialog', { name: 'Release "Truckee portraits"?' })
    .getByRole('button', { name: 'Release gallery' })
    .click();
  await expect(page.getByText(/^The gallery was released\./)).toBeVisible();
  await expect(await stageOnBookingInfo(page, stageIds.request)).toHaveText('Stage: Delivered');
  await expect(page.getByRole('list', { name: 'Stage history' }).getByRole('listitem')).toHaveText([
    /^New — /,
    /^Proposal sent/,
    /^Booked/,
    /^Delivered/,
  ]);

  // Mark as lost with a reason.
  await stageOnBookingInfo(page, stageIds.lost);
  await expect(stageOf(page)).toHaveText('Stage: New');
  await waitForHydration(page);
  await page.getByLabel('Reason').selectOption({ label: 'Date taken' });
  await page.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(stageOf(page)).toHaveText('Stage: Lost');
  await expect(page.getByRole('list', { name: 'Stage history' })).toContainText('Lost (Date taken)');
});

test("Show Reports counts the month's request by its source; the payments CSV holds the payment", async ({
  page,
}) => {
  await page.goto('/adminHome?view=reports');
  const thisMonth = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });
  const months = page.getByRole('table', { name: 'Booking requests by month' });
  // The shared server holds other requests of this month: at least this one is counted.
  await expect(months.getByRole('row', { name: new RegExp(`^${thisMonth} [1-9]`) })).toHaveCount(1);
  const sources = page.getByRole('table', { name: 'Where requests came from' });
  await expect(sources.getByRole('row', { name: /^Instagram [1-9]/ })).toHaveCount(1);

  await waitForHydration(page);
  await page.getByLabel('Year').selectOption(today.slice(0, 4));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payments (CSV)' }).click();
  const file = await (await download).path();
  const lines = (await fs.readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Paid on,Invoice,Client,Email,Session type,Method,Amount (USD),Note');
  expect(lines).toContain(
    `${today},${stagePayment.number},${stagePayment.client},paula.payment@example.com,Equine portrait,Cash,135.00,`,
  );
});

test('Today and Show Reports: no axe violation on a phone (390 px) or a desktop (1280 px)', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/adminHome', '/adminHome?view=reports']) {
      await page.goto(path);
      await waitForHydration(page);
      expect.soft(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
