import type { Page } from '@playwright/test';
import { bookings } from '../../app/bookings/bookings.tables';
import { cartItems, products } from '../../app/shop/shop.tables';
import { createTestUser, sessionCookies, type TestUser } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { expect, markPopupSeen, test, waitForCalendar, waitForHydration } from './helpers/fixtures';
import { completeCheckout, test as shopTest } from './helpers/shop';

/**
 * Issue 11: axe-core finds nothing on any page, for a visitor and for each role, at a phone's
 * width (what Lighthouse's mobile run checks) and at a desktop's. Every rule axe runs by default
 * counts (WCAG 2.2 A and AA, and axe's best practices), and target size, which Lighthouse adds.
 */

const viewports = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 800 } };

/** Opens `path` hydrated, with what loads after hydration (the calendar, the carousel) in place. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  if (path === '/contact') await waitForCalendar(page);
  if (path === '/') await expect(page.locator('.carousel-item')).toHaveCount(6);
}

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
/** The 15th, in the month the calendar opens on. */
const scheduled = `${thisMonth}-15`;

const users: Record<'user' | 'client' | 'admin', TestUser | undefined> = {
  user: undefined,
  client: undefined,
  admin: undefined,
};
let bookingId = 0;

// One User, one Client with two prints in the cart, one Admin, one scheduled booking.
test.use({
  serverOptions: {
    setup: async (db) => {
      users.user = await createTestUser(db, { email: 'una.user@example.com', name: 'Una User' });
      users.client = await createTestUser(db, {
        email: 'jane.rider@example.com',
        name: 'Jane Rider',
        isClient: true,
      });
      users.admin = await createTestUser(db, {
        email: 'ada.admin@example.com',
        name: 'Ada Admin',
        isAdmin: true,
      });
      const [product] = await db.select().from(products).limit(1);
      if (!product) throw new Error('no product seeded');
      await db.insert(cartItems).values({ userId: users.client.id, productId: product.id, quantity: 2 });
      const [row] = await db
        .insert(bookings)
        .values({
          name: 'Hannah Wells',
          email: 'hannah.wells@example.com',
          phoneNumber: '555-400-0001',
          location: 'Carson City, Nevada',
          session: 'Equine portrait',
          dateBooked: `${thisMonth}-01`,
          dateScheduled: scheduled,
        })
        .returning({ id: bookings.id });
      bookingId = row?.id ?? 0;
    },
  },
});

async function signIn(page: Page, user: TestUser | undefined, baseUrl: string): Promise<void> {
  if (!user) throw new Error('setup did not create the user');
  await page.context().addCookies(sessionCookies(user, baseUrl));
}

/** Pages as a visitor sees them, with the 404 page, the 403 page and an expired link. */
const visitorPages = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/team',
  '/clientStories',
  '/BookingForm',
  '/login',
  '/admin',
  '/signup',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/no-such-page',
  '/adminHome',
];

/** Each role's pages; ids are known only once the server's setup ran, so the paths are functions. */
const rolePages: { role: keyof typeof users; page: string; path: () => string }[] = [
  { role: 'user', page: '/account', path: () => '/account' },
  { role: 'client', page: '/products', path: () => '/products' },
  { role: 'client', page: '/cart', path: () => '/cart' },
  { role: 'client', page: '/checkout', path: () => '/checkout' },
  { role: 'client', page: '/orders', path: () => '/orders' },
  { role: 'client', page: '/client-pictures', path: () => '/client-pictures' },
  { role: 'admin', page: '/adminHome', path: () => '/adminHome' },
  { role: 'admin', page: 'Show Booking Requests', path: () => '/adminHome?view=bookings' },
  { role: 'admin', page: 'Show Users', path: () => '/adminHome?view=users' },
  { role: 'admin', page: 'Show Events', path: () => '/adminHome?view=events' },
  { role: 'admin', page: 'Show Visits', path: () => '/adminHome?view=visits' },
  { role: 'admin', page: '/BookingInfo/:id', path: () => `/BookingInfo/${bookingId}` },
  { role: 'admin', page: '/edit/:id', path: () => `/edit/${users.client?.id}` },
  { role: 'admin', page: '/editImages/:id', path: () => `/editImages/${users.client?.id}` },
  { role: 'admin', page: '/ShowImages/:id', path: () => `/ShowImages/${users.client?.id}` },
];

