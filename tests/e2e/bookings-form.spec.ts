import type { Locator, Page } from '@playwright/test';
import { todayIn } from '../../app/business-time/zoned-time';
import { expect, mailTo, newBrowserPage, settle, test, waitForHydration } from './helpers/fixtures';
import { roles } from './seeds/roles.seed';

/** "December 7, 2026": a day as the admin's screens write it, written out here from the calendar. */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/**
 * The public booking form: Services' Book Now, and a request end to end (a message by its
 * field, button state, 3-second message, reset, the stored row in the admin's list, both emails).
 * Every message of PRODUCT §5 and the two option lists are checked at the component level
 * (app/routes/booking-form.test.tsx).
 */

function formFields(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    phone: page.getByLabel('Phone Number (123-456-7890)'),
    location: page.getByLabel('Location', { exact: true }),
    message: page.getByLabel('Message (optional)'),
    session: page.getByLabel('Session', { exact: true }),
    hearAbout: page.getByLabel('How did you hear about us? (optional)'),
    submit: page.getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ }),
  };
}

async function openForm(page: Page) {
  await page.goto('/BookingForm');
  await expect(page.getByRole('heading', { name: 'Booking Request', level: 1 })).toBeVisible();
  // The messages come from the browser's copy of the schema, so React must be running.
  await waitForHydration(page);
  return formFields(page);
}

/** Types a value, leaves the field, and expects `message` under it and tied to it. */
async function expectMessage(page: Page, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

test("Services' Book Now on Equine Portraiture opens the form with 'Equine portrait' chosen", async ({
  page,
}) => {
  await page.goto('/services');
  await waitForHydration(page);
  const card = page
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: 'Equine Portraiture', exact: true }) });
  await card.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/BookingForm\?session=Equine(%20|\+)portrait$/);
  await expect(page.getByRole('heading', { name: 'Booking Request', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Session', { exact: true })).toHaveValue('Equine portrait');
  await expect(page.getByLabel('Session', { exact: true }).locator('option:checked')).toHaveText(
    'Equine portrait',
  );
});

test('a request end to end: Submitting..., the 3-second message, reset, stored, two emails', {
  tag: '@smoke',
}, async ({ page, browser, server }) => {
  test.setTimeout(90_000);
  // The page's timers on Playwright's clock: the 3 seconds of the message are run, not waited for.
  await page.clock.install();
  const form = await openForm(page);
  // A wrong value shows its message by the field as it is left; the right one takes it away.
  await expectMessage(page, form.phone, '5551234567', 'Phone number must look like 123-456-7890');
  await form.name.fill('Maria Gonzalez');
  await form.email.fill('maria.gonzalez@example.com');
  await form.phone.fill('555-123-4567');
  await form.location.fill('Sacramento, California');
  await form.message.fill('Our mare Luna turns twenty this spring.');
  await form.session.selectOption('Equine portrait');
  await form.hearAbout.selectOption('instagram');
  await form.name.blur();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  // Hold the post until the button has been seen in its busy state.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/BookingForm(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === 'POST') {
      held++;
      await released;
    }
    await route.continue();
  });

  // Paused from here on: no time passes on the page until the test runs it.
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await form.submit.click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect.poll(() => held).toBe(1);
  release();

  const success = page.getByText('Data submitted successfully!', { exact: true });
  await expect(success).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Data submitted successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  // The form is reset.
  for (const field of [form.name, form.email, form.phone, form.location, form.message]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.session).toHaveValue('');
  await expect(form.hearAbout).toHaveValue('');
  // The message goes 3 seconds after the answer: not a millisecond before.
  await settle(page);
  await page.clock.runFor(2_999);
  await expect(success).toBeVisible();
  await page.clock.runFor(1);
  await expect(success).toBeHidden();
  await page.unroute(/\/BookingForm(\.data)?(\?.*)?$/);

  // Both emails: the acknowledgement to Maria, the notice to the business.
  const notices = async () =>
    (await mailTo(server, 'hello@equine-photography.test')).filter((mail) =>
      mail.subject.includes('Maria Gonzalez'),
    );
  await expect.poll(async () => (await mailTo(server, 'maria.gonzalez@example.com')).length).toBe(1);
  await expect.poll(async () => (await notices()).length).toBe(1);
  const [ack] = await mailTo(server, 'maria.gonzalez@example.com');
  const [notice] = await notices();
  if (!ack || !notice) throw new Error('An email is missing');
  expect(ack.subject).toBe('We received your booking request');
  for (const body of [ack.text, ack.html]) {
    expect(body).toContain('Hello Maria Gonzalez');
    expect(body).toContain('Equine portrait');
    expect(body).toContain('We will be in touch');
    expect(body).toContain('not a real business');
  }
  expect(notice.subject).toContain('Maria Gonzalez');
  expect(notice.replyTo).toContain('maria.gonzalez@example.com');
  expect(notice.text).toContain('555-123-4567');
  expect(notice.text).toContain('Our mare Luna turns twenty this spring.');
  const link = /https?:\/\/[^\s"<>]+\/BookingInfo\/(\d+)/.exec(notice.text);
  expect(link, notice.text).not.toBeNull();
  const [infoUrl, id] = link ?? ['', ''];
  expect(notice.html).toContain(`href="${infoUrl}"`);

  // The row is stored: the admin sees it first in the list, and the email's link opens it.
  const adminPage = await newBrowserPage(browser, server, roles.admin);
  try {
    await adminPage.goto('/adminHome');
    await adminPage.getByRole('link', { name: 'Show Booking Requests' }).click();
    await expect(adminPage).toHaveURL(/view=bookings/);
    const list = adminPage.getByRole('region', { name: 'Booking Requests' });
    const card = list.getByTestId('booking-card').first();
    await expect(card.getByRole('heading')).toHaveText('Maria Gonzalez');
    await expect(card).toContainText('maria.gonzalez@example.com');
    await expect(card.getByText('Approved: no')).toBeVisible();
    await expect(card.getByText('Contacted: no')).toBeVisible();
    await expect(card.getByText(`Date requested: ${inWords(todayIn('America/Los_Angeles'))}`)).toBeVisible();
    await expect(card.getByText('Date scheduled: Not Scheduled')).toBeVisible();
    await expect(card.getByRole('link', { name: 'View More Info' })).toHaveAttribute(
      'href',
      `/BookingInfo/${id}`,
    );
    await adminPage.goto(new URL(infoUrl).pathname);
    await expect(adminPage.getByRole('heading', { name: 'Booking Info' })).toBeVisible();
    await expect(adminPage.getByText('maria.gonzalez@example.com')).toBeVisible();
    await expect(adminPage.getByText('Sacramento, California')).toBeVisible();
  } finally {
    await adminPage.context().close();
  }
});

