/**
 * `npm run screenshots`: the pictures of the site in docs/screenshots/ (decision 058), made again
 * whenever the look changes. It starts the built server on a temporary data folder, seeds a client
 * with a session (a contract to sign, an invoice with its deposit paid, a proofing gallery of six
 * pictures) and an admin, then captures home, the session, the invoice, the gallery, Admin Home's
 * Show Invoices and one email (the invoice's, as the outbox holds it) at 390 and 1280 px wide.
 * Each page is also checked with axe at each width: a violation is printed and the script exits 1
 * after it is done.
 *
 * Needs a build (`npm run build`) and Debian's Chromium, as the browser tests do.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { bookings } from '../app/bookings/bookings.tables';
import { addDays } from '../app/business-time/calendar-dates';
import { todayIn } from '../app/business-time/zoned-time';
import { artworks, artworkUrl } from '../app/content/artwork';
import { galleries } from '../app/galleries/galleries.tables';
import { invoiceItems, invoicePayments, invoices } from '../app/invoices/invoices.tables';
import { buildIsStale } from './build-stale.mjs';
import { axeViolations } from './lib/axe';
import { chromiumFlags, testBrowserPath } from './lib/chromium';
import { insertSentContract } from './lib/contract-rows';
import { type Db, type ParsedMail, repoRoot, startServer } from './lib/site-server';
import { createTestUser, sessionCookies, type TestUser } from './lib/site-users';

const outDir = path.join(repoRoot, 'docs', 'screenshots');
const widths = [390, 1280] as const;
const galleryId = 'a0000000-0000-4000-8000-000000000058';
const contractText = [
  'This agreement is between Sierra Equine Photography and Jane Rider for an equine portrait session.',
  'The photographer will deliver a proofing gallery within two weeks of the session. The client chooses favourites from it; the chosen pictures are retouched and delivered in full resolution.',
  'A deposit of 30 % holds the date. It is refunded in full when the session is cancelled more than 14 days ahead.',
].join('\n\n');

interface World {
  admin: TestUser;
  client: TestUser;
  bookingId: number;
  invoiceId: number;
}

async function seed(world: Partial<World>, db: Db) {
  const today = todayIn('America/Los_Angeles');
  world.admin = await createTestUser(db, {
    email: 'hannah@sierra-equine.example',
    name: 'Hannah Brooks',
    isAdmin: true,
    isClient: true,
    verified: true,
  });
  world.client = await createTestUser(db, {
    email: 'jane.rider@example.com',
    name: 'Jane Rider',
    isClient: true,
    verified: true,
  });
  const sessionOn = addDays(today, 24);
  const [booking] = await db
    .insert(bookings)
    .values({
      name: 'Jane Rider',
      email: 'jane.rider@example.com',
      phoneNumber: '555-010-0058',
      location: 'Davis, California',
      session: 'Equine portrait',
      message: 'Our mare Juniper and her foal, in the evening light if we can.',
      dateBooked: addDays(today, -9),
      dateScheduled: sessionOn,
      approved: true,
      contacted: true,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('no booking');
  world.bookingId = booking.id;
  await insertSentContract(db, booking.id, 'Portrait session agreement', contractText);
  const [invoice] = await db
    .insert(invoices)
    .values({
      bookingId: booking.id,
      number: `INV-${today.slice(0, 4)}-0058`,
      totalCents: 50000,
      depositPercent: 30,
      depositCents: 15000,
      depositDueOn: addDays(today, -2),
      balanceCents: 35000,
      balanceDueOn: addDays(sessionOn, -7),
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('no invoice');
  world.invoiceId = invoice.id;
  await db.insert(invoiceItems).values([
    {
      invoiceId: invoice.id,
      position: 0,
      description: 'Equine portrait session',
      quantity: 1,
      unitPriceCents: 45000,
    },
    {
      invoiceId: invoice.id,
      position: 1,
      description: 'Fine art prints, 8 × 10',
      quantity: 2,
      unitPriceCents: 2500,
    },
  ]);
  await db
    .insert(invoicePayments)
    .values({ invoiceId: invoice.id, amountCents: 15000, method: 'Check', paidOn: addDays(today, -3) });
  // A second client's invoice, its deposit ten days overdue: Show Invoices has something owed.
  const [owing] = await db
    .insert(bookings)
    .values({
      name: 'Mara Lopez',
      email: 'mara.lopez@example.com',
      phoneNumber: '555-010-0059',
      location: 'Reno, Nevada',
      session: 'Event photography',
      dateBooked: addDays(today, -20),
      dateScheduled: addDays(today, 12),
    })
    .returning({ id: bookings.id });
  if (!owing) throw new Error('no second booking');
  const [owed] = await db
    .insert(invoices)
    .values({
      bookingId: owing.id,
      number: `INV-${today.slice(0, 4)}-0059`,
      totalCents: 40000,
      depositPercent: 30,
      depositCents: 12000,
      depositDueOn: addDays(today, -10),
      balanceCents: 28000,
      balanceDueOn: addDays(today, 5),
    })
    .returning({ id: invoices.id });
  if (!owed) throw new Error('no second invoice');
  await db.insert(invoiceItems).values({
    invoiceId: owed.id,
    position: 0,
    description: 'Full show weekend for one rider',
    quantity: 1,
    unitPriceCents: 40000,
  });
  await db.insert(galleries).values({
    id: galleryId,
    userId: world.client.id,
    bookingId: booking.id,
    title: 'Juniper and her foal',
    state: 'proofing',
    selectionLimit: 3,
  });
}

/** Six of the site's paintings uploaded into the gallery by the admin, as Edit Images does. */
async function uploadPictures(baseUrl: string, world: World): Promise<void> {
  const upload = new FormData();
  for (const name of ['home1', 'home3', 'home4', 'home5', 'home6', 'home2'] as const) {
    const file = path.join(repoRoot, 'public', artworkUrl(name, artworks[name].width, 'jpg'));
    upload.append('images', new File([await fs.readFile(file)], `${name}.jpg`, { type: 'image/jpeg' }));
  }
  const answer = await fetch(`${baseUrl}/editImages/${world.client.id}/upload?gallery=${galleryId}`, {
    method: 'POST',
    headers: { Origin: baseUrl, Cookie: world.admin.cookie },
    body: upload,
  });
  if (!answer.ok) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
}

