import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../app/accounts/accounts.tables';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { cartItems, orders, products } from '../../app/shop/shop.tables';
import { insertSentContract } from '../../scripts/lib/contract-rows';
import { markPopupSeen, waitForHydration } from '../e2e/helpers/fixtures';
import { completeCheckout } from '../e2e/helpers/shop';
import { createTestUser, sessionCookies } from '../e2e/helpers/world';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { insertTestBooking } from '../helpers/test-bookings';
import { backendHeader, type Cluster, startCluster } from './helpers/cluster';

/**
 * PRODUCT §15's proof that the site is stateless: two server processes on one PostgreSQL behave as
 * one site. A front proxy (nginx's part) sends each request to the server the test names.
 */
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let s3: TestS3Server;
/** The mail server both processes send through; a test takes it down and brings it back. */
let smtp: SmtpSink;
let smtpPort: number;

test.beforeAll(async () => {
  s3 = await startS3Server();
  smtp = await startSmtpSink();
  smtpPort = Number(new URL(smtp.url).port);
  // A failed email is tried again after 2 s instead of 10: that it comes is tested, not the wait.
  cluster = await startCluster({ env: { ...s3.env, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '2' } });
});

test.afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
  await smtp?.close();
});

/** Messages the mail server received for `address` with `subject`. */
const received = (address: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject));

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
  await expect.poll(() => cluster.a.log()).toContain('POST /login');

  await useServer(page, 'b');
  await page.goto(`${cluster.url}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Account');
  // The navigation shows the signed-in user's name, read from the session by server B.
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Avery Banks');
  await expect.poll(() => cluster.b.log()).toMatch(/GET \/account 200/);
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

test('a picture uploaded through server A downloads from server B', async ({ page, context }) => {
  const admin = await createTestUser(cluster.database.db, {
    email: 'boss-ab@example.com',
    name: 'Hannah Boss',
    isAdmin: true,
  });
  const client = await createTestUser(cluster.database.db, {
    email: 'june-ab@example.com',
    name: 'June Rider',
    isClient: true,
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="100%" height="100%" fill="#7a9a4a"/><circle cx="50%" cy="50%" r="30%" fill="#302010"/></svg>`;
  const meadow = {
    name: 'meadow.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
  };

  await markPopupSeen(context);
  await context.addCookies(sessionCookies(admin, cluster.url));
  await useServer(page, 'a');
  await page.goto(`${cluster.url}/editImages/${client.id}`);
  await waitForHydration(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Click or Drop here' }).click();
  await (await chooser).setFiles([meadow]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Images Uploaded!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => cluster.a.log()).toMatch(/POST \/editImages\/\d+\/upload 20\d/);

  await context.clearCookies();
  await context.addCookies(sessionCookies(client, cluster.url));
  await useServer(page, 'b');
  await page.goto(`${cluster.url}/client-pictures`);
  const link = page.getByTestId('picture-download');
  await expect(link).toHaveCount(1);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect((await fs.readFile(await file.path())).equals(meadow.buffer)).toBe(true);
  await expect.poll(() => cluster.b.log()).toMatch(/GET \/client-pictures 200/);
});

test('20 parallel Confirms of one checkout, half to A and half to B, place one order', async ({
  page,
  context,
}) => {
  const shopper = await createTestUser(cluster.database.db, {
    email: 'jane.rider@example.com',
    name: 'Jane Rider',
    isClient: true,
  });
  const [product] = await cluster.database.db.select().from(products).limit(1);
  if (!product) throw new Error('the seed has no products');
  await cluster.database.db
    .insert(cartItems)
    .values({ userId: shopper.id, productId: product.id, quantity: 2 });

  await markPopupSeen(context);
  await context.addCookies(sessionCookies(shopper, cluster.url));
  await useServer(page, 'a');
  await page.goto(`${cluster.url}/checkout`);
  await waitForHydration(page);
  await completeCheckout(page);
  const form = {
    draftId: (await page.locator('input[name="draftId"]').getAttribute('value')) ?? '',
    cartVersion: (await page.locator('input[name="cartVersion"]').getAttribute('value')) ?? '',
  };

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      page.request.post(`${cluster.url}/confirm`, {
        headers: { [backendHeader]: index % 2 === 0 ? 'a' : 'b', Origin: cluster.url },
        form,
        maxRedirects: 0,
      }),
    ),
  );
  const placed = await cluster.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
  expect(placed).toHaveLength(1);
  // Every Confirm, whichever server took it, is sent to that one order.
  const locations = new Set(answers.map((answer) => `${answer.status()} ${answer.headers().location}`));
  expect([...locations]).toEqual([`302 /confirm?order=${placed[0]?.publicId}`]);
  // A server writes its access-log line after the answer has gone, and the line then crosses a
  // pipe to this process: wait for it rather than read the log the moment the answers are in.
  const confirmsLogged = (log: string) => log.match(/POST \/confirm 302/g)?.length ?? 0;
  await expect.poll(() => confirmsLogged(cluster.a.log())).toBe(10);
  await expect.poll(() => confirmsLogged(cluster.b.log())).toBe(10);
  // One confirmation email, though both servers' mail workers run.
  await expect.poll(() => received('jane.rider@example.com', /^Your order .* is confirmed/).length).toBe(1);
});