test("a request that cannot reach the server says 'An error occurred. Please try again.' and keeps what was typed", {
  tag: '@full',
}, async ({ page, server }) => {
  const form = await openForm(page);
  await form.name.fill('Nora Failing');
  await form.email.fill('nora.failing@example.com');
  await form.phone.fill('555-987-6543');
  await form.location.fill('Reno, Nevada');
  await form.session.selectOption('Event photography');
  // The connection drops: the post never reaches the server.
  await page.route(/\/BookingForm(\.data)?(\?.*)?$/, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  );
  await form.submit.click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByText('Data submitted successfully!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  await expect(form.name).toHaveValue('Nora Failing');
  await expect(form.email).toHaveValue('nora.failing@example.com');
  await expect(form.session).toHaveValue('Event photography');
  expect(await mailTo(server, 'nora.failing@example.com')).toEqual([]);
});

test('the date of request moves on to the new day with the hourly refresh', { tag: '@full' }, async ({
  page,
}) => {
  // 23:30 in the business's zone (America/Los_Angeles) on 1 March 2026.
  await page.clock.install({ time: new Date('2026-03-02T07:30:00Z') });
  await page.goto('/BookingForm');
  await waitForHydration(page);
  const line = page.getByTestId('request-date');
  await expect(line).toHaveText('Date of request: March 1, 2026');
  // Past midnight, but the hour since the page started is not over: still the day it showed.
  await page.clock.runFor(3_500_000);
  await expect(line).toHaveText('Date of request: March 1, 2026');
  // The hourly refresh comes round: the new day.
  await page.clock.runFor(110_000);
  await expect(line).toHaveText('Date of request: March 2, 2026');
});
