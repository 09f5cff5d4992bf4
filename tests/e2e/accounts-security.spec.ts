import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import { createTestUser, sessionCookies, type TestUser } from './helpers/world';
import { guarded } from './seeds/accounts-security.seed';

/**
 * PRODUCT §10 for accounts: no change on GET, no change from another site, the password kept out
 * of cookies, browser storage, the log and the database files, and the sign-in rate limits (429).
 */

const user = (key: keyof typeof guarded): TestUser => guarded[key];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The admin's users view still shows `who` as enabled, with the roles it had. */
async function expectUntouched(page: Page, who: TestUser, roles: string): Promise<void> {
  await page.goto(`/adminHome?view=users&q=${encodeURIComponent(who.name)}`);
  const card = page.getByTestId('user-card').filter({ hasText: who.email });
  await expect(card.getByText('Disabled:')).toHaveText('Disabled: no');
  await expect(card.getByText('Roles:')).toHaveText(roles);
}

test('a GET never changes anything: no logout, no disabling, no role change by link', {
  tag: '@full',
}, async ({ page, browser, server }) => {
  const stayPage = await newBrowserPage(browser, server, user('stay'));
  await stayPage.goto('/logout');
  await expect(stayPage).toHaveURL(`${server.url}/`);
  await expect(nav(stayPage).getByText('Welcome Stay Rider!', { exact: true })).toBeVisible();
  await stayPage.reload();
  await expect(nav(stayPage).getByText('Welcome Stay Rider!', { exact: true })).toBeVisible();

  const target = user('target');
  await page.context().addCookies(sessionCookies(user('admin'), server.url));
  const get = await page.goto(`/adminHome?intent=toggle-disabled&userId=${target.id}`);
  expect(get?.status()).toBe(200);
  await page.goto(`/edit/${target.id}?client=on&admin=on`);
  await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).not.toBeChecked();
  await expectUntouched(page, target, 'Roles: User');
  const targetPage = await newBrowserPage(browser, server, target);
  await targetPage.goto('/');
  await expect(nav(targetPage).getByText('Welcome Target Rider!', { exact: true })).toBeVisible();
  await stayPage.context().close();
  await targetPage.context().close();
});

