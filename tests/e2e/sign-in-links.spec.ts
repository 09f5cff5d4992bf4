import type { APIRequestContext, Page } from '@playwright/test';
import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, mailTo, type RunningServer, type TestUser, test } from './helpers/fixtures';
import { linkAdmin, linkBookings, linkClients, linkGallery, linkTemplate } from './seeds/sign-in-links.seed';

/**
 * Every email's link works on a phone where the client never signed in (decision 057): the admin
 * sends each kind of email (the session, a contract, an invoice, a released gallery); the client
 * opens its link from the outbox on a 390 px phone without cookies, meets "Please log in to see
 * this page." (the same page for an id that does not exist), asks for a sign-in link, opens it
 * from the outbox, presses Sign in and lands on the page the email named. The rules (who gets a
 * link, its budget, single use, where it lands) are tests/integration/accounts-sign-in-link.test.ts
 * and sign-in-needed.test.ts.
 */

test.use({ viewport: { width: 390, height: 844 } });

const signInSubject = 'Your sign-in link for Sierra Equine Photography';

/** A post as the admin, as Booking Info's, Create invoice's and Show Images' buttons make it. */
async function asAdmin(
  request: APIRequestContext,
  server: RunningServer,
  path: string,
  form?: Record<string, string>,
) {
  const headers = { cookie: linkAdmin.cookie, origin: server.url };
  const response = form
    ? await request.post(server.url + path, { headers, form, maxRedirects: 0 })
    : await request.get(server.url + path, { headers });
  expect(response.status(), path).toBeLessThan(400);
  return response;
}

/** The one email to `to` with this subject, once the mail worker has delivered it. */
async function emailTo(server: RunningServer, to: TestUser, subject: string | RegExp) {
  const matches = (found: string) => (typeof subject === 'string' ? found === subject : subject.test(found));
  await expect
    .poll(async () => (await mailTo(server, to.email)).filter((mail) => matches(mail.subject)))
    .toHaveLength(1);
  const [mail] = (await mailTo(server, to.email)).filter((found) => matches(found.subject));
  if (!mail) throw new Error(`no "${subject}" to ${to.email}`);
  return mail;
}

/** The address after `words` in an email's text ("See your invoice and how to pay: http://…"). */
function linkAfter(text: string, words: string): string {
  const match = new RegExp(`${words}:?\\s+(https?://\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link after "${words}" in ${text}`);
  return match[1];
}

/**
 * The whole way in from an email's `link`, signed out: the log-in page, Email me a sign-in link,
 * the link from the outbox, Sign in, and the page the email named.
 */
async function signInFromEmail(
  page: Page,
  server: RunningServer,
  client: TestUser,
  link: string,
  checkAxe = false,
) {
  const wanted = new URL(link);
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Email me a sign-in link' })).toBeVisible();
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByText(
      'If that address has an account, a sign-in link is on its way. It works once, for 15 minutes.',
    ),
  ).toBeVisible();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);

  const signInLink = linkAfter((await emailTo(server, client, signInSubject)).text, 'Sign in');
  await page.goto(signInLink);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${wanted.pathname}${wanted.search}`);
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

test('the invoice email’s “See your invoice and how to pay”, and an invoice that does not exist', {
  tag: '@smoke',
}, async ({ page, request, server }) => {
  await asAdmin(request, server, `/BookingInfo/${linkBookings.invoice}/invoice`, {
    'items[0].description': 'Equine portrait session',
    'items[0].quantity': '1',
    'items[0].unitPrice': '450',
    depositPercent: '30',
    balanceDaysBefore: '7',
  });
  const mail = await emailTo(server, linkClients.invoice, /^Your invoice /);
  const link = linkAfter(mail.text, 'See your invoice and how to pay');

  // An invoice nobody has: the very same page and status.
  const unknown = await page.goto('/invoices/2147483000');
  expect(unknown?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();

  await signInFromEmail(page, server, linkClients.invoice, link, true);
  await expect(page.getByRole('heading', { name: /^Invoice INV-/, level: 1 })).toBeVisible();
});

test('the contract email’s link', async ({ page, request, server }) => {
  const bookingInfo = `/BookingInfo/${linkBookings.contract}`;
  const preview = await asAdmin(request, server, `${bookingInfo}?preview=${linkTemplate.id}`);
  const textSha256 = /name="textSha256" value="([0-9a-f]{64})"/.exec(await preview.text())?.[1] ?? '';
  await asAdmin(request, server, bookingInfo, {
    intent: 'send-contract',
    templateId: String(linkTemplate.id),
    textSha256,
  });
  const mail = await emailTo(server, linkClients.contract, 'Please sign your contract');
  const link = /(https?:\/\/\S+\/contracts\/\d+)/.exec(mail.text)?.[1] ?? '';

  await signInFromEmail(page, server, linkClients.contract, link);
  await expect(page.getByRole('heading', { name: linkTemplate.name })).toBeVisible();
});

test('the session email’s “Open your session”', async ({ page, request, server }) => {
  let day = addDays(todayIn('America/Los_Angeles'), 20);
  while (holidayDatesBetween(day, day).length > 0) day = addDays(day, 1);
  await asAdmin(request, server, `/BookingInfo/${linkBookings.session}`, {
    intent: 'schedule',
    dateScheduled: day,
  });
  const mail = await emailTo(server, linkClients.session, /^Your session is scheduled for /);
  expect(mail.text).toContain('Tell us about your horse:');

  await signInFromEmail(page, server, linkClients.session, linkAfter(mail.text, 'Open your session'));
  await expect(page.getByRole('list', { name: 'Steps of your session' })).toBeVisible();
});

test('the released gallery’s link', { tag: '@smoke' }, async ({ page, request, server }) => {
  await asAdmin(request, server, `/ShowImages/${linkClients.gallery.id}`, {
    intent: 'release-gallery',
    galleryId: linkGallery.id,
  });
  const mail = await emailTo(server, linkClients.gallery, 'Your pictures are ready to download');
  const link = /(https?:\/\/\S+\/galleries\/[0-9a-f-]+)/.exec(mail.text)?.[1] ?? '';

  await signInFromEmail(page, server, linkClients.gallery, link);
  await expect(page.getByRole('heading', { name: linkGallery.title, level: 1 })).toBeVisible();
});
