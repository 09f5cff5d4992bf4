import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { resetClock } from '../../app/business-time/clock';
import { createGallery } from '../../app/flows/gallery-flows.server';
import { spendCredit } from '../../app/galleries/download-credits.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { invoiceItems, invoicePayments } from '../../app/invoices/invoices.tables';
import { creditsLeft } from '../helpers/download-credits';
import { create, invoiceIdOf, openInvoice, post, world } from '../helpers/invoice-world';
import { replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { insertTestPictures } from '../helpers/test-pictures';
import type { TestUser } from '../helpers/test-users';

/**
 * PRODUCT §21 package credits (decision 068): a "Package: 7 digital downloads" line gives the
 * session's gallery 7 credits once the invoice is paid, once: a voided payment takes back the
 * unspent ones, and paying again gives back only those.
 */

const t = setupTestDatabase();

afterEach(() => resetClock());

/** A $450 session and a $100 package of 7 downloads: $550, a 30 % deposit. */
const packageInvoice = {
  'items[0].description': 'Equine portrait session',
  'items[0].quantity': '1',
  'items[0].unitPrice': '450',
  'items[1].description': '',
  'items[1].downloads': '7',
  'items[1].quantity': '1',
  'items[1].unitPrice': '100',
  depositPercent: '30',
  balanceDaysBefore: '7',
};

async function sessionGallery(ownerId: number, bookingId: number, pictureCount = 0) {
  const galleryId = crypto.randomUUID();
  await t
    .db()
    .insert(galleries)
    .values({ id: galleryId, userId: ownerId, bookingId, title: 'Spring', state: 'proofing' });
  const ids = await insertTestPictures(t.db(), { userId: ownerId, galleryId }, pictureCount);
  return { galleryId, ids };
}

async function packageInvoiceFor(admin: TestUser, bookingId: number): Promise<number> {
  const created = await create(admin, bookingId, packageInvoice);
  expect(created.status).toBe(302);
  return invoiceIdOf(created.headers.get('Location'));
}

const pay = (admin: TestUser, invoiceId: number, amount: string) =>
  post(admin, invoiceId, { intent: 'record', amount, method: 'Check', paidOn: '2026-11-27' });

async function voidLastPayment(admin: TestUser, invoiceId: number) {
  const rows = await t.db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const last = rows.sort((a, b) => b.id - a.id)[0];
  const voided = await post(admin, invoiceId, {
    intent: 'void',
    paymentId: String(last?.id),
    reason: 'Bounced',
  });
  expect(voided.status).toBe(302);
}

describe('Package credits on an invoice (PRODUCT §21)', () => {
  it('stores the package line with its count and shows it as "Package: 7 digital downloads"', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await packageInvoiceFor(admin, bookingId);
    const items = await t.db().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
    expect(items.map((item) => [item.description, item.downloadCredits])).toEqual([
      ['Equine portrait session', null],
      ['Package: 7 digital downloads', 7],
    ]);
    const body = (await openInvoice(owner, invoiceId)).body;
    expect(body.items.map((item: { description: string }) => item.description)).toContain(
      'Package: 7 digital downloads',
    );
  });

  it('refuses a count that is not a whole number from 1 to 999, and stores nothing', async () => {
    const { admin, bookingId } = await world();
    const before = await t.snapshot();
    const refused = await create(admin, bookingId, { ...packageInvoice, 'items[1].downloads': '0' });
    expect(refused.status).toBe(400);
    expect(replyErrors(refused.body)['items[1].downloads']).toEqual([
      'Digital downloads must be a whole number from 1 to 999',
    ]);
    expect(await t.snapshot()).toEqual(before);
  });

  it('gives the gallery 7 credits when the invoice becomes paid, not before', async () => {
    const { admin, owner, bookingId } = await world();
    const { galleryId } = await sessionGallery(owner.id, bookingId);
    const invoiceId = await packageInvoiceFor(admin, bookingId);
    await pay(admin, invoiceId, '165');
    expect(await creditsLeft(galleryId)).toBe(0);
    await pay(admin, invoiceId, '385');
    expect(await creditsLeft(galleryId)).toBe(7);
  });

  it('a voided payment takes back the unspent credits; paid again gives them back, never doubled', async () => {
    const { admin, owner, bookingId } = await world();
    const { galleryId, ids } = await sessionGallery(owner.id, bookingId, 2);
    const invoiceId = await packageInvoiceFor(admin, bookingId);
    await pay(admin, invoiceId, '550');
    expect(await spendCredit(galleryId, ids[0] ?? '')).toEqual({ ok: true, spent: true });
    expect(await spendCredit(galleryId, ids[1] ?? '')).toEqual({ ok: true, spent: true });
    expect(await creditsLeft(galleryId)).toBe(5);

    await voidLastPayment(admin, invoiceId);
    expect(await creditsLeft(galleryId)).toBe(0);
    await pay(admin, invoiceId, '550');
    // 7 in all: the 2 spent stay spent, the 5 taken back come back.
    expect(await creditsLeft(galleryId)).toBe(5);
    await voidLastPayment(admin, invoiceId);
    await pay(admin, invoiceId, '550');
    expect(await creditsLeft(galleryId)).toBe(5);
  });

  it('a gallery made for the session after the invoice was paid receives the credits, once', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await packageInvoiceFor(admin, bookingId);
    await pay(admin, invoiceId, '550');
    await t.db().update(users).set({ isClient: true }).where(eq(users.id, owner.id));
    const made = await createGallery(owner.id, { title: 'Spring', proofs: true, bookingId }, 'system');
    if (!made.ok) throw new Error(`no gallery: ${made.reason}`);
    expect(await creditsLeft(made.galleryId)).toBe(7);
    // The session's second gallery finds nothing waiting: the credits were given once.
    const second = await createGallery(owner.id, { title: 'Summer', proofs: true, bookingId }, 'system');
    if (!second.ok) throw new Error(`no gallery: ${second.reason}`);
    expect(await creditsLeft(second.galleryId)).toBe(0);
    expect(await creditsLeft(made.galleryId)).toBe(7);
  });

  it('an invoice without a package gives no credits', async () => {
    const { admin, owner, bookingId } = await world();
    const { galleryId } = await sessionGallery(owner.id, bookingId);
    const invoiceId = await packageInvoiceFor(admin, bookingId);
    await t
      .db()
      .update(invoiceItems)
      .set({ downloadCredits: null })
      .where(eq(invoiceItems.invoiceId, invoiceId));
    await pay(admin, invoiceId, '550');
    expect(await creditsLeft(galleryId)).toBe(0);
  });
});