test('a POST from another site (or with no Origin) is refused with 403 and changes nothing', {
  tag: '@full',
}, async ({ page, server }) => {
  const evil = { origin: 'https://evil.example' };
  const stay = user('stay');
  const login = await page.request.post('/login', {
    form: { email: stay.email, password: stay.password },
    headers: evil,
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
  const noOrigin = await page.request.post('/login', {
    form: { email: stay.email, password: stay.password },
    maxRedirects: 0,
  });
  expect(noOrigin.status()).toBe(403);
  expect((await page.context().cookies()).filter((cookie) => cookie.name === '__session')).toEqual([]);

  const target = user('target');
  await page.context().addCookies(sessionCookies(user('admin'), server.url));
  const toggle = await page.request.post('/adminHome?view=users', {
    form: { intent: 'toggle-disabled', userId: String(target.id) },
    headers: evil,
    maxRedirects: 0,
  });
  expect(toggle.status()).toBe(403);
  const roles = await page.request.post(`/edit/${target.id}`, {
    form: { client: 'on', admin: 'on' },
    headers: evil,
    maxRedirects: 0,
  });
  expect(roles.status()).toBe(403);
  const logout = await page.request.post('/logout', { headers: evil, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
  await expectUntouched(page, target, 'Roles: User');
  await expect(nav(page).getByText('Welcome Guard Admin!', { exact: true })).toBeVisible();
});

/** Every file under `folder`, for a byte search. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function filesContaining(folder: string, needle: string): Promise<string[]> {
  const bytes = Buffer.from(needle, 'utf8');
  const hits: string[] = [];
  for (const file of await filesUnder(folder)) {
    const content = await fs.readFile(file).catch(() => Buffer.alloc(0));
    if (content.includes(bytes)) hits.push(file);
  }
  return hits;
}

test('the password never appears in a cookie, browser storage, the server log or the database files', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const email = 'secret.keeper@example.com';
  const secret = 'Zebra!Mane2024xq';
  const forms = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];

  await page.goto('/signup');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill('Secret Keeper');
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByLabel('Confirm Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for signing up!' })).toBeVisible();

  // Then through the login form, so the login path is covered too.
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(nav(page).getByText('Welcome Secret Keeper!', { exact: true })).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === '__session')).toBe(true);
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Array.from({ length: store.length }, (_, i) => {
        const key = store.key(i) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      });
    return [...dump(window.localStorage), ...dump(window.sessionStorage)];
  });
  // The access-log line comes over a pipe after the answer: wait for it before reading the log.
  await expect.poll(() => server.log()).toContain('POST /signup');
  const log = server.log();
  for (const form of forms) {
    for (const cookie of cookies) {
      expect(`${cookie.name}=${cookie.value}`).not.toContain(form);
      expect(decodeURIComponent(cookie.value)).not.toContain(form);
    }
    for (const entry of storage) expect(entry).not.toContain(form);
    expect(log).not.toContain(form);
  }

  // The database's files hold the new row (the email is there), but never the password in clear.
  const pglite = path.join(server.dataDir, 'pglite');
  await expect
    .poll(async () => (await filesContaining(pglite, email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(await filesContaining(pglite, secret)).toEqual([]);
});

/** A direct login post, as a script would send it, from the site's own origin. */
function postLogin(request: APIRequestContext, baseUrl: string, email: string, password: string) {
  return request.post(`${baseUrl}/login`, {
    form: { email, password },
    headers: { origin: baseUrl },
    maxRedirects: 0,
  });
}

test('rate limit per IP (AUTH_RATE_LIMIT=3): the 4th sign-in is refused with a message and 429', {
  tag: '@full',
}, async ({ page, startServer }) => {
  test.setTimeout(120_000);
  let rider: TestUser | undefined;
  const limited = await startServer({
    env: { AUTH_RATE_LIMIT: '3' },
    setup: async (db) => {
      rider = await createTestUser(db, { email: 'busy.rider@example.com', name: 'Busy Rider' });
    },
  });
  if (!rider) throw new Error('no test user');

  await page.goto(`${limited.url}/login`);
  await waitForHydration(page);
  const alert = page.getByRole('main').getByRole('alert');
  const attempt = async (password: string) => {
    await page.getByLabel('Email', { exact: true }).fill(rider?.email ?? '');
    await page.getByLabel('Password', { exact: true }).fill(password);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    return (await answer).status();
  };
  for (const password of ['Wrong!Pass1', 'Wrong!Pass2', 'Wrong!Pass3']) {
    expect(await attempt(password)).toBe(400);
    await expect(alert).toHaveText('Invalid Email or password');
  }
  // Even the right password: the connection has used its budget.
  expect(await attempt(rider.password)).toBe(429);
  await expect(alert).toHaveText(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();

  const direct = await postLogin(page.request, limited.url, rider.email, rider.password);
  expect(direct.status()).toBe(429);
  expect(Number(direct.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await direct.text()).toContain('Too many sign-in attempts.');

  // Signup has its own budget of 3 per IP.
  const signup = (n: number) =>
    page.request.post(`${limited.url}/signup`, {
      form: {
        email: `burst${n}@example.com`,
        confirmEmail: `burst${n}@example.com`,
        name: 'Burst Rider',
        password: 'Canter!Lope42',
        confirmPassword: 'Canter!Lope42',
      },
      headers: { origin: limited.url },
      maxRedirects: 0,
    });
  // Every sign-up is answered alike (decision 031): 200 with the notice, nobody signed in.
  for (const n of [1, 2, 3]) expect((await signup(n)).status()).toBe(200);
  const fourth = await signup(4);
  expect(fourth.status()).toBe(429);
  expect(await fourth.text()).toContain('Too many sign-ups from your connection.');
});

test('rate limit per account (LOGIN_FAILURE_LIMIT=2): the 3rd wrong password answers 429', {
  tag: '@full',
}, async ({ page, startServer }) => {
  test.setTimeout(120_000);
  let locked: TestUser | undefined;
  let other: TestUser | undefined;
  const server = await startServer({
    env: { LOGIN_FAILURE_LIMIT: '2' },
    setup: async (db) => {
      locked = await createTestUser(db, { email: 'lock.rider@example.com', name: 'Lock Rider' });
      other = await createTestUser(db, { email: 'free.rider@example.com', name: 'Free Rider' });
    },
  });
  if (!locked || !other) throw new Error('no test users');

  expect((await postLogin(page.request, server.url, locked.email, 'Wrong!Pass1')).status()).toBe(400);
  expect((await postLogin(page.request, server.url, 'LOCK.Rider@example.com', 'Wrong!Pass2')).status()).toBe(
    400,
  );
  const third = await postLogin(page.request, server.url, locked.email, 'Wrong!Pass3');
  expect(third.status()).toBe(429);
  expect(await third.text()).toContain('Too many sign-in attempts.');
  // The account is locked for now, even with its password; other accounts are not.
  expect((await postLogin(page.request, server.url, locked.email, locked.password)).status()).toBe(429);
  expect((await postLogin(page.request, server.url, other.email, other.password)).status()).toBe(302);
});