/**
 * "Email the invoice again": the outbox then holds the invoice's email as it is sent today. An
 * email with an HTML part is shown as that HTML; a plain-text one as a mail reader shows it, its
 * lines kept, under its subject.
 */
async function invoiceEmailPage(baseUrl: string, world: World, outbox: () => Promise<ParsedMail[]>) {
  const answer = await fetch(`${baseUrl}/invoices/${world.invoiceId}`, {
    method: 'POST',
    headers: {
      Origin: baseUrl,
      Cookie: world.admin.cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ intent: 'resend' }),
    redirect: 'manual',
  });
  if (answer.status >= 400) throw new Error(`resend: ${answer.status}`);
  for (let tries = 0; tries < 150; tries += 1) {
    const mail = (await outbox()).find((each) => each.subject.startsWith('Your invoice'));
    if (mail) return mail.html || plainTextPage(mail.subject, mail.text);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the invoice email never reached the outbox');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function plainTextPage(subject: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font:16px/1.5 sans-serif"><main><h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<div style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(text)}</div></main></body></html>`;
}

interface Shot {
  name: string;
  as: TestUser | null;
  path: string;
}

async function capture(browser: Browser, baseUrl: string, shot: Shot, problems: string[]): Promise<void> {
  for (const width of widths) {
    const phone = width < 600;
    // A phone is a touch screen (no hover), as the pages' own rules for phones expect.
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 900 },
      isMobile: phone,
      hasTouch: phone,
    });
    // The first-visit notice is shown once; these pictures are of the pages behind it.
    await context.addInitScript(() => window.localStorage.setItem('popupShown', 'true'));
    if (shot.as) await context.addCookies(sessionCookies(shot.as, baseUrl));
    const page = await context.newPage();
    await open(page, `${baseUrl}${shot.path}`);
    for (const found of await axeViolations(page)) problems.push(`${shot.name} at ${width} px: ${found}`);
    await wholePage(page, path.join(outDir, `${shot.name}-${width}.png`));
    await context.close();
  }
}

/**
 * The whole page in one picture: the window made as tall as the page, then a picture of the
 * window. (Playwright's full-page capture of an emulated phone lays the page out anew while it
 * captures, with the sticky selection bar left mid-page.)
 */
async function wholePage(page: Page, file: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: file });
}

/** The page hydrated, its fonts and pictures in, and the carousel's first slide where it starts. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Every picture, even those below the fold that load lazily: a full-page picture shows them.
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  });
}

async function emailShots(browser: Browser, html: string, problems: string[]): Promise<void> {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.setContent(html);
    // A mail program shows the email inside its own page, whose main landmark holds it: the
    // email is an article (app/mail/email-layout.ts), so the two rules about a page's landmarks
    // do not apply to it on its own. Every other rule does, contrast first.
    for (const found of await axeViolations(page))
      if (!/^(landmark-one-main|region) /.test(found)) problems.push(`email at ${width} px: ${found}`);
    await wholePage(page, path.join(outDir, `email-${width}.png`));
    await page.close();
  }
}

async function main(): Promise<number> {
  if (buildIsStale(repoRoot)) {
    console.error('screenshots: build/ is older than app/: run `npm run build` first.');
    return 1;
  }
  await fs.mkdir(outDir, { recursive: true });
  const world: Partial<World> = {};
  const server = await startServer({ setup: (db) => seed(world, db) });
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
  const problems: string[] = [];
  try {
    const seeded = world as World;
    await uploadPictures(server.url, seeded);
    const shots: Shot[] = [
      { name: 'home', as: null, path: '/' },
      { name: 'session', as: seeded.client, path: `/sessions/${seeded.bookingId}` },
      { name: 'invoice', as: seeded.client, path: `/invoices/${seeded.invoiceId}` },
      { name: 'gallery', as: seeded.client, path: `/galleries/${galleryId}` },
      { name: 'admin-home', as: seeded.admin, path: '/adminHome?view=invoices' },
    ];
    for (const shot of shots) {
      await capture(browser, server.url, shot, problems);
      console.log(`screenshots: ${shot.name}`);
    }
    await emailShots(browser, await invoiceEmailPage(server.url, seeded, server.outbox), problems);
    console.log('screenshots: email');
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`screenshots: written to ${path.relative(repoRoot, outDir)}/`);
  for (const problem of problems) console.error(`axe: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
