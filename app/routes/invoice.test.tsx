/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { redirect } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../tests/helpers/render-route';
import InvoicePage from './invoice';

/**
 * The invoice page (PRODUCT §16) as each side sees it; recording, refusing and who may are
 * tests/integration/invoices.test.ts. The data is the invoice: $450 + $50, 30 % deposit.
 */
function invoiceData(overrides: Record<string, unknown> = {}) {
  return {
    invoice: {
      id: 3,
      number: 'INV-2026-0003',
      taxLabel: '',
      taxCents: 0,
      totalCents: 50000,
      depositPercent: 30,
      voidedAt: null,
      voidReason: null,
      cancelledSessionOn: null,
      settlement: null,
      refundCents: null,
      refundMethod: null,
      refundedOn: null,
    },
    booking: {
      id: 9,
      name: 'Hannah Wells',
      email: 'hannah@example.com',
      session: 'Equine portrait',
      dateScheduled: '2026-12-20',
    },
    items: [
      { id: 1, description: 'Equine portrait session', quantity: 1, unitPriceCents: 45000 },
      { id: 2, description: 'Prints', quantity: 2, unitPriceCents: 2500 },
    ],
    payments: [],
    paidCents: 0,
    balanceCents: 50000,
    status: 'Unpaid',
    schedule: [
      { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-27', unpaidCents: 15000, overdue: true },
      { kind: 'balance', amountCents: 35000, dueOn: '2026-12-13', unpaidCents: 35000, overdue: false },
    ],
    admin: false,
    today: '2026-11-28',
    howToPay: 'Cash or check at the session.',
    ...overrides,
  };
}

async function openPage(data: Record<string, unknown>, action = vi.fn(() => ({}))) {
  const rendered = renderRoute({
    Component: InvoicePage,
    path: '/invoices/:invoiceId',
    url: '/invoices/3',
    loader: () => data,
    action,
  });
  await screen.findByRole('heading', { name: /Invoice INV-2026-0003/, level: 1 });
  // The admin's part is a module of its own, loaded when it is shown (decision 074).
  if (data.admin) await screen.findByRole('heading', { name: 'Payments' });
  return { ...rendered, action };
}

describe('the invoice page', () => {
  test('the client sees the items, the total, each instalment with its date, Overdue, and how to pay', async () => {
    await openPage(invoiceData());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unpaid');
    expect(screen.getByText('Prints')).toBeInTheDocument();
    const schedule = within(screen.getByRole('table', { name: 'Schedule' }));
    const deposit = schedule.getByRole('row', { name: /Deposit \(30 %\)/ });
    expect(deposit).toHaveTextContent('$150.00');
    expect(deposit).toHaveTextContent('November 27, 2026');
    expect(deposit).toHaveTextContent('Overdue');
    const balance = schedule.getByRole('row', { name: /Balance/ });
    expect(balance).toHaveTextContent('December 13, 2026');
    expect(balance).toHaveTextContent('$350.00 due');
    expect(screen.getByText('Cash or check at the session.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      '/invoices/3/pdf',
    );
    expect(screen.queryByRole('heading', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Email the invoice again/ })).not.toBeInTheDocument();
  });

  test('the admin records a payment; a refusal shows at the amount', async () => {
    const action = vi.fn(() => ({
      intent: 'record',
      result: {
        status: 'error' as const,
        initialValue: { amount: '400' },
        error: { amount: ['That is more than the balance of $350.00.'] },
      },
    }));
    const page = await openPage(invoiceData({ admin: true }), action);
    const amount = screen.getByLabelText('Amount ($)');
    await page.enter(amount, '400');
    await page.user.selectOptions(screen.getByLabelText('Method'), 'Cash');
    await page.user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('That is more than the balance of $350.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount ($)')).toHaveAccessibleDescription(
      'That is more than the balance of $350.00.',
    );
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('Record a payment is empty again once recorded, so a second press records nothing twice', async () => {
    // The action records it and comes back to this page with the flash message (a redirect).
    const action = vi.fn(() => redirect('/invoices/3'));
    const page = await openPage(invoiceData({ admin: true }), action);
    await page.enter(screen.getByLabelText('Amount ($)'), '150');
    await page.user.selectOptions(screen.getByLabelText('Method'), 'Cash');
    await page.enter(screen.getByLabelText('Date'), '2026-11-27');
    await page.enter(screen.getByLabelText('Note'), 'Deposit at the barn');
    await page.user.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByLabelText('Amount ($)')).toHaveValue(''));
    // (happy-dom selects no option of a remounted select; a browser shows the first: read .value)
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('');
    // The date goes back to the one the form opens with: today.
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    // Pressed again, the empty form asks for an amount and posts nothing.
    await page.user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('a refused payment keeps what was typed', async () => {
    const action = vi.fn(() => ({
      intent: 'record',
      result: {
        status: 'error' as const,
        initialValue: { amount: '400', method: 'Cash', paidOn: '2026-11-28' },
        error: { amount: ['That is more than the balance of $350.00.'] },
      },
    }));
    const page = await openPage(invoiceData({ admin: true }), action);
    await page.enter(screen.getByLabelText('Amount ($)'), '400');
    await page.user.selectOptions(screen.getByLabelText('Method'), 'Cash');
    await page.user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('That is more than the balance of $350.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('400');
    expect(screen.getByLabelText('Method')).toHaveValue('Cash');
  });

  test('a bad amount is refused as the admin types, and nothing is posted', async () => {
    const page = await openPage(invoiceData({ admin: true }));
    await page.enter(screen.getByLabelText('Amount ($)'), '12.345');
    expect(await screen.findByText('Amount must be an amount in dollars, like 150.00')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(page.action).not.toHaveBeenCalled();
  });

  test("a live payment's reason field says the client is emailed with it", async () => {
    await openPage(
      invoiceData({
        admin: true,
        payments: [
          {
            id: 5,
            amountCents: 15000,
            method: 'Cash',
            paidOn: '2026-11-27',
            note: '',
            voidedAt: null,
            voidReason: null,
          },
        ],
      }),
    );
    expect(screen.getByLabelText('Reason for voiding')).toHaveAccessibleDescription(
      'The client is emailed that it no longer counts, with this reason.',
    );
  });

  test('a voided payment stays, struck through, with its reason', async () => {
    await openPage(
      invoiceData({
        admin: true,
        payments: [
          {
            id: 4,
            amountCents: 15000,
            method: 'Check',
            paidOn: '2026-11-27',
            note: '',
            voidedAt: '2026-11-28T10:00:00Z',
            voidReason: 'The check bounced',
          },
        ],
      }),
    );
    expect(screen.getByText('Voided: The check bounced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void payment' })).not.toBeInTheDocument();
  });

  test('the admin may void an invoice, with a reason; with a payment that counts, it asks what becomes of it', async () => {
    const { unmount } = await openPage(invoiceData({ admin: true }));
    expect(
      screen.getByRole('button', { name: 'Email the invoice again to hannah@example.com' }),
    ).toBeInTheDocument();
    const card = within(
      screen.getByRole('heading', { name: 'Void invoice' }).closest('.card') as HTMLElement,
    );
    expect(card.getByLabelText('Reason for voiding the invoice')).toHaveAccessibleDescription(
      'A void invoice keeps its number; nothing is due on it, its reminders stop and the client is emailed with the reason. To replace it, create a new one from Booking Info.',
    );
    expect(card.getByRole('button', { name: 'Void invoice' })).toBeInTheDocument();
    unmount();

    await openPage(
      invoiceData({ admin: true, paidCents: 15000, balanceCents: 35000, status: 'Partially paid' }),
    );
    const paid = within(
      screen.getByRole('heading', { name: 'Void invoice' }).closest('.card') as HTMLElement,
    );
    expect(paid.getByRole('group', { name: 'What becomes of the $150.00 paid' })).toBeInTheDocument();
    expect(
      within(paid.getByLabelText('Payments'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Keep as a cancellation fee', 'Record a refund']);
    expect(paid.getByLabelText('Refund method')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Void invoice' })).toBeInTheDocument();
  });

  test('cancelled with its session: says so and what was paid, the rest Cancelled; the admin keeps it or refunds it', async () => {
    const cancelled = (admin: boolean, settled: Record<string, unknown> = {}) =>
      invoiceData({
        admin,
        invoice: { ...invoiceData().invoice, cancelledSessionOn: '2026-12-20', ...settled },
        paidCents: 15000,
        balanceCents: 0,
        status: 'Cancelled',
        schedule: [
          {
            kind: 'deposit',
            amountCents: 15000,
            dueOn: '2026-11-27',
            unpaidCents: 0,
            overdue: false,
            cancelled: false,
          },
          {
            kind: 'balance',
            amountCents: 35000,
            dueOn: '2026-12-13',
            unpaidCents: 0,
            overdue: false,
            cancelled: true,
          },
        ],
      });
    const { unmount } = await openPage(cancelled(false));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancelled');
    expect(
      screen.getByText(
        'Cancelled with the session on December 20, 2026. Paid: $150.00. What becomes of it is still to be decided.',
      ),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Schedule' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.lastChild?.textContent)).toEqual(['Paid', 'Cancelled']);
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep as a cancellation fee' })).not.toBeInTheDocument();
    unmount();

    const admin = await openPage(cancelled(true));
    expect(screen.getByRole('button', { name: 'Keep as a cancellation fee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a refund' })).toBeInTheDocument();
    expect(screen.getByLabelText('Refund amount ($)')).toHaveValue('150.00');
    expect(screen.queryByRole('heading', { name: 'Record a payment' })).not.toBeInTheDocument();
    admin.unmount();

    await openPage(
      cancelled(true, {
        settlement: 'refund',
        refundCents: 10000,
        refundMethod: 'Check',
        refundedOn: '2026-12-02',
      }),
    );
    expect(
      screen.getByText(
        'Cancelled with the session on December 20, 2026. Paid: $150.00. Refunded $100.00 (Check, December 2, 2026).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep as a cancellation fee' })).not.toBeInTheDocument();
  });

  test('a void invoice says so and why, instead of its schedule and how to pay, and offers nothing to do', async () => {
    await openPage(
      invoiceData({
        admin: true,
        invoice: {
          ...invoiceData().invoice,
          voidedAt: '2026-11-28T10:00:00Z',
          voidReason: 'Sent by mistake',
        },
        balanceCents: 0,
        status: 'Void',
        schedule: [],
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Void');
    expect(
      screen.getByText('This invoice is void; nothing is due on it. Reason: Sent by mistake'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cash or check at the session.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Void invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Email the invoice again/ })).not.toBeInTheDocument();
  });
});
