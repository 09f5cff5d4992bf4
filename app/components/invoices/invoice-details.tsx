import { formatDay } from '../../business-time/calendar-dates';
import {
  cancelledWithSession,
  howToPayParagraphs,
  type InstalmentState,
  type InvoiceStatus,
  instalmentLabel,
  instalmentStanding,
  settlementSentence,
  voidInvoiceNotice,
} from '../../invoices/invoice-money';
import { formatUsd, lineTotalCents } from '../../money/money';
import '../../styles/bootstrap/tables.scss';
import { instalmentStandingOf, StatusBadge } from '../status-badge';

interface Props {
  items: { id: number; description: string; quantity: number; unitPriceCents: number }[];
  invoice: {
    taxLabel: string;
    taxCents: number;
    totalCents: number;
    depositPercent: number;
    voidedAt: Date | string | null;
    voidReason: string | null;
    cancelledSessionOn: string | null;
    settlement: 'fee' | 'refund' | null;
    refundCents: number | null;
    refundMethod: string | null;
    refundedOn: string | null;
  };
  schedule: InstalmentState[];
  paidCents: number;
  balanceCents: number;
  howToPay: string;
  /** "Paid" puts the stamp across the totals. */
  status?: InvoiceStatus;
}

/** Paid, Overdue or the amount still due, each in its standing's colour. */
function instalmentStatus(state: InstalmentState) {
  return <StatusBadge standing={instalmentStandingOf(state)}>{instalmentStanding(state)}</StatusBadge>;
}

/**
 * PRODUCT §16 what an invoice says to both sides: items, total, schedule, paid, balance, how to
 * pay; a void one says why instead of its schedule. Written in Bootstrap's markup (the HTML
 * react-bootstrap's Table and Alert write), not its components: a client's invoice from an email
 * then loads none of the component library's files (decision 074).
 */
export function InvoiceDetails({
  items,
  invoice,
  schedule,
  paidCents,
  balanceCents,
  howToPay,
  status,
}: Props) {
  return (
    <>
      {/* The stamp is drawn by CSS from data-paid: the status in words is the page's heading. */}
      <div className="invoice-lines-wrap" data-paid={status === 'Paid' ? status : undefined}>
        <div className="table-responsive">
          <table className="invoice-lines mb-4 table">
            <caption className="visually-hidden">Items</caption>
            <thead className="invoice-table-head">
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className="text-end">
                  Quantity
                </th>
                <th scope="col" className="text-end">
                  Unit price
                </th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{item.description}</td>
                  <td className="text-end">{item.quantity}</td>
                  <td className="text-end">{formatUsd(item.unitPriceCents)}</td>
                  <td className="text-end">
                    {formatUsd(lineTotalCents(item.unitPriceCents, item.quantity))}
                  </td>
                </tr>
              ))}
              {invoice.taxCents > 0 ? (
                <tr>
                  <td colSpan={3}>{invoice.taxLabel}</td>
                  <td className="text-end">{formatUsd(invoice.taxCents)}</td>
                </tr>
              ) : null}
            </tbody>
            <tfoot className="invoice-totals">
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="text-end fw-semibold">{formatUsd(invoice.totalCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Paid
                </th>
                <td className="text-end">{formatUsd(paidCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Balance
                </th>
                <td className="text-end fw-semibold">{formatUsd(balanceCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      {invoice.voidedAt ? (
        // A void invoice has no schedule to keep and nothing to pay: only why it is void.
        <div role="alert" className="fade alert alert-secondary show">
          {voidInvoiceNotice(invoice.voidReason)} {paidCents > 0 ? settlementSentence(invoice) : null}
        </div>
      ) : invoice.cancelledSessionOn ? (
        // Cancelled with its session: what was paid and what became of it, and nothing more to pay.
        <>
          <div role="alert" className="fade alert alert-secondary show">
            {cancelledWithSession(invoice.cancelledSessionOn)}. Paid: {formatUsd(paidCents)}.{' '}
            {paidCents > 0
              ? (settlementSentence(invoice) ?? 'What becomes of it is still to be decided.')
              : 'Nothing is due.'}
          </div>
          <Schedule depositPercent={invoice.depositPercent} schedule={schedule} />
        </>
      ) : (
        <>
          <Schedule depositPercent={invoice.depositPercent} schedule={schedule} />
          <HowToPay howToPay={howToPay} />
        </>
      )}
    </>
  );
}

/** The schedule with each instalment's state. */
function Schedule({ depositPercent, schedule }: { depositPercent: number; schedule: InstalmentState[] }) {
  return (
    <>
      <h2 className="h5">Schedule</h2>
      <div className="table-responsive">
        <table className="invoice-schedule mb-4 table">
          <caption className="visually-hidden">Schedule</caption>
          <thead className="invoice-table-head">
            <tr>
              <th scope="col">Instalment</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((state) => (
              <tr key={state.kind}>
                <td>{instalmentLabel(state.kind, depositPercent)}</td>
                <td className="text-end">{formatUsd(state.amountCents)}</td>
                <td>{formatDay(state.dueOn)}</td>
                <td>{instalmentStatus(state)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The business's How to pay. */
function HowToPay({ howToPay }: { howToPay: string }) {
  return (
    <section className="invoice-how-to-pay" aria-labelledby="how-to-pay">
      <h2 className="h5" id="how-to-pay">
        How to pay
      </h2>
      {howToPayParagraphs(howToPay).map((paragraph) => (
        <p key={paragraph} className="mb-2">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
