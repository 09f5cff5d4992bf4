import type { Locator, Page } from '@playwright/test';
import { expect, newBrowserPage, test, waitForHydration } from './helpers/fixtures';
import type { TestUser } from './helpers/world';
import { people } from './seeds/accounts-admin.seed';

/**
 * The admin's user management (PRODUCT §2 Admin Home users view, Edit Roles, Navigation bar;
 * PRODUCT §10): role edits and what the edited user's navigation then shows at 1280 and 1000 px, the name
 * search and the cards, disabling a signed-in user, and the refusals that stop an admin locking
 * themself out.
 */

test.use({ signedInAs: people.admin });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const userCard = (page: Page, name: string) =>
  page.getByTestId('user-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Edit Roles as the admin: ticks exactly the given roles, submits, and is back on Admin Home. */
async function editRoles(
  page: Page,
  who: TestUser,
  roles: { client: boolean; admin: boolean },
): Promise<void> {
  await page.goto(`/edit/${who.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editing ${who.name}'s Roles`);
  await waitForHydration(page);
  const userBox = page.getByRole('checkbox', { name: 'User', exact: true });
  await expect(userBox).toBeChecked();
  await expect(userBox).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Client', exact: true }).setChecked(roles.client);
  await page.getByRole('checkbox', { name: 'Admin', exact: true }).setChecked(roles.admin);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/adminHome\?view=users$/);
  await expect(page.getByRole('status').filter({ hasText: 'Roles updated' })).toHaveText(
    `Roles updated for ${who.name}.`,
  );
}

const allRoleLinks = ['Products', 'Cart', 'Checkout', 'Your Pictures', 'Admin Home'];

/**
 * The role links the edited user's bar shows (PRODUCT §2 Navigation bar): at 1280 px in the bar
 * itself, with no menu for them; at 1000 px, folded, in the menu labelled Client or Admin. With no
 * role link there is neither.
 */
async function expectRoleLinks(
  page: Page,
  width: 1280 | 1000,
  menuLabel: 'Client' | 'Admin' | null,
  expected: string[],
): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.reload();
  await waitForHydration(page);
  const menuButton = nav(page).getByRole('button', { name: /^(Client|Admin)$/ });
  if (width < 1200) {
    await nav(page).getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav(page).getByRole('link', { name: 'Client Stories' })).toBeVisible();
  } else {
    for (const label of expected)
      await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menuButton).toHaveCount(0);
  }
  for (const label of allRoleLinks.filter((name) => !expected.includes(name))) {
    await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  if (width >= 1200) return;
  if (!menuLabel) {
    await expect(menuButton).toHaveCount(0);
    return;
  }
  await expect(menuButton).toHaveText(menuLabel);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText(expected);
}

