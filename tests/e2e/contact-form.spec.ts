import type { Page } from '@playwright/test';
import { expect, type RunningServer, test, waitForHydration } from './helpers/fixtures';
import { outboxSettled } from './helpers/mail';

/**
 * The contact form (PRODUCT §2 Contact) against the server: sent, reported when it cannot be, the
 * honeypot and the Origin check. Its messages are checked at the component level
 * (app/components/contact-form.test.tsx).
 */

const businessEmail = 'hello@equine-photography.test';
const successText = 'Thank you! Your message was sent.';

function form(page: Page) {
  const section = page.getByRole('main');
  return {
    name: section.getByLabel('Name', { exact: true }),
    email: section.getByLabel('Email', { exact: true }),
    message: section.getByLabel('Message', { exact: true }),
    send: section.getByRole('button', { name: 'Send' }),
  };
}

async function openContact(page: Page, url = '/contact') {
  await page.goto(url);
  await waitForHydration(page);
  return form(page);
}

/** A message no other test writes, so a shared server's outbox can be searched for it. */
function uniqueMessage(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}\nSecond line of the message.`;
}

async function mailsContaining(server: RunningServer, text: string) {
  return (await server.outbox()).filter((mail) => mail.text.includes(text));
}

test('a valid message is sent to the business and the form clears', async ({ page, server }) => {
  const fields = await openContact(page);
  const message = uniqueMessage('Hello from the e2e test');
  await fields.name.fill('Pat Rider');
  await fields.email.fill('pat.rider@example.com');
  await fields.message.fill(message);

  // Hold the submission back a little so the in-flight state can be seen for certain.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/contact.data*', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await fields.send.click();
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();
  await expect(fields.name).toHaveValue('');
  await expect(fields.email).toHaveValue('');
  await expect(fields.message).toHaveValue('');
  await expect(fields.send).toBeEnabled();

  // The email leaves after the answer, from the server's mail queue.
  const firstLine = message.split('\n')[0] ?? message;
  await expect.poll(async () => (await mailsContaining(server, firstLine)).length).toBe(1);
  const mails = await mailsContaining(server, firstLine);
  const [mail] = mails;
  expect(mail?.to).toBe(businessEmail);
  expect(mail?.replyTo).toBe('pat.rider@example.com');
  expect(mail?.text).toContain('Pat Rider');
  expect(mail?.text).toContain('pat.rider@example.com');
  expect(mail?.text).toContain(message);
  // One log line per request, never its body.
  expect(server.log()).not.toContain('pat.rider@example.com');
});

test('a send that never reaches the server is reported in the form, which keeps what was typed', {
  tag: '@full',
}, async ({ page }) => {
  const fields = await openContact(page);
  await fields.name.fill('Offline Olive');
  await fields.email.fill('olive@example.com');
  await fields.message.fill('Are you there?');
  await page.route('**/contact.data*', (route) => route.abort('internetdisconnected'));
  await fields.send.click();
  await expect(page.getByRole('alert')).toContainText('Your message could not be sent.');
  await expect(page.getByRole('heading', { name: 'Contact us', exact: true })).toBeVisible();
  await expect(fields.message).toHaveValue('Are you there?');
});

test('a bot filling the honeypot gets the same answer but no email is sent', { tag: '@full' }, async ({
  page,
  request,
  server,
}) => {
  const fields = await openContact(page);
  const message = uniqueMessage('Buy cheap saddles');
  await fields.name.fill('Spam Bot');
  await fields.email.fill('bot@example.com');
  await fields.message.fill(message);
  // People never see the field; a bot fills it like any other.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!input) throw new Error('honeypot input missing');
    input.value = 'https://spam.example';
  });
  await fields.send.click();
  await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();
  const settled = await outboxSettled(request, server);
  expect(settled.filter((mail) => mail.text.includes(message.split('\n')[0] ?? message))).toHaveLength(0);
});

test('posts from another site, or without an Origin, are refused with 403', { tag: '@full' }, async ({
  request,
  server,
}) => {
  const form = { name: 'Mallory', email: 'mallory@example.com', message: 'Cross-site hello' };
  const foreign = await request.post('/contact', { form, headers: { Origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  const missing = await request.post('/contact', { form });
  expect(missing.status()).toBe(403);
  expect(await mailsContaining(server, 'Cross-site hello')).toHaveLength(0);
});

test('the page offers a phone link and a mailto link', { tag: '@full' }, async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(main.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{7,}$/);
  await expect(main.getByRole('link', { name: businessEmail })).toHaveAttribute(
    'href',
    `mailto:${businessEmail}`,
  );
});
