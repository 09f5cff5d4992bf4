import { expect, newBrowserPage, test } from './helpers/fixtures';
import { planChangingClient, plansBooking } from './seeds/plans-change.seed';
import { roles } from './seeds/roles.seed';

/**
 * When plans change, the money follows (PRODUCT §16), as the client meets it: with $200.00 of a
 * $500.00 invoice paid, she cancels her session; the session page and the invoice say what
 * happened to the invoice, and Show Reminders has no payment reminder about it left. The rules
 * (the owed total, a fee or refund recorded once, a move, a void with payments) are checked in
 * tests/integration/plans-change-money.test.ts.
 */

/** "December 7, 2026", written out here from the calendar. */
const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

test.use({ signedInAs: planChangingClient });

test('the client cancels: the session page and the invoice say so, and its reminders are gone', async ({
  page,
  browser,
  server,
}) => {
  const admin = await newBrowserPage(browser, server, roles.admin);
  const remindersAbout = () =>
    admin.getByTestId('reminder').filter({ hasText: `for ${planChangingClient.name}` });
  try {
    await admin.goto('/adminHome?view=reminders');
    await expect(remindersAbout()).toHaveCount(2);

    await page.goto(`/sessions/${plansBooking.id}`);
    const steps = page.getByRole('list', { name: 'Steps of your session' }).getByRole('listitem');
    await expect(steps.filter({ hasText: 'Invoice' })).toContainText('$300.00 due');
    await page.getByRole('link', { name: 'Cancel my session' }).click();
    await page.getByRole('button', { name: 'Cancel my session' }).click();
    await expect(page.getByText('Your session is cancelled. We have told the photographer.')).toBeVisible();
    const day = longDay(plansBooking.date);
    const invoiceStep = steps.filter({ hasText: 'Invoice' });
    await expect(invoiceStep).toContainText(`Cancelled with the session on ${day}; $200.00 was paid`);

    await invoiceStep.getByRole('link', { name: 'View invoice' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
    await expect(page.getByText(`Cancelled with the session on ${day}. Paid: $200.00.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to pay' })).toHaveCount(0);

    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'Reminders' })).toBeVisible();
    await expect(remindersAbout()).toHaveCount(0);
  } finally {
    await admin.context().close();
  }
});
