import { href, Link } from 'react-router';
import { formatDay } from '../../business-time/calendar-dates';
import type { InvoiceLedger, LedgerRow } from '../../invoices/invoice-ledger';
import { formatUsd } from '../../money/money';
import { invoiceStatusStanding, StatusBadge } from '../status-badge';
import { CardCell, CardRow, CardTable, type CardTableColumn, CardTitle } from './card-table';

const columns: CardTableColumn[] = [
  { label: 'Invoice' },
  { label: 'Client' },
  { label: 'Session' },
  { label: 'Total', end: true },
  { label: 'Balance', end: true },
  { label: 'Status' },
  { label: 'Next due' },
];

/** "$150.00 on December 1, 2026", Overdue once its day has passed; "Nothing due" when paid, void or cancelled. */
function NextDue({ row }: { row: LedgerRow }) {
  // Said, not left blank: a blank cell reads as missing data.
  if (!row.next) return <>Nothing due</>;
  return (
    <>
      {formatUsd(row.next.unpaidCents)} on {formatDay(row.next.dueOn)}
      {row.next.overdue ? (
        <>
          {' '}
          <StatusBadge standing="overdue">Overdue</StatusBadge>
        </>
      ) : null}
    </>
  );
}

/** The session and its day, or the day it was on when it was cancelled with it. */
function sessionCell(row: LedgerRow): string {
  if (row.cancelledSessionOn)
    return `${row.booking.session}, Cancelled (was ${formatDay(row.cancelledSessionOn)})`;
  return `${row.booking.session}${row.booking.dateScheduled ? `, ${formatDay(row.booking.dateScheduled)}` : ''}`;
}

/** What became of what was paid: the admin's to choose on the invoice until it is recorded. */
function settledCell(row: LedgerRow): string {
  if (row.settlement === 'fee') return 'Kept as a cancellation fee';
  if (row.settlement === 'refund') return `Refunded ${formatUsd(row.refundCents ?? 0)}`;
  return 'To decide: keep as a fee or refund';
}

const cancelledColumns: CardTableColumn[] = [
  { label: 'Invoice' },
  { label: 'Client' },
  { label: 'Session' },
  { label: 'Paid', end: true },
  { label: 'What became of it' },
];

/** Invoices cancelled with their session on which something was paid: not owed, but not settled by itself. */
function CancelledWithPayments({ rows }: { rows: LedgerRow[] }) {
  return (
    <section aria-labelledby="cancelled-invoices-heading" className="mt-4">
      <h3 id="cancelled-invoices-heading" className="h5">
        Cancelled sessions with payments
      </h3>
      <CardTable columns={cancelledColumns} labelledBy="cancelled-invoices-heading" striped>
        {rows.map((row) => (
          <CardRow key={row.id}>
            <CardTitle>
              <Link to={href('/invoices/:invoiceId', { invoiceId: String(row.id) })}>{row.number}</Link>
            </CardTitle>
            <CardCell label="Client">
              <Link to={href('/BookingInfo/:id', { id: String(row.booking.id) })}>{row.booking.name}</Link>
            </CardCell>
            <CardCell label="Session">{sessionCell(row)}</CardCell>
            <CardCell label="Paid" end>
              {formatUsd(row.paidCents)}
            </CardCell>
            <CardCell label="What became of it">{settledCell(row)}</CardCell>
          </CardRow>
        ))}
      </CardTable>
    </section>
  );
}

/** The sentence above the list: what is owed in all, and how much of it is overdue. */
function owedSentence({ owedCents, owedCount, overdueCents }: InvoiceLedger): string {
  if (owedCount === 0) return 'Nothing is owed.';
  const invoices = owedCount === 1 ? '1 invoice' : `${owedCount} invoices`;
  return `${formatUsd(owedCents)} is owed on ${invoices}; ${formatUsd(overdueCents)} of it is overdue.`;
}

/**
 * Admin Home → Show Invoices (PRODUCT §16): what the business is owed. Every invoice, those with
 * something owed first (the soonest due first), each linked to its page and its booking.
 */
export function InvoicesView({ ledger }: { ledger: InvoiceLedger }) {
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className="h4">
        Invoices
      </h2>
      {ledger.rows.length === 0 && ledger.cancelledWithPayments.length === 0 ? (
        <p>No invoices yet. Create one from a booking's Booking Info.</p>
      ) : (
        <>
          <p>{owedSentence(ledger)}</p>
          {ledger.rows.length > 0 ? (
            <CardTable columns={columns} labelledBy="invoices-heading" striped>
              {ledger.rows.map((row) => (
                <CardRow key={row.id}>
                  <CardTitle>
                    <Link to={href('/invoices/:invoiceId', { invoiceId: String(row.id) })}>{row.number}</Link>
                  </CardTitle>
                  <CardCell label="Client">
                    <Link to={href('/BookingInfo/:id', { id: String(row.booking.id) })}>
                      {row.booking.name}
                    </Link>
                  </CardCell>
                  <CardCell label="Session">{sessionCell(row)}</CardCell>
                  <CardCell label="Total" end>
                    {formatUsd(row.totalCents)}
                  </CardCell>
                  <CardCell label="Balance" end>
                    {formatUsd(row.balanceCents)}
                  </CardCell>
                  <CardCell label="Status">
                    <StatusBadge standing={invoiceStatusStanding(row.status)}>{row.status}</StatusBadge>
                  </CardCell>
                  <CardCell label="Next due">
                    <NextDue row={row} />
                  </CardCell>
                </CardRow>
              ))}
            </CardTable>
          ) : null}
          {ledger.cancelledWithPayments.length > 0 ? (
            <CancelledWithPayments rows={ledger.cancelledWithPayments} />
          ) : null}
        </>
      )}
    </section>
  );
}
