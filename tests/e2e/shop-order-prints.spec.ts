import fs from 'node:fs';
import { readZipEntries } from '../helpers/zip-entries';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { plainPhoto, uploadInto } from './helpers/pictures';
import { completeCheckout } from './helpers/shop';
import { roles } from './seeds/roles.seed';
import { galleryCode, printBuyer, printGallery } from './seeds/shop-order-prints.seed';

/**
 * Selling from the gallery end to end (PRODUCT §20, §21): the owner adds a product to the price
 * list; the client, on a phone, orders two prints of one picture and a digital download of another
 * from her released gallery, with the gallery's code; the cart, Review Order and the email name
 * each picture; the owner moves the order to Shipped with a tracking number, and the client gets
 * the email and sees the step on the order's page; the owner's Download for the lab holds the
 * originals and the CSV of the lines.
 */

test.use({ signedInAs: roles.admin });

test('a client orders prints and a download from her gallery; the owner ships them', async ({
  page,
  browser,
  server,
  request,
}) => {
  test.setTimeout(60_000);
  // --- The owner adds a product, and the gallery's two pictures ---
  await page.goto('/adminHome?view=price-list');
  await waitForHydration(page);
  await page.locator('#product-name-new').fill('5x7 Print');
  await page.locator('#product-size-new').fill('5x7');
  await page.locator('#product-price-new').fill('18.00');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('"5x7 Print" (Print) is saved.')).toBeVisible();
  await uploadInto(request, server, { ownerId: printBuyer.id, galleryId: printGallery.id }, [
    await plainPhoto('bay.jpg', '#7a5a3a'),
    await plainPhoto('grey.jpg', '#9a9a9a'),
  ]);

  // --- The client, on a phone: Order prints on each picture ---
  const client = await newBrowserPage(browser, server, printBuyer, { viewport: { width: 390, height: 844 } });
  await client.goto(`/galleries/${printGallery.id}`);
  await waitForHydration(client);
  const order = async (shot: number, product: string, quantity: string, file: string) => {
    await client.getByRole('button', { name: `Order prints of shot ${shot} of 2` }).click();
    const dialog = client.getByRole('dialog', { name: `Order a print of ${file}` });
    await dialog.getByLabel('Product').selectOption({ label: product });
    await dialog.getByLabel('Quantity').fill(quantity);
    if (shot === 1) await dialog.getByLabel('Crop note (optional)').fill('Keep the ears in');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added to your cart Go to your cart');
    return dialog;
  };
  // Pictures are listed in upload order: bay.jpg first.
  const first = await order(1, '5x7 Print: $18.00', '2', 'bay.jpg');
  await first.getByRole('button', { name: 'Back to the gallery' }).click();
  await expect(first).toBeHidden();
  const second = await order(2, 'Digital download: $15.00', '1', 'grey.jpg');
  await second.getByRole('link', { name: 'Go to your cart' }).click();

  await expect(client).toHaveURL(/\/cart$/);
  const lines = client.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('bay.jpg · Crop note: Keep the ears in');
  await expect(lines.nth(0).getByRole('img', { name: 'bay.jpg' })).toBeVisible();
  await expect(lines.nth(1).getByRole('img', { name: 'grey.jpg' })).toBeVisible();
  await expect(client.getByTestId('cart-total')).toHaveText('Total: $51.00 USD');

  // --- Checkout with the gallery's code: 15% of $51.00 is $7.65, before tax ---
  await client.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await waitForHydration(client);
  await completeCheckout(client, printBuyer.email, galleryCode.toLowerCase());
  await expect(client.getByTestId('order-discount')).toHaveText(`${galleryCode}: -$7.65`);
  await expect(client.getByTestId('line-picture')).toHaveText([
    'bay.jpg · Crop note: Keep the ears in',
    'grey.jpg',
  ]);
  await expect(client.getByTestId('order-summary').getByRole('img', { name: 'bay.jpg' })).toBeVisible();
  await client.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(client.getByRole('heading', { name: 'Your Order has been confirmed!' })).toBeVisible();
  const orderId = (await client.getByTestId('order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^[0-9A-F]{15}$/);

  // The upload sent her its own email; the order's is the one that names it.
  const orderMail = async () =>
    (await mailTo(server, printBuyer.email)).filter((mail) => mail.subject.includes(orderId));
  await expect.poll(async () => (await orderMail()).length).toBe(1);
  const [confirmation] = await orderMail();
  expect(confirmation?.text).toContain(
    '- 5x7 Print of bay.jpg (crop note: Keep the ears in) x 2 at $18.00: $36.00',
  );
  expect(confirmation?.text).toContain('- Digital download of grey.jpg x 1 at $15.00: $15.00');

  // --- The owner: In production, then Shipped with the carrier and tracking number ---
  await page.goto('/adminHome?view=orders');
  await waitForHydration(page);
  await page.getByRole('button', { name: `In production: order ${orderId}` }).click();
  await expect(page.getByText(`Order ${orderId} is In production; the client was emailed.`)).toBeVisible();
  // The row says so too (its cells: Placed, Client, Total, Status, Next step), and offers Shipped.
  const orderRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
  await expect(orderRow.getByRole('cell').nth(3)).toHaveText('In production');
  await page.locator(`#carrier-${orderId}-shipped`).fill('UPS');
  await page.locator(`#tracking-${orderId}-shipped`).fill('1Z999AA10123456784');
  await page.getByRole('button', { name: `Shipped: order ${orderId}` }).click();
  await expect(page.getByText(`Order ${orderId} is Shipped; the client was emailed.`)).toBeVisible();

  // --- Download for the lab: the originals, named for the lab, and the CSV of the lines ---
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download for the lab: order ${orderId}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${orderId}-lab.zip`);
  const zip = readZipEntries(fs.readFileSync(await download.path()));
  expect(zip.map((entry) => entry.name)).toEqual([
    `${orderId}-1-5x7-Print-bay.jpg`,
    `${orderId}-2-Digital-download-grey.jpg`,
    `${orderId}-lines.csv`,
  ]);
  expect(zip[2]?.bytes.toString('utf8')).toContain(
    `1,5x7 Print,5x7,2,Keep the ears in,bay.jpg,${orderId}-1-5x7-Print-bay.jpg`,
  );

  const shippedSubject = `Your order ${orderId} has shipped: UPS 1Z999AA10123456784`;
  await expect
    .poll(async () => (await mailTo(server, printBuyer.email)).map((mail) => mail.subject))
    .toContain(shippedSubject);
  await client.goto(`/orders/${orderId}`);
  await expect(client.getByText(/Shipped, .+: UPS 1Z999AA10123456784/)).toBeVisible();
});