test('a selection sent through both servers at once is sent once, and B shows what A locked', async ({
  page,
  context,
}) => {
  const client = await createTestUser(cluster.database.db, {
    email: 'gwen-ab@example.com',
    name: 'Gwen Gallop',
    isClient: true,
  });
  const galleryId = crypto.randomUUID();
  await cluster.database.db
    .insert(galleries)
    .values({ id: galleryId, userId: client.id, title: 'Spring show', state: 'proofing', selectionLimit: 2 });
  // Two chosen pictures, as the client's favourites leave them (their files are not needed here).
  await cluster.database.db.insert(pictures).values(
    ['bay.jpg', 'grey.jpg'].map((originalName, index) => {
      const id = crypto.randomUUID();
      return {
        id,
        userId: client.id,
        galleryId,
        originalName,
        favourite: true,
        note: index === 0 ? 'Crop tighter, please' : '',
        format: 'jpeg' as const,
        width: 1200,
        height: 800,
        byteSize: 1000,
        thumbWidth: 480,
        thumbHeight: 320,
        originalKey: `pictures/${id}/original.jpg`,
        displayKey: `pictures/${id}/display.webp`,
        thumbKey: `pictures/${id}/thumb.webp`,
      };
    }),
  );
  await markPopupSeen(context);
  await context.addCookies(sessionCookies(client, cluster.url));
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      page.request.post(`${cluster.url}/galleries/${galleryId}`, {
        headers: { [backendHeader]: index % 2 === 0 ? 'a' : 'b', Origin: cluster.url },
        form: { intent: 'send-selection' },
        maxRedirects: 0,
      }),
    ),
  );
  for (const answer of answers) expect(answer.status()).toBe(200);
  await expect
    .poll(() => received('hello@equine-photography.test', /^Selection from Gwen Gallop: Spring show$/).length)
    .toBe(1);

  await useServer(page, 'b');
  await page.goto(`${cluster.url}/galleries/${galleryId}`);
  await expect(page.getByText(/^Your selection was sent on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite shot 1 of 2' })).toBeDisabled();
});

test('a contract signed through both servers at once is signed once, with one email to each side', async ({
  page,
}) => {
  const client = await createTestUser(cluster.database.db, {
    email: 'cora-ab@example.com',
    name: 'Cora Canter',
    verified: true,
  });
  const { id: bookingId } = await insertTestBooking(cluster.database.db, {
    name: 'Cora Canter',
    email: client.email,
    phoneNumber: '555-400-0901',
    location: 'Auburn, California',
    dateBooked: '2026-11-20',
  });
  const contractId = await insertSentContract(
    cluster.database.db,
    bookingId,
    'Two-server agreement',
    'Sierra Equine Photography will photograph Pepper for Cora Canter.',
  );
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      page.request.post(`${cluster.url}/contracts/${contractId}`, {
        headers: {
          [backendHeader]: index % 2 === 0 ? 'a' : 'b',
          Origin: cluster.url,
          Cookie: client.cookie,
        },
        form: { signerName: `Signer ${index}`, agree: 'on' },
        maxRedirects: 0,
      }),
    ),
  );
  // One signing counts (a redirect to the signed page); every other is told it was signed already.
  expect(answers.map((answer) => answer.status()).sort()).toEqual([302, ...Array<number>(9).fill(409)]);
  await expect.poll(() => received(client.email, /^Signed: Two-server agreement$/).length).toBe(1);
  await expect
    .poll(() => received('hello@equine-photography.test', /^Signed: Two-server agreement$/).length)
    .toBe(1);
});

test('an email queued through A while the mail server is down is delivered once, by either server', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await smtp.close();
  const message = { name: 'Dana Down', email: 'dana.down@example.com', message: 'Do you travel to Elko?' };
  const answer = await request.post(`${cluster.url}/contact`, {
    headers: { [backendHeader]: 'a', Origin: cluster.url },
    form: message,
  });
  expect(answer.status()).toBe(200);
  // Committed, and A's first attempt refused: the message waits in the shared queue.
  await expect
    .poll(() => cluster.a.log())
    .toContain('mail: attempt 1 for "Contact form: message from Dana Down"');

  smtp = await startSmtpSink({ port: smtpPort });
  const fromDana = () =>
    smtp.received.filter((mail) => mail.subject === 'Contact form: message from Dana Down');
  await expect.poll(() => fromDana().length, { timeout: 30_000 }).toBe(1);
  // Both workers keep polling: after a pass of each there is still exactly one. A message posted
  // through a server wakes that server's worker for a pass, and a pass claims the oldest due
  // message first, so Dana's would go out again before either later message if it were still due.
  const later = ['Ada After', 'Bea After'] as const;
  for (const [index, name] of later.entries()) {
    const posted = await request.post(`${cluster.url}/contact`, {
      headers: { [backendHeader]: index === 0 ? 'a' : 'b', Origin: cluster.url },
      form: { name, email: 'after@example.com', message: 'After the outage.' },
    });
    expect(posted.status()).toBe(200);
  }
  const laterSent = () =>
    later.filter((name) =>
      smtp.received.some((mail) => mail.subject === `Contact form: message from ${name}`),
    );
  await expect.poll(() => laterSent().length, { timeout: 30_000 }).toBe(2);
  expect(fromDana()).toHaveLength(1);
});
