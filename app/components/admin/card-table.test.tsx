/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { EventsView } from './events-view';
import { InvoicesView } from './invoices-view';
import { RemindersView } from './reminders-view';
import { UndeliveredMail } from './undelivered-mail';

/**
 * Admin Home's tables, cards on a phone (PRODUCT §14 On a phone): one table whose cells each show
 * their column's name on a phone (`data-label`, read by app/styles/table-cards.scss), and whose
 * header row names them for a screen reader at every width. That the cards are drawn at 390 px
 * without sideways scrolling is the browser test's part (invoices.spec.ts).
 */

/** Every cell's card label is its column's header, and each row's cells match the header row. */
function expectCellsNamedByTheirColumns(table: HTMLElement) {
  const [header, ...rows] = within(table).getAllByRole('row');
  if (!header) throw new Error('no header row');
  const columns = within(header)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const cells = [...row.children];
    expect(cells).toHaveLength(columns.length);
    cells.forEach((cell, index) => {
      if (cell.getAttribute('role') === 'rowheader') expect(cell.hasAttribute('data-label')).toBe(false);
      // The buttons' column has a hidden name ('Actions'): the buttons' own names say what they do.
      else if (columns[index] === 'Actions') expect(cell.hasAttribute('data-label')).toBe(false);
      else expect(cell.getAttribute('data-label'), `column ${index + 1}`).toBe(columns[index]);
    });
  }
}

const invoiceRow = {
  id: 5,
  number: 'INV-2026-0005',
  totalCents: 50000,
  paidCents: 0,
  balanceCents: 50000,
  status: 'Unpaid' as const,
  schedule: [],
  cancelledSessionOn: null,
  settlement: null,
  refundCents: null,
  booking: { id: 12, name: 'Hannah Wells', session: 'Equine portrait', dateScheduled: null },
  next: null,
};

function Invoices() {
  return (
    <InvoicesView
      ledger={{
        rows: [invoiceRow],
        cancelledWithPayments: [],
        owedCents: 50000,
        owedCount: 1,
        overdueCents: 0,
      }}
    />
  );
}

function Reminders() {
  const reminder = {
    id: 7,
    kind: 'session' as const,
    when: 'Jun 4, 2026, 9:00 AM PDT',
    to: 'tyler@example.com',
    subject: 'Your session is in 7 days',
    booking: { id: 12, label: 'Equine portrait for Tyler Reed' },
    gallery: null,
  };
  return <RemindersView reminders={[reminder]} switches={{ session: true, gallery: true, invoice: true }} />;
}

function Events() {
  const event = {
    id: 3,
    title: 'Equine portrait',
    name: 'Wanda Walker',
    session: 'Equine portrait',
    start: '2026-12-15',
  };
  const blocked = {
    days: [
      { date: '2026-12-25', reason: 'Christmas Day', kind: 'holiday' as const },
      { date: '2026-12-28', reason: '', kind: 'admin' as const },
    ],
    min: '2026-11-28',
    max: '2027-11-28',
  };
  return <EventsView events={[event]} blocked={blocked} feedUrl={null} />;
}

function Mail() {
  const mail = {
    id: 9,
    to: 'gwen@example.com',
    subject: 'Your receipt',
    attempts: 3,
    lastError: 'refused',
    nextTry: null,
  };
  return <UndeliveredMail mail={[mail]} />;
}

describe('Admin Home tables, one table and a card per row on a phone', () => {
  test('Show Invoices: the invoice number heads its card', async () => {
    renderRoute({ Component: Invoices });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expectCellsNamedByTheirColumns(table);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('INV-2026-0005');
  });

  test('Show Reminders', async () => {
    renderRoute({ Component: Reminders });
    expectCellsNamedByTheirColumns(await screen.findByRole('table', { name: 'Reminders' }));
  });

  test('Show Events, and the blocked dates under it', async () => {
    renderRoute({ Component: Events });
    const events = await screen.findByRole('table', { name: 'Events' });
    expectCellsNamedByTheirColumns(events);
    // The day in words, as every admin screen writes it (PRODUCT §2).
    expect(within(events).getByText('December 15, 2026')).toBeVisible();
    expectCellsNamedByTheirColumns(screen.getByRole('table', { name: 'Blocked dates' }));
  });

  test('Undelivered mail', async () => {
    renderRoute({ Component: Mail });
    expectCellsNamedByTheirColumns(await screen.findByRole('table', { name: 'Undelivered mail' }));
  });
});
