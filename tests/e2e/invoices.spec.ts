import { axeViolations } from '../../scripts/lib/axe';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import {
  clientInvoice,
  invoiceBooking,
  invoiceClient,
  invoiceStranger,
  owedInvoice,
  voidClient,
  voidedInvoice,
} from './seeds/invoices.seed';
import { roles } from './seeds/roles.seed';

/**
 * Invoices (PRODUCT §16) as the admin and the client use them: an invoice of $450 + $50
 * with a 30 % deposit shows $150.00 due and the balance's date; a $150 check makes it Partially
 * paid and emails a receipt; $400 more is refused with its message; another user gets 404; axe on each
 * new page; a voided check puts the invoice back to Unpaid, then the invoice is voided, and the
 * client is told each time. The rules themselves are tests/integration/invoice*.test.ts and the unit tests.
 */

test.use({ signedInAs: roles.admin });

/**
 * The day `days` after the ISO day `isoDay` as the site writes a day ("June 30, 2026"), worked out
 * here from the rule rather than with the app's own date helpers.
 */
function dayInWords(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Today in the business's time zone (America/Los_Angeles), as a date field holds it (YYYY-MM-DD). */
function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
}

test('an admin invoices a booking and records a check; the client gets both emails with their PDFs', async ({
  page,
  server,
}) => {
  // PRODUCT §16: the balance is due 7 days (the default) before the session.
  const balanceDay = dayInWords(invoiceBooking.date, -7);
  await page.goto(`/BookingInfo/${invoiceBooking.id}`);
  await page.getByRole('link', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Create invoice' })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Item 1: description').fill('Equine portrait session');
  await page.getByLabel('Quantity').first().fill('1');
  await page.getByLabel('Unit price ($)').first().fill('450');
  await page.getByLabel('Item 2: description').fill('Prints');
  await page.getByLabel('Quantity').nth(1).fill('1');
  await page.getByLabel('Unit price ($)').nth(1).fill('50');
  await page.getByRole('button', { name: 'Create and send invoice' }).click();

  await expect(page.getByRole('heading', { name: /Invoice INV-\d{4}-\d{4}/ })).toContainText('Unpaid');
  const schedule = page.getByRole('table', { name: 'Schedule' });
  await expect(schedule.getByRole('row', { name: /Deposit/ })).toContainText('$150.00 due');
  await expect(schedule.getByRole('row', { name: /Balance/ })).toContainText(balanceDay);

  await waitForHydration(page);
  await page.getByLabel('Amount ($)', { exact: true }).fill('150');
  await page.getByLabel('Method', { exact: true }).selectOption('Check');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially paid');
  // PRODUCT §4, forms answer once: the recorded payment's form is empty again, its date today.
  await expect(page.getByLabel('Amount ($)', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Method', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(businessToday());
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  // The invoice's email and the receipt, each with its PDF (their text is read in
  // tests/integration/invoices.test.ts and invoice-payments.test.ts).
  await expect
    .poll(async () =>
      (await mailTo(server, invoiceClient.email))
        .flatMap((mail) => mail.attachments.map((file) => file.filename))
        .sort(),
    )
    .toEqual([
      expect.stringMatching(/^invoice-INV-\d{4}-\d{4}\.pdf$/),
      expect.stringMatching(/^receipt-INV-\d{4}-\d{4}-\d+\.pdf$/),
    ]);

  await page.getByLabel('Amount ($)', { exact: true }).fill('400');
  await page.getByLabel('Method', { exact: true }).selectOption('Cash');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('That is more than the balance of $350.00.')).toBeVisible();
});

test('the client reads her invoice with what is paid and how to pay; a stranger gets 404', async ({
  browser,
  server,
}) => {
  const invoiceUrl = `/invoices/${clientInvoice.id}`;
  const client = await newBrowserPage(browser, server, invoiceClient);
  // The client's invoice from an email loads no form code: the admin's forms are a module of their
  // own, and the page writes Bootstrap's markup (decision 074).
  const scripts: string[] = [];
  client.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await client.goto(invoiceUrl);
  await waitForHydration(client);
  await expect(client.getByRole('heading', { level: 1 })).toContainText('Partially paid');
  await expect(client.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  // `forms-<hash>` is what every form page shares (Conform, react-bootstrap's core, decision 064);
  // `forms-<pages>-<hash>` what some do, such as the date helpers the invoice shows dates with.
  const formCode = /^\/assets\/(forms|invoice-admin-controls)-[\w-]{8}\.js$/;
  expect(scripts.filter((script) => formCode.test(script))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await axeViolations(client)).toEqual([]);
  await client.context().close();

  const stranger = await newBrowserPage(browser, server, invoiceStranger);
  expect((await stranger.goto(invoiceUrl))?.status()).toBe(404);
  await stranger.context().close();
});

test('a bounced check is voided with its reason, then the invoice itself: the client is told each time', async ({
  page,
  server,
}) => {
  await page.goto(`/invoices/${voidedInvoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially paid');
  await waitForHydration(page);
  await page.getByLabel('Reason for voiding', { exact: true }).fill('The check bounced');
  await page.getByRole('button', { name: 'Void payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unpaid');
  await expect(page.getByText('Voided: The check bounced')).toBeVisible();
  // $500.00 invoiced, the $150.00 check no longer counts.
  await expect
    .poll(async () =>
      (await mailTo(server, voidClient.email))
        .filter((mail) => mail.subject === `Payment voided on ${voidedInvoice.number}`)
        .map((mail) => mail.text.includes('The balance is now $500.00.')),
    )
    .toEqual([true]);

  // Nothing counts on it now: the invoice itself can be voided, and the client is told.
  await page.getByLabel('Reason for voiding the invoice').fill('Replaced by a new invoice');
  await page.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Void');
  await expect(
    page.getByText('This invoice is void; nothing is due on it. Reason: Replaced by a new invoice'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Void invoice' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await expect
    .poll(async () =>
      (await mailTo(server, voidClient.email))
        .map((mail) => mail.subject)
        .filter((subject) => subject.endsWith('is void')),
    )
    .toEqual([`Invoice ${voidedInvoice.number} is void`]);
});

test('Show Invoices lists an overdue invoice with what is due, and leads to it, its PDF and Email the invoice again', async ({
  page,
  server,
}) => {
  await page.goto('/adminHome');
  await page.getByRole('link', { name: 'Show Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  // The sums depend on what the other tests of this server have invoiced: their wording only.
  await expect(
    page.getByText(/^\$[\d,]+\.\d\d is owed on \d+ invoices?; \$[\d,]+\.\d\d of it is overdue\.$/),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(owedInvoice.number) });
  await expect(row).toContainText('Olive Owing');
  await expect(row).toContainText('Unpaid');
  await expect(row).toContainText('$150.00 on');
  await expect(row).toContainText('Overdue');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: owedInvoice.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Invoice ${owedInvoice.number}`);
  // Its PDF (what it says: tests/integration/invoice-pdf.test.ts).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the invoice (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${owedInvoice.number}.pdf`);
  // The client cannot find the first email: it goes again, its PDF with it.
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Email the invoice again/ }).click();
  await expect(
    page.getByText(`Invoice ${owedInvoice.number} was emailed again to olive.owing@example.com.`),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await mailTo(server, 'olive.owing@example.com')).map((mail) => [
        mail.subject,
        mail.attachments.map((file) => file.filename),
      ]),
    )
    .toEqual([[`Your invoice ${owedInvoice.number}`, [`invoice-${owedInvoice.number}.pdf`]]]);
});