test('role edits: Client, then Client and Admin, then Admin only, and what the navigation shows', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const rider = people.roleRider;
  const riderPage = await newBrowserPage(browser, server, rider, { viewport: { width: 1280, height: 800 } });

  await test.step('a User has no role links', async () => {
    await riderPage.goto('/');
    await expect(nav(riderPage).getByText('Welcome Role Rider!', { exact: true })).toBeVisible();
    await expectRoleLinks(riderPage, 1280, null, []);
  });

  await test.step('Edit Roles shows the current roles; Client is added', async () => {
    await page.goto(`/edit/${rider.id}`);
    await expect(page.getByRole('checkbox', { name: 'Client', exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).not.toBeChecked();
    await editRoles(page, rider, { client: true, admin: false });
    await expect(userCard(page, 'Role Rider').getByText('Roles:')).toHaveText('Roles: User, Client');
  });

  await test.step('Client: Products, Cart, Checkout, Your Pictures, in the bar, and folded in a Client menu', async () => {
    const links = ['Products', 'Cart', 'Checkout', 'Your Pictures'];
    await expectRoleLinks(riderPage, 1280, 'Client', links);
    await expectRoleLinks(riderPage, 1000, 'Client', links);
    // A link in the folded menu works.
    await riderPage.getByRole('link', { name: 'Your Pictures' }).click();
    await expect(riderPage).toHaveURL(/\/client-pictures$/);
  });

  // Which links each role's menu holds is checked for every role in app/components/site-nav.test.tsx;
  // here, that an edit reaches the edited user's bar at once, and the folded bar once.
  await test.step('Client and Admin: the menu is labelled Admin and holds Admin Home', async () => {
    await editRoles(page, rider, { client: true, admin: true });
    await expect(userCard(page, 'Role Rider').getByText('Roles:')).toHaveText('Roles: User, Client, Admin');
    const links = ['Products', 'Cart', 'Checkout', 'Your Pictures', 'Admin Home'];
    await expectRoleLinks(riderPage, 1280, 'Admin', links);
    await expectRoleLinks(riderPage, 1000, 'Admin', links);
  });

  await test.step('Admin only: no Your Pictures', async () => {
    await page.goto(`/edit/${rider.id}`);
    await expect(page.getByRole('checkbox', { name: 'Client', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
    await editRoles(page, rider, { client: false, admin: true });
    const links = ['Products', 'Cart', 'Checkout', 'Admin Home'];
    await expectRoleLinks(riderPage, 1280, 'Admin', links);
    expect((await riderPage.goto('/client-pictures'))?.status()).toBe(403);
    expect((await riderPage.goto('/adminHome'))?.status()).toBe(200);
  });
  await riderPage.context().close();
});

test("users view: Show Users, 'Search by Name' (case-insensitive, partial), and each card", async ({
  page,
}) => {
  await page.goto('/adminHome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Home');
  for (const label of ['Show Booking Requests', 'Show Users', 'Show Events']) {
    await expect(page.getByRole('link', { name: label })).toBeVisible();
  }
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Show Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  const cards = page.getByTestId('user-card');
  await expect(userCard(page, 'Head Admin')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by Name' });
  await search.fill('SEARCHABLE');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=SEARCHABLE/);
  await expect(cards.getByRole('heading')).toHaveText(['Searchable Client', 'Searchable Plain']);

  await search.fill('able cli');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards.getByRole('heading')).toHaveText(['Searchable Client']);

  const clientCard = userCard(page, 'Searchable Client');
  const id = people.searchClient.id;
  // A user stored without a verified address carries the "Not verified" badge.
  await expect(clientCard.getByText('Email:')).toHaveText(
    'Email: searchable.client@example.com Not verified',
  );
  await expect(clientCard.getByText('Roles:')).toHaveText('Roles: User, Client');
  await expect(clientCard.getByText('Disabled:')).toHaveText('Disabled: no');
  await expect(clientCard.getByRole('link', { name: 'Edit Roles' })).toHaveAttribute('href', `/edit/${id}`);
  await expect(clientCard.getByRole('button', { name: 'Disable User' })).toBeEnabled();
  await expect(clientCard.getByRole('link', { name: 'Edit Pictures' })).toHaveAttribute(
    'href',
    `/editImages/${id}`,
  );
  await expect(clientCard.getByRole('link', { name: 'Show Pictures' })).toHaveAttribute(
    'href',
    `/ShowImages/${id}`,
  );

  await search.fill('plain');
  await search.press('Enter');
  const plainCard = userCard(page, 'Searchable Plain');
  await expect(cards).toHaveCount(1);
  await expect(plainCard.getByText('Email:')).toHaveText('Email: searchable.plain@example.com Not verified');
  await expect(plainCard.getByText('Roles:')).toHaveText('Roles: User');
  await expect(plainCard.getByText('Disabled:')).toHaveText('Disabled: no');
  await expect(plainCard.getByRole('link', { name: 'Edit Roles' })).toBeVisible();
  await expect(plainCard.getByRole('link', { name: 'Edit Pictures' })).toHaveCount(0);
  await expect(plainCard.getByRole('link', { name: 'Show Pictures' })).toHaveCount(0);

  await search.fill('nobody by that name');
  await search.press('Enter');
  await expect(page.getByText('No users found.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test("disable: the user's open session stops on its next request; Enable lets them log in again", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const gone = people.goneRider;
  const gonePage = await newBrowserPage(browser, server, gone, { viewport: { width: 1280, height: 800 } });
  await gonePage.goto('/about');
  await expect(nav(gonePage).getByText('Welcome Gone Rider!', { exact: true })).toBeVisible();

  await page.goto('/adminHome?view=users&q=Gone');
  await waitForHydration(page);
  const card = userCard(page, 'Gone Rider');
  await card.getByRole('button', { name: 'Disable User' }).click();
  await expect(card.getByText('Disabled:')).toHaveText('Disabled: yes');
  await expect(page.getByRole('status').filter({ hasText: 'Gone Rider was' })).toHaveText(
    'Gone Rider was disabled.',
  );
  const enable = card.getByRole('button', { name: 'Enable User' });
  await expect(enable).toBeVisible();

  await gonePage.reload();
  await expect(nav(gonePage).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(gonePage).getByText(/^Welcome/)).toHaveCount(0);

  await enable.click();
  await expect(card.getByText('Disabled:')).toHaveText('Disabled: no');
  await expect(card.getByRole('button', { name: 'Disable User' })).toBeVisible();

  // Enabling does not bring the deleted sessions back: they must log in again.
  await gonePage.reload();
  await expect(nav(gonePage).getByRole('link', { name: 'Login' })).toBeVisible();
  await gonePage.goto('/login');
  await waitForHydration(gonePage);
  await gonePage.getByLabel('Email', { exact: true }).fill(gone.email);
  await gonePage.getByLabel('Password', { exact: true }).fill(gone.password);
  await gonePage.getByRole('button', { name: 'Login' }).click();
  await expect(nav(gonePage).getByText('Welcome Gone Rider!', { exact: true })).toBeVisible();
  await gonePage.context().close();
});

test('self lock-out: an admin can neither disable themself nor remove their own Admin role', {
  tag: '@full',
}, async ({ page, server }) => {
  const admin = people.admin;
  const ownCard = (p: Page): Locator => userCard(p, 'Head Admin');

  await test.step('the own Disable button is disabled', async () => {
    await page.goto('/adminHome?view=users&q=head');
    await expect(ownCard(page).getByRole('button', { name: 'Disable User' })).toBeDisabled();
  });

  await test.step('a direct POST for their own id answers 400 and changes nothing', async () => {
    const response = await page.request.post('/adminHome?view=users', {
      form: { intent: 'toggle-disabled', userId: String(admin.id) },
      // The context's cookies (the admin's session) go with page.request.
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('You cannot disable your own account.');
    await page.reload();
    await expect(ownCard(page).getByText('Disabled:')).toHaveText('Disabled: no');
    await expect(nav(page).getByText('Welcome Head Admin!', { exact: true })).toBeVisible();
  });

  await test.step('unticking their own Admin role is refused', async () => {
    await page.goto(`/edit/${admin.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Editing Head Admin's Roles");
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('You cannot remove your own Admin role.');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
    // Admin Home stays in the bar.
    await expect(nav(page).getByRole('link', { name: 'Admin Home' })).toBeVisible();
    expect((await page.goto('/adminHome'))?.status()).toBe(200);
  });
});
