import { holidayDatesBetween } from '../../app/bookings/federal-holidays';
import { addDays } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { parseCalendar } from '../helpers/icalendar';
import { expect, mailTo, type RunningServer, test, waitForHydration } from './helpers/fixtures';
import { invitee } from './seeds/calendar-invitations.seed';
import { roles } from './seeds/roles.seed';

/**
 * Calendars (decision 014): scheduling a booking emails the requester the date in words and an .ics
 * invitation (METHOD:REQUEST, one all-day event, SEQUENCE 0); moving it sends SEQUENCE 1 with the
 * same UID. The .ics is read back with ical.js, not with the library that wrote it.
 */

const today = todayIn('America/Los_Angeles');
function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
const firstDate = freeDateFrom(addDays(today, 10));
const movedDate = freeDateFrom(addDays(firstDate, 7));

/** "Monday, December 7, 2026", written out here from the calendar, not by the site's code. */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const bookingId = (): number => invitee.id;

test.use({ signedInAs: roles.admin });

function invitations(server: RunningServer) {
  return mailTo(server, invitee.email);
}

test('scheduling sends an .ics invitation; a move sends the same UID with SEQUENCE 1', async ({
  page,
  server,
}) => {
  const picker = page.getByLabel('Scheduled date');

  async function schedule(date: string) {
    await page.goto(`/BookingInfo/${bookingId()}?edit=1`);
    await waitForHydration(page);
    await picker.fill(date);
    await picker.press('Escape');
    await expect(picker).toHaveValue(date);
    await page.getByRole('button', { name: 'Update Info' }).click();
    await expect(page).toHaveURL(new RegExp(`/BookingInfo/${bookingId()}$`));
  }

  await schedule(firstDate);
  await expect.poll(async () => (await invitations(server)).length).toBe(1);
  const [first] = await invitations(server);
  if (!first) throw new Error('no invitation');
  expect(first.subject).toBe(`Your session is scheduled for ${inWords(firstDate)}`);
  expect(first.text).toContain(`Your Equine portrait session is scheduled for ${inWords(firstDate)}.`);
  expect(first.attachments).toHaveLength(1);
  const [ics] = first.attachments;
  expect(ics?.filename).toBe('invite.ics');
  expect(ics?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/i);
  const firstCalendar = parseCalendar(ics?.content ?? '');
  expect(firstCalendar.method).toBe('REQUEST');
  expect(firstCalendar.events).toHaveLength(1);
  const [firstEvent] = firstCalendar.events;
  // The server has no PUBLIC_URL in tests, so the UID's host is the one the admin used.
  expect(firstEvent).toMatchObject({
    uid: `booking-${bookingId()}@127.0.0.1`,
    start: firstDate,
    allDay: true,
    sequence: 0,
  });

  // The same date again changes nothing and sends nothing.
  await schedule(firstDate);
  await schedule(movedDate);
  await expect.poll(async () => (await invitations(server)).length).toBe(2);
  const moved = (await invitations(server))[1];
  expect(moved?.subject).toBe(`New date for your session: ${inWords(movedDate)}`);
  expect(moved?.text).toContain(`It is now on ${inWords(movedDate)}.`);
  const movedEvent = parseCalendar(moved?.attachments[0]?.content ?? '').events[0];
  expect(movedEvent).toMatchObject({
    uid: `booking-${bookingId()}@127.0.0.1`,
    start: movedDate,
    allDay: true,
    sequence: 1,
  });
});
