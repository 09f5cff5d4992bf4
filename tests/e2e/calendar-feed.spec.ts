import { parseCalendar } from '../helpers/icalendar';
import { expect, test, waitForHydration } from './helpers/fixtures';
import { feedAdmin, feedYear } from './seeds/calendar-feed.seed';

/**
 * Decision 014: Admin Home → Show Events → "Subscribe in your calendar" gives a secret feed URL that a
 * calendar app (no cookie) reads as iCalendar with the scheduled sessions and blocked dates;
 * "Make a new link" makes the old URL answer 404.
 */

const year = feedYear;

test.use({ signedInAs: feedAdmin });

test('the feed URL serves the sessions and blocked dates; a new link retires the old one', async ({
  page,
  server,
  request,
}) => {
  await page.goto('/adminHome?view=events');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Subscribe in your calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Make a link', exact: true }).click();
  await expect(page.getByText('Your calendar address is ready.')).toBeVisible();
  const address = page.getByLabel('Calendar address');
  await expect(address).toHaveValue(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  const oldUrl = await address.inputValue();

  // `request` carries no cookie, like a calendar app.
  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parseCalendar(await feed.text());
  expect(calendar.method).toBe('PUBLISH');
  const on = (date: string) => calendar.events.filter((e) => e.start === date).map((e) => e.summary);
  expect(on(`${year}-04-14`)).toEqual(['Equine portrait: Nora Quinn']);
  expect(on(`${year}-05-06`)).toEqual(['Blocked: Barn repairs']);
  expect(on(`${year}-12-25`)).toEqual(['Blocked: Christmas Day']);

  // The admin sees the same address again on a later visit.
  await page.reload();
  await expect(address).toHaveValue(oldUrl);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText('Your calendar has a new address; the old one no longer works.')).toBeVisible();
  await expect(address).not.toHaveValue(oldUrl);
  const newUrl = await address.inputValue();
  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
});
