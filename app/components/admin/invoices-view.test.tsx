/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { InvoiceLedger, LedgerRow } from '../../invoices/invoice-ledger';
import AdminHome from '../../routes/admin-home';

/**
 * Admin Home → Show Invoices (PRODUCT §16): what each row shows and where it links. The order and
 * the sums are app/invoices/invoice-ledger.test.ts; reading them from the database,
 * tests/integration/invoices-admin.test.ts.
 */

const booking = { id: 12, name: 'Hannah Wells', session: 'Equine portrait', dateScheduled: '2026-12-20' };
const overdueRow: LedgerRow = {
  id: 5,
  number: 'INV-2026-0005',
  totalCents: 50000,
  paidCents: 0,
  balanceCents: 50000,
  status: 'Unpaid',
  schedule: [
    { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-20', unpaidCents: 15000, overdue: true },
    { kind: 'balance', amountCents: 35000, dueOn: '2026-12-13', unpaidCents: 35000, overdue: false },
  ],
  cancelledSessionOn: null,
  settlement: null,
  refundCents: null,
  booking,
  next: { kind: 'deposit', amountCents: 15000, dueOn: '2026-11-20', unpaidCents: 15000, overdue: true },
};
const paidRow: LedgerRow = {
  ...overdueRow,
  id: 4,
  number: 'INV-2026-0004',
  paidCents: 50000,
  balanceCents: 0,
  status: 'Paid',
  schedule: [],
  booking: { ...booking, dateScheduled: null },
  next: null,
};

function openView(ledger: InvoiceLedger) {
  return renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    url: '/adminHome?view=invoices',
    loader: () => ({ view: 'invoices', undeliveredMail: [], invoiceLedger: ledger }),
  });
}

describe('Show Invoices', () => {
  test('says what is owed, and each invoice with its client, session, sums, status and next due day', async () => {
    openView({
      cancelledWithPayments: [],
      rows: [overdueRow, paidRow],
      owedCents: 50000,
      owedCount: 1,
      overdueCents: 15000,
    });
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('$500.00 is owed on 1 invoice; $150.00 of it is overdue.')).toBeInTheDocument();

    const [overdue, paid] = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(overdue)).toEqual([
      'Hannah Wells',
      'Equine portrait, December 20, 2026',
      '$500.00',
      '$500.00',
      'Unpaid',
      '$150.00 on November 20, 2026 Overdue',
    ]);
    expect(cells(paid)).toEqual([
      'Hannah Wells',
      'Equine portrait',
      '$500.00',
      '$0.00',
      'Paid',
      'Nothing due',
    ]);
    expect(within(overdue as HTMLElement).getByRole('link', { name: 'INV-2026-0005' })).toHaveAttribute(
      'href',
      '/invoices/5',
    );
    expect(within(overdue as HTMLElement).getByRole('link', { name: 'Hannah Wells' })).toHaveAttribute(
      'href',
      '/BookingInfo/12',
    );
  });

  test('says when nothing is owed, and when there is no invoice at all', async () => {
    const { unmount } = openView({
      cancelledWithPayments: [],
      rows: [paidRow],
      owedCents: 0,
      owedCount: 0,
      overdueCents: 0,
    });
    expect(await screen.findByText('Nothing is owed.')).toBeInTheDocument();
    unmount();
    openView({ cancelledWithPayments: [], rows: [], owedCents: 0, owedCount: 0, overdueCents: 0 });
    expect(
      await screen.findByText("No invoices yet. Create one from a booking's Booking Info."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('lists invoices cancelled with their session on which something was paid apart, with what became of it', async () => {
    const cancelled: LedgerRow = {
      ...paidRow,
      id: 6,
      number: 'INV-2026-0006',
      paidCents: 20000,
      status: 'Cancelled',
      cancelledSessionOn: '2026-12-20',
    };
    openView({
      rows: [],
      cancelledWithPayments: [
        cancelled,
        { ...cancelled, id: 7, number: 'INV-2026-0007', settlement: 'fee' },
        { ...cancelled, id: 8, number: 'INV-2026-0008', settlement: 'refund', refundCents: 15000 },
      ],
      owedCents: 0,
      owedCount: 0,
      overdueCents: 0,
    });
    expect(await screen.findByText('Nothing is owed.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cancelled sessions with payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Hannah Wells',
        'Equine portrait, Cancelled (was December 20, 2026)',
        '$200.00',
        'To decide: keep as a fee or refund',
      ],
      [
        'Hannah Wells',
        'Equine portrait, Cancelled (was December 20, 2026)',
        '$200.00',
        'Kept as a cancellation fee',
      ],
      ['Hannah Wells', 'Equine portrait, Cancelled (was December 20, 2026)', '$200.00', 'Refunded $150.00'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'INV-2026-0006' })).toHaveAttribute(
      'href',
      '/invoices/6',
    );
  });
});
