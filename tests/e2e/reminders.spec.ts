import ICAL from 'ical.js';
import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, mailTo, test, waitForHydration } from './helpers/fixtures';
import { reminded } from './seeds/reminders.seed';
import { roles } from './seeds/roles.seed';

/**
 * Reminders (PRODUCT §18): scheduling a session 20 days out sends an invitation with an alarm the
 * day before, and makes its two reminders, which Admin Home → Show Reminders lists with Cancel.
 */

function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
const sessionDate = freeDateFrom(addDays(todayIn('America/Los_Angeles'), 20));

test.use({ signedInAs: roles.admin });

test('a scheduled session: the invitation has a VALARM, Show Reminders lists both reminders, Cancel removes one', async ({
  page,
  server,
}) => {
  await page.goto(`/BookingInfo/${reminded.id}?edit=1`);
  await waitForHydration(page);
  const picker = page.getByLabel('Scheduled date');
  await picker.fill(sessionDate);
  await picker.press('Escape');
  await page.getByRole('button', { name: 'Update Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/BookingInfo/${reminded.id}$`));

  // The invitation, read with ical.js (not the library that wrote it): one alarm, a day ahead.
  await expect.poll(async () => (await mailTo(server, reminded.email)).length).toBe(1);
  const [invitation] = await mailTo(server, reminded.email);
  const calendar = new ICAL.Component(ICAL.parse(invitation?.attachments[0]?.content ?? ''));
  const alarms = calendar.getFirstSubcomponent('vevent')?.getAllSubcomponents('valarm') ?? [];
  expect(alarms).toHaveLength(1);
  expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY');

  await page.goto('/adminHome?view=reminders');
  await waitForHydration(page);
  const rows = page.getByTestId('reminder').filter({ hasText: reminded.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Your session is in 7 days');
  await expect(rows.nth(1)).toContainText('Your session is tomorrow');
  await expect(rows.nth(0)).toContainText('9:00 AM');
  expect(await axeViolations(page)).toEqual([]);

  await rows
    .nth(0)
    .getByRole('button', { name: /^Cancel:/ })
    .click();
  await expect(page.getByText('The reminder was cancelled.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Your session is tomorrow');
});
