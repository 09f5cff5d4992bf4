import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { getEnv } from '../../app/config/env.server';
import { createInvoice } from '../../app/flows/invoice-flows.server';
import { invoiceDraft } from '../../app/invoices/invoice.forms';
import { invoicePdf } from '../../app/invoices/invoice-pdf.server';
import { getInvoiceView } from '../../app/invoices/invoices.server';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import {
  booking,
  create,
  createdInvoice,
  issueInvoice,
  openInvoice,
  post,
  verified,
  world,
} from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser } from '../helpers/test-users';

/** Creating invoices, their numbers, and who reads them (PRODUCT §16, decision 047). */

const t = setupTestDatabase();

afterEach(() => resetClock());

describe('Create invoice (PRODUCT §16)', () => {
  it('stores $450 + $50 as a $150 deposit due today and a $350 balance 7 days before the session, and emails the link with its PDF', async () => {
    const { admin, owner, bookingId } = await world();
    const mailBefore = (await queuedMail()).length;
    const invoiceId = await createdInvoice(admin, bookingId);
    const [row] = await t.db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({
      bookingId,
      totalCents: 50000,
      depositCents: 15000,
      depositDueOn: '2026-11-27',
      balanceCents: 35000,
      balanceDueOn: '2026-12-13',
    });
    expect(row?.number).toMatch(/^INV-2026-\d{4}$/);
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toContain(owner.email);
    expect(mail[0]?.textBody).toContain(`/invoices/${invoiceId}`);
    expect(mail[0]?.textBody).toContain('$150.00 due November 27, 2026');
    // Its PDF copy, as the page says it on the day it is sent.
    const [attachment] = mail[0]?.attachments ?? [];
    expect(attachment?.filename).toBe(`invoice-${row?.number}.pdf`);
    const pdf = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(pdf).toContain(`Invoice ${row?.number}: Unpaid`);
    expect(pdf).toContain('Deposit (30 %) of $150.00, due November 27, 2026: $150.00 due');
    expect(pdf).toContain('Total: $500.00');
    // The same as the PDF its page downloads, made from the stored invoice.
    const stored = await getInvoiceView(invoiceId);
    if (!stored) throw new Error('The invoice is not stored');
    expect(pdf).toBe(await pdfText(await invoicePdf(stored, getEnv().HOW_TO_PAY)));

    const page = await openInvoice(owner, invoiceId);
    expect(page.status).toBe(200);
    const body = page.body;
    expect(body.status).toBe('Unpaid');
    expect(body.schedule.map((s) => [s.kind, s.amountCents, s.dueOn, s.overdue])).toEqual([
      ['deposit', 15000, '2026-11-27', false],
      ['balance', 35000, '2026-12-13', false],
    ]);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const { admin, bookingId } = await world();
    const before = await t.snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...issueInvoice, 'items[0].unitPrice': '4.505' },
        'items[0].unitPrice',
        'Unit price must be an amount in dollars, like 150.00',
      ],
      [{ ...issueInvoice, 'items[1].description': '' }, 'items[1].description', 'Description is required'],
      [
        { ...issueInvoice, depositPercent: '130' },
        'depositPercent',
        'Deposit must be a whole percent from 0 to 100',
      ],
      [{ ...issueInvoice, taxAmount: '12.00' }, 'taxLabel', 'Tax label is required with a tax amount'],
      [
        { depositPercent: '30', balanceDaysBefore: '7', 'items[0].description': '' },
        'items',
        'Add at least one line item',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await create(admin, bookingId, fields);
      expect(refused.status, message).toBe(400);
      expect(replyErrors(refused.body)[field], message).toContain(message);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it("refuses a row beyond the form's five before parsing, and creates nothing", async () => {
    const { admin, bookingId } = await world();
    const before = await t.snapshot();
    const sixthRow = {
      ...issueInvoice,
      'items[5].description': 'A sixth line',
      'items[5].quantity': '1',
      'items[5].unitPrice': '10',
    };
    // Conform would have made an array of ten million slots for the second (about 800 MB).
    const farRow = { ...issueInvoice, 'items[10000000].description': 'Far away' };
    for (const fields of [sixthRow, farRow]) {
      const refused = await create(admin, bookingId, fields);
      expect(refused.status).toBe(400);
      expect(refused.thrown).toBe(true);
      expect(refused.body).toBe('The form could not be read. Please reload the page and try again.');
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a booking without a session date: the balance counts back from it', async () => {
    const { admin, owner } = await world();
    const unscheduled = await booking(owner.email, null);
    const before = await t.snapshot();
    const refused = await create(admin, unscheduled, issueInvoice);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('Schedule the session first');
    expect(await t.snapshot()).toEqual(before);
  });

  it('is the admins’: anyone else posting gets 403 and nothing is created', async () => {
    const { owner, bookingId } = await world();
    expect((await create(owner, bookingId, issueInvoice)).status).toBe(403);
    expect(await t.db().select().from(invoices).where(eq(invoices.bookingId, bookingId))).toEqual([]);
  });
});

describe('invoice numbers (decision 047)', () => {
  it('run INV-{year}-0001 per year of the business’s calendar, the year turning at its midnight', async () => {
    const { bookingId } = await world();
    const draft = invoiceDraft({
      items: [{ description: 'Session', quantity: '1', unitPrice: '100' }],
      depositPercent: '30',
      balanceDaysBefore: '7',
    });
    // 2031-01-01 02:00 UTC is still December 31, 2030 in Los Angeles.
    setClock(new Date('2031-01-01T02:00:00Z'));
    await t.db().update(bookings).set({ dateScheduled: '2031-03-01' }).where(eq(bookings.id, bookingId));
    const numbers: string[] = [];
    for (const at of ['2031-01-01T02:00:00Z', '2031-01-01T09:00:00Z', '2031-01-02T18:00:00Z']) {
      setClock(new Date(at));
      const made = await createInvoice(bookingId, draft, 'system');
      if (!made.ok) throw new Error(made.reason);
      numbers.push(made.invoice.number);
    }
    expect(numbers).toEqual(['INV-2030-0001', 'INV-2031-0001', 'INV-2031-0002']);
  });

  it('never gives one number twice, however many invoices are created at once', async () => {
    const { owner } = await world();
    setClock(new Date('2033-06-01T18:00:00Z'));
    // Six bookings, so nothing but the number makes the invoices wait for each other (on PostgreSQL;
    // PGlite runs one transaction at a time).
    const bookingIds = await Promise.all(Array.from({ length: 6 }, () => booking(owner.email, '2033-07-01')));
    const draft = invoiceDraft({
      items: [{ description: 'Session', quantity: '1', unitPrice: '100' }],
      depositPercent: '30',
      balanceDaysBefore: '7',
    });
    const made = await Promise.all(bookingIds.map((id) => createInvoice(id, draft, 'system')));
    const numbers = made.map((result) => (result.ok ? result.invoice.number : result.reason)).sort();
    expect(numbers).toEqual([
      'INV-2033-0001',
      'INV-2033-0002',
      'INV-2033-0003',
      'INV-2033-0004',
      'INV-2033-0005',
      'INV-2033-0006',
    ]);
  });
});

describe('who sees an invoice (PRODUCT §16)', () => {
  it('its booking’s verified owner and admins; another user and an unverified owner get 404, a visitor the log-in page', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const stranger = await verified(await createSignedInUser({ isClient: true }));
    // An invoice of a booking sent with an address its account has not verified yet.
    const unverified = await createSignedInUser();
    const notYetTheirs = await createdInvoice(admin, await booking(unverified.email, '2026-12-20'));
    expect((await openInvoice(unverified, notYetTheirs)).status).toBe(404);
    expect((await openInvoice(owner, invoiceId)).status).toBe(200);
    expect((await openInvoice(admin, invoiceId)).status).toBe(200);
    for (const who of [stranger, unverified, null]) {
      // Signed out: "Please log in to see this page." (401, decision 057).
      const status = who ? 404 : 401;
      expect((await openInvoice(who, invoiceId)).status, who?.email ?? 'visitor').toBe(status);
      expect(
        (await post(who, invoiceId, { intent: 'record', amount: '10', method: 'Cash', paidOn: '2026-11-27' }))
          .status,
      ).toBe(status);
    }
    // The owner reads but cannot record a payment either.
    expect(
      (await post(owner, invoiceId, { intent: 'record', amount: '10', method: 'Cash', paidOn: '2026-11-27' }))
        .status,
    ).toBe(404);
    expect((await openInvoice(owner, 999_999)).status).toBe(404);
    expect(
      await t.db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)),
    ).toEqual([]);
  });
});