/**
 * Checks the page at a phone's width, then at a desktop's: one page load for both, as the layout is
 * responsive. The calendar's month has hundreds of cells, so axe needs longer there.
 */
async function expectNoViolations(page: Page, path: string): Promise<void> {
  if (path.startsWith('/contact')) test.slow();
  await page.setViewportSize(viewports.phone);
  await open(page, path);
  expect(await axeViolations(page), `${path} on a phone`).toEqual([]);
  await page.setViewportSize(viewports.desktop);
  // What answers the resize has run before axe reads the page: media queries after a frame, the
  // calendar after FullCalendar's resize delay (100 ms), once its grid is a desktop's width.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (path === '/contact') {
    await expect
      .poll(() => page.locator('.fc-scrollgrid').evaluate((grid) => grid.getBoundingClientRect().width))
      .toBeGreaterThan(viewports.phone.width);
  }
  expect(await axeViolations(page), `${path} on a desktop`).toEqual([]);
}

// The check itself: an image without a text alternative, a tap target of a few pixels and a
// low-contrast line put into a clean page are each reported, at a phone's width.
test('the check reports what it is meant to catch', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await open(page, '/about');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main> on /about');
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg" width="40" height="40">' +
        '<p style="color:#ccc;background:#fff">Faint words</p>' +
        '<p style="display:flex">' +
        '<button type="button" style="width:8px;height:8px;padding:0;border:0" aria-label="One"></button>' +
        '<button type="button" style="width:8px;height:8px;padding:0;border:0" aria-label="Two"></button></p>',
    );
  });
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(' ')[0]).sort()).toEqual([
    'color-contrast',
    'image-alt',
    'target-size',
  ]);
});

for (const path of visitorPages) {
  test(`a visitor's ${path} has no axe violations`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

for (const { role, page: name, path } of rolePages) {
  test(`${role}: ${name} has no axe violations`, async ({ page, server }) => {
    await signIn(page, users[role], server.url);
    await expectNoViolations(page, path());
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the first-visit notice has no axe violations', async ({ browser, server }) => {
    const firstVisit = await browser.newContext({ baseURL: server.url, viewport: viewports.phone });
    const page = await firstVisit.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Welcome! Please note' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await firstVisit.close();
  });

  test("the contact page's event dialog has no axe violations", async ({ page }) => {
    test.slow();
    await open(page, '/contact');
    await page.locator(`td[data-date="${scheduled}"] .fc-event`).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // The shop's own fixture: a server of the test's own (placing the order empties the cart the
  // other tests look at), a signed-in Client and one print in the cart.
  shopTest.use({ cart: { '8x10 Fine Art Print': 1 } });
  shopTest(
    'client: Review Order, the confirmation and the order page have no axe violations',
    async ({ page, shop: { server } }) => {
      // A whole checkout, then three pages checked: as long as the shop's own tests.
      shopTest.setTimeout(120_000);
      await markPopupSeen(page.context());
      await page.goto(`${server.url}/checkout`);
      await waitForHydration(page);
      await completeCheckout(page);
      await waitForHydration(page);
      expect(await axeViolations(page), '/ReviewOrder').toEqual([]);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page).toHaveURL(/\/confirm/);
      await waitForHydration(page);
      expect(await axeViolations(page), '/confirm').toEqual([]);
      await page.goto(`${server.url}/orders`);
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/orders\/.+/);
      await waitForHydration(page);
      expect(await axeViolations(page), 'the order page').toEqual([]);
    },
  );
});
