import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { href, Link } from 'react-router';
import type { InvoiceSummary } from '../../invoices/invoice-views';
import { formatUsd } from '../../money/money';
import { invoiceStatusStanding, StatusBadge } from '../status-badge';

/** Booking Info's Invoices block (PRODUCT §16): each invoice with its status, and Create invoice. */
export function BookingInvoices({ bookingId, invoices }: { bookingId: number; invoices: InvoiceSummary[] }) {
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        Invoices
      </Card.Header>
      {invoices.length === 0 ? (
        <Card.Body>No invoice yet.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {invoices.map((invoice) => (
            <ListGroup.Item key={invoice.id}>
              <Link to={href('/invoices/:invoiceId', { invoiceId: String(invoice.id) })}>
                {invoice.number}
              </Link>
              : {formatUsd(invoice.totalCents)},{' '}
              <StatusBadge standing={invoiceStatusStanding(invoice.status)}>{invoice.status}</StatusBadge>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Card.Footer>
        <Link
          className="btn btn-primary btn-sm"
          to={href('/BookingInfo/:id/invoice', { id: String(bookingId) })}
        >
          Create invoice
        </Link>
      </Card.Footer>
    </Card>
  );
}
