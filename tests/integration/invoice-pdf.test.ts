import { afterEach, describe, expect, it } from 'vitest';
import { resetClock } from '../../app/business-time/clock';
import { loader as pdfLoader } from '../../app/routes/invoice-pdf';
import { createdInvoice, openInvoice, post, world } from '../helpers/invoice-world';
import { pdfText } from '../helpers/pdf-text';
import { responseOf, routeArgs, settle } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * The invoice's PDF (PRODUCT §16): the invoice ($450 session + 2 × $25 prints, a 30 %
 * deposit), sent on Friday 27 November 2026 for a session on December 20, as its page says it.
 */

setupTestDatabase();

afterEach(() => resetClock());

const request = (who: TestUser | null, invoiceId: number) =>
  routeArgs<typeof pdfLoader>(
    new Request(`http://localhost/invoices/${invoiceId}/pdf`, { headers: who ? { Cookie: who.cookie } : {} }),
    { invoiceId: String(invoiceId) },
  );

async function textOf(who: TestUser, invoiceId: number) {
  const download = responseOf(await pdfLoader(request(who, invoiceId)));
  return { download, text: await pdfText(new Uint8Array(await download.arrayBuffer())) };
}

describe("The invoice's PDF (PRODUCT §16)", () => {
  it('says what the page says, as it stands: items, total, paid, balance, schedule and how to pay', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const { number } = (await openInvoice(owner, invoiceId)).body.invoice;

    const { download, text } = await textOf(owner, invoiceId);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(download.headers.get('Cache-Control')).toBe('private, no-store');
    // The brand's header, as on the contract and the receipt (PRODUCT §19): the name, then the title.
    expect(text).toMatch(
      new RegExp(`^Sierra Equine Photography\\s+Invoice ${number}: Partially paid\\s+Billed to`),
    );
    for (const line of [
      `Invoice ${number}: Partially paid`,
      'Billed to: Hannah Wells',
      'Sent on: November 27, 2026',
      'Equine portrait session: 1 × $450.00 = $450.00',
      'Prints: 2 × $25.00 = $50.00',
      'Deposit (30 %) of $150.00, due November 27, 2026: Paid',
      'Balance of $350.00, due December 13, 2026: $350.00 due',
      'Pay by cash or check at your session',
    ])
      expect(text).toContain(line);
    // The sums, in their order (the schedule's "Balance of" lines are not the balance left).
    expect(text).toMatch(/Total: \$500\.00\s+Paid: \$150\.00\s+Balance: \$350\.00/);
  });

  it('of a void invoice says so and why, with nothing due and no way to pay', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'void-invoice', reason: 'Sent by mistake' });
    const { text } = await textOf(admin, invoiceId);
    expect(text).toContain(': Void');
    expect(text).toContain('This invoice is void; nothing is due on it. Reason: Sent by mistake');
    expect(text).not.toContain('How to pay');
    expect((await textOf(owner, invoiceId)).text).toContain('Balance: $0.00');
  });

  it('is 404 for everyone but the owner and the admins, signed out too, like the page', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const stranger = await createSignedInUser({ isClient: true });
    for (const who of [stranger, null])
      expect((await settle(() => pdfLoader(request(who, invoiceId)))).status).toBe(404);
    expect((await settle(() => pdfLoader(request(admin, 2147483000)))).status).toBe(404);
  });
});
