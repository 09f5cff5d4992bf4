import type { ReactNode } from 'react';
import { formatDay } from '../../business-time/calendar-dates';
import { business } from '../../content/business';
import { useRootData } from '../../hooks/use-root-data';
import '../../styles/invoice-document.scss';

/**
 * The top of an invoice as a document (PRODUCT §16): who sends it (the business's name, where it
 * is, how to reach it), the invoice's title with its status (`heading`), when it was sent, and
 * whom it is billed to, for which session.
 */
export function InvoiceLetterhead({
  heading,
  sentOn,
  booking,
}: {
  heading: ReactNode;
  /** "November 22, 2026"; absent when not known. */
  sentOn?: string;
  booking: { name: string; email: string; session: string; dateScheduled: string | null };
}) {
  const root = useRootData();
  return (
    <>
      <header className="invoice-head">
        <div>
          <p className="invoice-business">{business.name}</p>
          <address className="mb-0">
            {business.city}
            {root ? (
              <>
                <br />
                {root.businessEmail}
                <br />
                {root.businessPhone}
              </>
            ) : null}
          </address>
        </div>
        <div className="invoice-title">
          {heading}
          {sentOn ? <p className="mb-0 text-body-secondary">Sent on {sentOn}</p> : null}
        </div>
      </header>
      <section className="invoice-bill-to" aria-labelledby="invoice-bill-to">
        <h2 className="doc-label" id="invoice-bill-to">
          Bill to
        </h2>
        <p className="mb-0">
          <span className="fw-semibold">{booking.name}</span>
          <br />
          {booking.email}
          <br />
          {booking.session}
          {booking.dateScheduled ? `, ${formatDay(booking.dateScheduled)}` : ''}
        </p>
      </section>
    </>
  );
}