test('on a phone Show Invoices is a card per invoice that needs no sideways scrolling; wider, a table', async ({
  browser,
  server,
}) => {
  // PRODUCT §14 On a phone. What each cell is called on its card: app/components/admin/card-table.test.tsx.
  const page = await newBrowserPage(browser, server, roles.admin, { viewport: { width: 390, height: 844 } });
  await page.goto('/adminHome?view=invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  const row = table.getByRole('row', { name: new RegExp(owedInvoice.number) });
  await expect(row).toContainText('Olive Owing');
  const layout = await table.evaluate((element) => {
    const wrapper = element.parentElement;
    const card = [...element.querySelectorAll('tbody tr')][0];
    const cells = card ? [...card.children] : [];
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    return {
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      tableScrolls: wrapper ? wrapper.scrollWidth > wrapper.clientWidth : true,
      cardWidth: card?.getBoundingClientRect().width ?? 0,
      // A card's cells one under the other, each after its column's name.
      stacked: boxes.every((box, index) => index === 0 || box.top >= (boxes[index - 1]?.bottom ?? 0) - 0.5),
      labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
      headerHeight: element.querySelector('thead')?.getBoundingClientRect().height ?? -1,
    };
  });
  expect(layout.pageScrolls, 'the page scrolls sideways').toBe(false);
  expect(layout.tableScrolls, 'the table scrolls sideways').toBe(false);
  expect(layout.cardWidth).toBeLessThanOrEqual(390);
  expect(layout.stacked).toBe(true);
  // Each cell after its column's name (its ::before), the invoice's number heading the card.
  expect(layout.labels.map((content) => /^"([^"]*)"/.exec(content)?.[1] ?? content)).toEqual([
    'none',
    'Client: ',
    'Session: ',
    'Total: ',
    'Balance: ',
    'Status: ',
    'Next due: ',
  ]);
  // The header row is off the screen but still names every cell for a screen reader.
  expect(layout.headerHeight).toBeLessThanOrEqual(1);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Invoice',
    'Client',
    'Session',
    'Total',
    'Balance',
    'Status',
    'Next due',
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(row).toHaveCSS('display', 'table-row');
  await page.context().close();
});
