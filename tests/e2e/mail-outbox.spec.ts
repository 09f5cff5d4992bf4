import type { Browser, Page } from '@playwright/test';
import { closedPort, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { expect, markPopupSeen, test, waitForHydration } from './helpers/fixtures';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';

/**
 * PRODUCT §15 against the real server process: mail is queued with the change it reports and leaves
 * when the SMTP server can take it, exactly once, across a kill -9; admins see what has not arrived
 * and can retry it (docs/decisions/021).
 */

async function newPage(browser: Browser, baseURL: string, user?: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await markPopupSeen(context);
  if (user) await context.addCookies(sessionCookies(user, baseURL));
  return context.newPage();
}

test('SMTP down, a booking succeeds; after kill -9 and a restart with SMTP up, each email arrives once', {
  tag: '@full',
}, async ({ browser, startServer }) => {
  // Two server starts and the first retry's wait (MAIL_RETRY_SECONDS after the failed attempt).
  test.setTimeout(90_000);
  const down = `smtp://127.0.0.1:${await closedPort()}`;
  // The first retry 2 s after a failure instead of 10: what is tested is that it comes, not the wait.
  const retry = { MAIL_RETRY_SECONDS: '2' };
  const first = await startServer({ env: { SMTP_URL: down, ...retry } });

  // The visitor books while the mail server is down, and is told it worked.
  const page = await newPage(browser, first.url);
  try {
    await page.goto('/BookingForm');
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Kim Crash');
    await page.getByLabel('Email', { exact: true }).fill('kim.crash@example.com');
    await page.getByLabel('Phone Number (123-456-7890)').fill('555-222-3333');
    await page.getByLabel('Location', { exact: true }).fill('Carson City, Nevada');
    await page.getByLabel('Session', { exact: true }).selectOption('Event photography');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Data submitted successfully!', { exact: true })).toBeVisible();
  } finally {
    await page.context().close();
  }
  // Committed, not sent: the worker's attempts were refused.
  await expect.poll(() => first.log()).toContain('mail: attempt 1 for "We received your booking request"');
  await expect.poll(() => first.log()).toContain('mail: attempt 1 for "New booking request from Kim Crash"');

  first.signal('SIGKILL');
  expect(await first.exited).toBeNull();

  const sink = await startSmtpSink();
  try {
    const second = await startServer({ dataDir: first.dataDir, env: { SMTP_URL: sink.url, ...retry } });
    // The retry falls due MAIL_RETRY_SECONDS after the failed attempt.
    await expect.poll(() => sink.received.length, { timeout: 20_000 }).toBe(2);
    expect(sink.received.map((mail) => [mail.envelopeTo, mail.subject]).sort()).toEqual([
      [['hello@equine-photography.test'], 'New booking request from Kim Crash'],
      [['kim.crash@example.com'], 'We received your booking request'],
    ]);
    expect(new Set(sink.received.map((mail) => mail.headers['message-id'])).size).toBe(2);
    // Stopped cleanly, nothing went twice.
    await second.stop();
    expect(sink.received).toHaveLength(2);
  } finally {
    await sink.close();
  }
});

test('Admin Home lists undelivered mail with its error; Retry now delivers it once the server is up', {
  tag: '@full',
}, async ({ browser, request, startServer }) => {
  // A server of its own, with an admin added to its database before it starts.
  test.setTimeout(60_000);
  let admin: TestUser | undefined;
  const port = await closedPort();
  // The mail server refuses the message for good (550), so the server stops retrying on its own
  // and what happens next is up to the admin.
  const refusing = await startSmtpSink({ port, refuse: { code: 550, message: 'Mailbox unavailable' } });
  const server = await startServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    setup: async (db) => {
      admin = await createTestUser(db, { email: 'ada.admin@example.com', name: 'Ada Admin', isAdmin: true });
    },
  });
  if (!admin) throw new Error('no admin');

  const sent = await request.post(`${server.url}/contact`, {
    form: { name: 'Jenna Walsh', email: 'jenna@example.com', message: 'Do you shoot at the Reno Rodeo?' },
    headers: { Origin: server.url },
  });
  expect(sent.status()).toBe(200);
  await expect
    .poll(() => server.log())
    .toContain('mail: gave up on "Contact form: message from Jenna Walsh"');
  await refusing.close();

  const page = await newPage(browser, server.url, admin);
  let sink: SmtpSink | undefined;
  try {
    await page.goto('/adminHome');
    const list = page.getByRole('region', { name: /^Undelivered email/ });
    const row = list.getByTestId('undelivered-mail');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('hello@equine-photography.test');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Contact form: message from Jenna Walsh');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(row.getByRole('cell').nth(3)).toContainText('550 Mailbox unavailable');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Gave up');

    // The mail server accepts mail again, where the site points.
    sink = await startSmtpSink({ port });
    await waitForHydration(page);
    await row.getByRole('button', { name: /^Retry now/ }).click();
    await expect(
      page.getByText('Delivered "Contact form: message from Jenna Walsh" to hello@equine-photography.test.'),
    ).toBeVisible();
    await expect(list).toHaveCount(0);
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Contact form: message from Jenna Walsh']);
    expect(sink.received[0]?.text).toContain('Do you shoot at the Reno Rodeo?');
    // Stopped cleanly, the worker never sent it a second time.
    await server.stop();
    expect(sink.received).toHaveLength(1);
  } finally {
    await page.context().close();
    await server.stop();
    await sink?.close();
  }
});
