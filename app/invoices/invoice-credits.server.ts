import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.server';
import { grantCredits, takeBackCredits } from '../galleries/download-credits.server';
import { galleries } from '../galleries/galleries.tables';
import { invoiceCreditGrants } from './invoice-credits.tables';
import { paidCents } from './invoice-paid.server';
import { type Invoice, invoiceItems, invoices } from './invoices.tables';

/**
 * PRODUCT §21 package credits (decision 068): what an invoice's "Package: N digital downloads"
 * lines give the session's gallery, brought in line with whether the invoice is paid now. Called
 * in the transaction of each change of what is paid (a payment, a voided payment, a voided
 * invoice), with the invoice's row locked, so it never runs twice at once for one invoice. Paid:
 * the gallery receives what it does not hold yet (all of it the first time; what was taken back
 * after a void); unpaid again: the unspent ones are taken back, never below what was spent. So
 * paid, void, paid again gives the credits once.
 */
export async function syncInvoiceCredits(tx: Tx, invoice: Invoice): Promise<void> {
  const [sum] = await tx
    .select({
      credits: sql<number>`coalesce(sum(${invoiceItems.downloadCredits} * ${invoiceItems.quantity}), 0)::int`,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id));
  const credits = Number(sum?.credits ?? 0);
  if (credits === 0) return;
  const paid = !invoice.voidedAt && (await paidCents(tx, invoice.id)) >= invoice.totalCents;
  let [grant] = await tx
    .select()
    .from(invoiceCreditGrants)
    .where(eq(invoiceCreditGrants.invoiceId, invoice.id));
  if (!grant) {
    if (!paid) return;
    [grant] = await tx
      .insert(invoiceCreditGrants)
      .values({ invoiceId: invoice.id, credits, heldBack: credits })
      .returning();
    if (!grant) throw new Error('The package credits were not recorded');
  }
  if (paid && grant.heldBack > 0) {
    // Not delivered yet: the session's first gallery; with none yet, the credits wait for it.
    const galleryId = grant.galleryId ?? (await sessionGalleryId(tx, invoice.bookingId));
    if (!galleryId) return;
    await grantCredits(tx, galleryId, grant.heldBack);
    await tx
      .update(invoiceCreditGrants)
      .set({ galleryId, heldBack: 0 })
      .where(eq(invoiceCreditGrants.invoiceId, invoice.id));
  } else if (!paid && grant.galleryId && grant.heldBack < grant.credits) {
    const taken = await takeBackCredits(tx, grant.galleryId, grant.credits - grant.heldBack);
    await tx
      .update(invoiceCreditGrants)
      .set({ heldBack: grant.heldBack + taken })
      .where(eq(invoiceCreditGrants.invoiceId, invoice.id));
  }
}

async function sessionGalleryId(tx: Tx, bookingId: number): Promise<string | undefined> {
  const [gallery] = await tx
    .select({ id: galleries.id })
    .from(galleries)
    .where(eq(galleries.bookingId, bookingId))
    .orderBy(asc(galleries.createdAt), asc(galleries.id))
    .limit(1);
  return gallery?.id;
}

/**
 * A gallery made for a session receives the credits its paid packages hold back for want of a
 * gallery (decision 068), in the transaction that makes it: each such invoice is locked and
 * brought in line, as a payment would.
 */
export async function deliverWaitingCredits(tx: Tx, bookingId: number): Promise<void> {
  const waiting = await tx
    .select({ invoiceId: invoiceCreditGrants.invoiceId })
    .from(invoiceCreditGrants)
    .innerJoin(invoices, eq(invoices.id, invoiceCreditGrants.invoiceId))
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        isNull(invoiceCreditGrants.galleryId),
        gt(invoiceCreditGrants.heldBack, 0),
      ),
    );
  for (const { invoiceId } of waiting) {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (invoice) await syncInvoiceCredits(tx, invoice);
  }
}
