import { expect, type Page, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../app/accounts/accounts.tables';
import { createTestUser } from '../e2e/helpers/accounts';
import { markPopupSeen, waitForHydration } from '../e2e/helpers/fixtures';
import { backendHeader, type Cluster, startCluster } from './helpers/cluster';

/**
 * Issue 12's proof that the site is stateless: two server processes on one PostgreSQL behave as
 * one site. A front proxy (nginx's part) sends each request to the server the test names.
 */
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;

test.beforeAll(async () => {
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** Sends every request the page makes from now on to server `name`. */
async function useServer(page: Page, name: 'a' | 'b'): Promise<void> {
  await page.setExtraHTTPHeaders({ [backendHeader]: name });
}

test('both servers started at once on an empty database: one set of migrations, one first admin', async () => {
  const admins = await cluster.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true));
  expect(admins).toHaveLength(1);
  expect(`${cluster.a.log()}${cluster.b.log()}`.match(/First admin created/g)).toHaveLength(1);
});

test('a session created through server A works on server B', async ({ page, context }) => {
  await markPopupSeen(context);
  const rider = await createTestUser(cluster.database.db, {
    email: 'rider-ab@example.com',
    name: 'Avery Banks',
  });
  await useServer(page, 'a');
  await page.goto(`${cluster.url}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in' })).toBeVisible();
  expect(cluster.a.log()).toContain('POST /login');

  await useServer(page, 'b');
  await page.goto(`${cluster.url}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Account');
  // The navigation shows the signed-in user's name, read from the session by server B.
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Avery Banks');
  expect(cluster.b.log()).toMatch(/GET \/account 200/);
});

test('the sign-in limit counts the posts sent to both servers together', async ({ request }) => {
  const owner = await createTestUser(cluster.database.db, {
    email: 'owner-ab@example.com',
    name: 'Olive Brandt',
  });
  const statuses: number[] = [];
  // LOGIN_FAILURE_LIMIT is 5 per account and address per 15 minutes (decision 009):
  // three wrong passwords to A and three to B, alternating, make six attempts on one count.
  for (const name of ['a', 'b', 'a', 'b', 'a', 'b'] as const) {
    const answer = await request.post(`${cluster.url}/login`, {
      headers: { [backendHeader]: name, Origin: cluster.url },
      form: { email: owner.email, password: 'Wrong!Pass123' },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});
