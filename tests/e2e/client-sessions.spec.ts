import { fromIsoDate } from '../../app/business-time/calendar-dates';
import { formatDate } from '../../app/business-time/zoned-time';
import { axeViolations } from '../../scripts/lib/axe';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { sessionBooking, sessionClient, sessionStranger } from './seeds/client-sessions.seed';
import { roles } from './seeds/roles.seed';

/**
 * Your Sessions and the questionnaire (PRODUCT §16), as the client does it: from the
 * navigation to the session's timeline, the questionnaire filled in (a message first, for an empty
 * field), Done on the timeline, and the answers on Booking Info for the admin. axe checks each new
 * page; who gets 404 is checked for every kind of visitor in tests/integration/client-sessions.test.ts.
 */

test.use({ signedInAs: sessionClient });

test('a client fills in the questionnaire from Your Sessions; the admin reads it on Booking Info', async ({
  page,
  browser,
  server,
}) => {
  const sessionDay = formatDate(fromIsoDate(sessionBooking.date), 'UTC');
  await page.goto('/');
  await waitForHydration(page);
  // Your Sessions is in the menu under the greeting (PRODUCT §2 Navigation bar).
  await page.getByRole('button', { name: `Welcome ${sessionClient.name}!`, exact: true }).click();
  await page.getByRole('link', { name: 'Your Sessions' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sessions' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: `Equine portrait, on ${sessionDay}` }).click();
  const steps = page.getByRole('list', { name: 'Steps of your session' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Request sent/,
    new RegExp(`Scheduled for ${sessionDay}`),
    /Questionnaire/,
    /Invoice/,
  ]);
  expect(await axeViolations(page)).toEqual([]);

  await steps.nth(2).getByRole('link', { name: 'Fill in' }).click();
  await expect(page.getByRole('heading', { name: 'Questionnaire' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Horse's name").fill('Juniper');
  await page.getByLabel('Breed and colour').fill('Appaloosa, leopard spotted');
  await page.getByLabel('Discipline').fill('Trail riding');
  await page.getByLabel('Barn address').fill('4 Sagebrush Lane, Reno, NV');
  await page.getByLabel('Gate code or directions').fill('Gate code 2468, second barn on the left');
  await page.getByRole('radio', { name: 'Yes' }).check();
  // The pictures question is answered; a required field left empty is named before anything is sent.
  await page.getByLabel('Discipline').fill('');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Discipline is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Discipline').fill('Trail riding');
  await page.getByRole('button', { name: 'Save answers' }).click();

  await expect(page.getByText('Thank you! Your answers are saved.')).toBeVisible();
  await expect(steps.nth(2)).toContainText('Done');
  await expect(page.getByText('Juniper')).toBeVisible();

  const admin = await newBrowserPage(browser, server, roles.admin);
  await admin.goto(`/BookingInfo/${sessionBooking.id}`);
  const answers = admin.getByRole('heading', { name: 'Questionnaire' }).locator('xpath=..');
  await expect(answers).toContainText("Horse's name");
  await expect(answers).toContainText('Juniper');
  await expect(answers).toContainText('Gate code 2468, second barn on the left');
  await admin.context().close();

  const stranger = await newBrowserPage(browser, server, sessionStranger);
  const response = await stranger.goto(`/sessions/${sessionBooking.id}/questionnaire`);
  expect(response?.status()).toBe(404);
  await waitForHydration(stranger);
  await stranger.getByRole('button', { name: `Welcome ${sessionStranger.name}!`, exact: true }).click();
  await expect(stranger.getByRole('link', { name: 'Your Account' })).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Your Sessions' })).toHaveCount(0);
  await stranger.context().close();
});
