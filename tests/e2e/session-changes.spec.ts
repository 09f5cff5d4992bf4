import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { parseCalendar } from '../helpers/icalendar';
import { expect, mailTo, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { roles } from './seeds/roles.seed';
import {
  cancelledBooking,
  cancellingClient,
  closeBooking,
  closeClient,
  noAccountRequester,
} from './seeds/session-changes.seed';

/**
 * Another date and Cancel my session (PRODUCT §16), as people do them: the admin schedules a request
 * sent by someone without an account; they follow the email's link, signed out, and ask for two
 * other days; the business is told; the admin accepts one on Booking Info and the new invitation
 * carries SEQUENCE 1. Inside the cutoff the client is told to call, and no form is offered. A
 * client cancels a session a month away from its page. The rules (each refusal, who gets 404, the
 * link's key, the cancellation's .ics) are checked in tests/integration/session-another-date.test.ts
 * and session-cancel.test.ts.
 */

const today = todayIn('America/Los_Angeles');
function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
const scheduled = freeDateFrom(addDays(today, 20));
const firstChoice = freeDateFrom(addDays(scheduled, 4));
const secondChoice = freeDateFrom(addDays(firstChoice, 3));

/** "December 7, 2026", written out here from the calendar. */
const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

test.use({ signedInAs: roles.admin });

test('from the session email, signed out: two days asked for, the admin accepts one, SEQUENCE 1 follows', async ({
  page,
  browser,
  server,
}) => {
  const id = noAccountRequester.id;
  await page.goto(`/BookingInfo/${id}?edit=1`);
  await waitForHydration(page);
  const picker = page.getByLabel('Scheduled date');
  await picker.fill(scheduled);
  await picker.press('Escape');
  await page.getByRole('button', { name: 'Update Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/BookingInfo/${id}$`));

  await expect.poll(async () => (await mailTo(server, noAccountRequester.email)).length).toBe(1);
  const [invitation] = await mailTo(server, noAccountRequester.email);
  const link = invitation?.text.match(/ask for another one: (\S+)/)?.[1];
  if (!link) throw new Error(`no link in the invitation: ${invitation?.text}`);

  const requester = await newBrowserPage(browser, server);
  await requester.goto(new URL(link).pathname + new URL(link).search);
  await expect(requester.getByRole('heading', { name: 'Request another date' })).toBeVisible();
  await waitForHydration(requester);
  await requester.getByLabel('First choice').fill(firstChoice);
  await requester.getByLabel('Second choice').fill(secondChoice);
  await requester.getByLabel('Message').fill('The farrier comes that week.');
  await requester.getByRole('button', { name: 'Send request' }).click();
  await expect(
    requester.getByText('Your request for another date was sent. We will reply by email.'),
  ).toBeVisible();
  await expect(
    requester.getByText(`You asked for ${longDay(firstChoice)} or ${longDay(secondChoice)}`),
  ).toBeVisible();
  expect(await axeViolations(requester)).toEqual([]);
  await requester.context().close();

  await expect
    .poll(async () =>
      (await mailTo(server, 'hello@equine-photography.test')).some(
        (mail) => mail.subject === `Request for another date from ${noAccountRequester.name}`,
      ),
    )
    .toBe(true);

  await page.goto(`/BookingInfo/${id}`);
  const card = page.getByRole('heading', { name: 'Request for another date' }).locator('xpath=../..');
  await expect(card).toContainText('The farrier comes that week.');
  await card.getByRole('button', { name: `Accept ${longDay(secondChoice)}` }).click();
  await expect(
    page.getByText(`Moved to ${longDay(secondChoice)}. The client gets the new invitation.`),
  ).toBeVisible();
  await expect(card).toContainText('Accepted');

  await expect.poll(async () => (await mailTo(server, noAccountRequester.email)).length).toBe(2);
  const moved = (await mailTo(server, noAccountRequester.email))[1];
  const ics = moved?.attachments.find((file) => file.filename === 'invite.ics');
  const [event] = parseCalendar(ics?.content ?? '').events;
  expect(event).toMatchObject({ start: secondChoice, sequence: 1 });
});

test.describe('inside the cutoff', () => {
  test.use({ signedInAs: closeClient });

  test('a session three days away: the page says to call, and offers no change', async ({ page }) => {
    await page.goto(`/sessions/${closeBooking.id}`);
    await expect(
      page.getByText('Your session is less than 7 days away. Please call us at 555-010-0199 to change it.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request another date' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cancel my session' })).toHaveCount(0);
    // The change page itself, opened by its address, says the same and offers no form.
    await page.goto(`/sessions/${closeBooking.id}/another-date`);
    await expect(page.getByText('Your session is less than 7 days away.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  });
});

test.describe('cancelling', () => {
  test.use({ signedInAs: cancellingClient });

  test('a session a month away: Cancel my session, and the timeline says Cancelled', async ({ page }) => {
    await page.goto(`/sessions/${cancelledBooking.id}`);
    await page.getByRole('link', { name: 'Cancel my session' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel my session' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel my session' }).click();
    await expect(page.getByText('Your session is cancelled. We have told the photographer.')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Steps of your session' }).getByRole('listitem');
    await expect(steps.nth(1)).toContainText('Cancelled');
    await expect(page.getByRole('link', { name: 'Cancel my session' })).toHaveCount(0);
  });
});
