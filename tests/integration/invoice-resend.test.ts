import { afterEach, describe, expect, it } from 'vitest';
import { resetClock } from '../../app/business-time/clock';
import { takeFlash } from '../../app/flash/flash.server';
import { createdInvoice, openInvoice, post, world } from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom } from '../helpers/test-users';

/**
 * Email the invoice again (PRODUCT §16): the issue's $500 invoice, sent on November 27, 2026, and
 * sent again after a $150 check, for a client who cannot find the first email.
 */

const t = setupTestDatabase();

afterEach(() => resetClock());

const flashOf = async (setCookie: string | null) =>
  (await takeFlash(siteRequest('/', { cookie: cookieFrom(setCookie ?? '') }))).flash;

describe('Email the invoice again (PRODUCT §16)', () => {
  it('sends the same email again, its PDF as the invoice stands now, and says to whom', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const { number } = (await openInvoice(owner, invoiceId)).body.invoice;
    const mailBefore = (await queuedMail()).length;

    const resent = await post(admin, invoiceId, { intent: 'resend' });
    expect(resent.status).toBe(302);
    expect((await flashOf(resent.headers.get('Set-Cookie')))?.message).toBe(
      `Invoice ${number} was emailed again to ${owner.email}.`,
    );
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail.map((row) => [row.subject, row.toAddress.includes(owner.email)])).toEqual([
      [`Your invoice ${number}`, true],
    ]);
    const [attachment] = mail[0]?.attachments ?? [];
    const pdf = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(pdf).toContain(`Invoice ${number}: Partially paid`);
    expect(pdf).toMatch(/Paid: \$150\.00\s+Balance: \$350\.00/);
  });

  it('is the admins’: the client’s own post gets the page’s 404 and sends nothing', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const before = await t.snapshot();
    expect((await post(owner, invoiceId, { intent: 'resend' })).status).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('does not send a void invoice again, and changes nothing', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'void-invoice', reason: 'Sent by mistake' });
    const before = await t.snapshot();
    const refused = await post(admin, invoiceId, { intent: 'resend' });
    expect(await flashOf(refused.headers.get('Set-Cookie'))).toEqual({
      message: 'A void invoice is not sent again.',
      variant: 'danger',
    });
    expect(await t.snapshot()).toEqual(before);
  });
});
