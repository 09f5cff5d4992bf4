import { Table } from 'react-bootstrap';
import { href, Link } from 'react-router';
import { formatDay } from '../../client-sessions/session-timeline';
import type { InvoiceLedger, LedgerRow } from '../../invoices/invoice-ledger';
import { formatUsd } from '../../shop/money';
import { invoiceStatusStanding, StatusBadge } from '../status-badge';
import '../../styles/bootstrap/tables.scss';

/** "$150.00 on December 1, 2026", Overdue once its day has passed; "Nothing due" when paid or void. */
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
      {ledger.rows.length === 0 ? (
        <p>No invoices yet. Create one from a booking's Booking Info.</p>
      ) : (
        <>
          <p>{owedSentence(ledger)}</p>
          <Table size="sm" responsive striped aria-labelledby="invoices-heading">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Client</th>
                <th scope="col">Session</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col" className="text-end">
                  Balance
                </th>
                <th scope="col">Status</th>
                <th scope="col">Next due</th>
              </tr>
            </thead>
            <tbody>
              {ledger.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={href('/invoices/:invoiceId', { invoiceId: String(row.id) })}>{row.number}</Link>
                  </th>
                  <td>
                    <Link to={href('/BookingInfo/:id', { id: String(row.booking.id) })}>
                      {row.booking.name}
                    </Link>
                  </td>
                  <td>
                    {row.booking.session}
                    {row.booking.dateScheduled ? `, ${formatDay(row.booking.dateScheduled)}` : ''}
                  </td>
                  <td className="text-end">{formatUsd(row.totalCents)}</td>
                  <td className="text-end">{formatUsd(row.balanceCents)}</td>
                  <td>
                    <StatusBadge standing={invoiceStatusStanding(row.status)}>{row.status}</StatusBadge>
                  </td>
                  <td>
                    <NextDue row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
