import { expect, test, waitForHydration } from './helpers/fixtures';
import { outboxSettled } from './helpers/mail';

// A server of its own with a budget of two posts (the shared one's limits are raised for the
// other tests, which all post from 127.0.0.1).

const successText = 'Thank you! Your message was sent.';

test('the third message within the window is refused, in the page and over HTTP', { tag: '@full' }, async ({
  page,
  request,
  startServer,
}) => {
  const server = await startServer({ env: { FORM_RATE_LIMIT: '2' } });
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (let i = 1; i <= 3; i++) {
    await main.getByLabel('Name', { exact: true }).fill('Busy Sender');
    await main.getByLabel('Email', { exact: true }).fill('busy@example.com');
    await main.getByLabel('Message', { exact: true }).fill(`Rate limit message ${i}`);
    await main.getByRole('button', { name: 'Send' }).click();
    if (i < 3) {
      await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();
      await expect(main.getByLabel('Message', { exact: true })).toHaveValue('');
    }
  }
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many messages from your connection\. Please try again in \d+ minutes?\.$/,
  );
  await expect(page.getByText(successText)).toHaveCount(0);

  const direct = await request.post(`${server.url}/contact`, {
    form: { name: 'Busy Sender', email: 'busy@example.com', message: 'Rate limit message 4' },
    headers: { Origin: server.url },
  });
  expect(direct.status()).toBe(429);
  expect(Number(direct.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await direct.text()).toContain('Too many messages from your connection.');
  // Everything queued so far has been delivered: the two accepted messages, and nothing else.
  const sent = (await outboxSettled(request, server)).filter((mail) =>
    mail.text.includes('Rate limit message'),
  );
  expect(sent.map((mail) => mail.text.match(/Rate limit message \d/)?.[0])).toEqual([
    'Rate limit message 1',
    'Rate limit message 2',
  ]);
});
