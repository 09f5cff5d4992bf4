import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { href } from 'react-router';
import { bookedShare, monthLabel, paymentMethods, type ReportsData, sourceLabel } from '../../admin/reports';
import { withLoadTimeout } from '../../chunks/chunk-load-failure';
import { formatUsd } from '../../money/money';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import '../../styles/bootstrap/tables.scss';

// Chart.js loads only here, only in the browser, only when this view is open (as Show Visits).
const ReportsChart = lazy(() => withLoadTimeout('reports-charts', () => import('./reports-charts')));

/** True after hydration: the charts draw on a canvas, so the server renders the tables alone. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

type ChartProps = ComponentProps<typeof ReportsChart>;

/** A chart and its numbers as a table, for screen readers and for anyone without the canvas. */
function Panel({
  id,
  chart,
  head,
  rows,
}: {
  id: string;
  chart: ChartProps;
  head: string[];
  rows: (string | number)[][];
}) {
  const mounted = useMounted();
  return (
    <section aria-labelledby={id} className="mb-5">
      <h3 id={id} className="h4">
        {chart.title}
      </h3>
      {mounted ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<p className="text-body-secondary">Loading the chart…</p>}>
            <ReportsChart {...chart} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
      <Table size="sm" className="visually-hidden">
        <caption>{chart.title}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

const countHead = ['Requests', 'Scheduled', 'Cancelled', 'Lost', 'Booked', 'Share booked'];

/**
 * Admin Home → Show Reports (PRODUCT §2 Admin Home, Reports): the last 12 months by month, each as
 * a chart with its table, and the accountant's downloads for a year.
 */
export function ReportsView({ reports }: { reports: ReportsData }) {
  const labels = reports.months.map(monthLabel);
  const requests = reports.requestsByMonth;
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="h3">
        Reports
      </h2>
      <p>
        The last 12 months, by month, in the business's time zone. A request counts in the month it was sent,
        whatever happened to it since.
      </p>
      <Panel
        id="reports-requests"
        chart={{
          title: 'Booking requests by month',
          labels,
          series: [
            { label: 'Requests', values: requests.map((m) => m.requests) },
            { label: 'Scheduled', values: requests.map((m) => m.scheduled) },
            { label: 'Cancelled', values: requests.map((m) => m.cancelled) },
            { label: 'Lost', values: requests.map((m) => m.lost) },
            { label: 'Booked', values: requests.map((m) => m.booked) },
          ],
        }}
        head={['Month', ...countHead]}
        rows={requests.map((m) => [
          monthLabel(m.month),
          m.requests,
          m.scheduled,
          m.cancelled,
          m.lost,
          m.booked,
          bookedShare(m),
        ])}
      />
      <Panel
        id="reports-session-types"
        chart={{
          title: 'Booking requests by session type',
          labels: reports.bySessionType.map((s) => s.session),
          series: [
            { label: 'Requests', values: reports.bySessionType.map((s) => s.requests) },
            { label: 'Booked', values: reports.bySessionType.map((s) => s.booked) },
          ],
          horizontal: true,
        }}
        head={['Session type', ...countHead]}
        rows={reports.bySessionType.map((s) => [
          s.session,
          s.requests,
          s.scheduled,
          s.cancelled,
          s.lost,
          s.booked,
          bookedShare(s),
        ])}
      />
      <Panel
        id="reports-sources"
        chart={{
          title: 'Where requests came from',
          labels: reports.sources.map((s) => sourceLabel(s.source)),
          series: [
            { label: 'Requests', values: reports.sources.map((s) => s.requests) },
            { label: 'Booked', values: reports.sources.map((s) => s.booked) },
          ],
          horizontal: true,
        }}
        head={['How they heard about us', 'Requests', 'Booked', 'Share booked']}
        rows={reports.sources.map((s) => [sourceLabel(s.source), s.requests, s.booked, bookedShare(s)])}
      />
      <Panel
        id="reports-money"
        chart={{
          title: 'Invoiced, collected and outstanding',
          labels,
          series: [
            { label: 'Invoiced', values: reports.money.map((m) => m.invoicedCents) },
            ...paymentMethods.map((method) => ({
              label: `Collected: ${method}`,
              values: reports.money.map((m) => m.collected[method]),
            })),
            { label: 'Outstanding at month end', values: reports.money.map((m) => m.outstandingCents) },
          ],
          dollars: true,
        }}
        head={[
          'Month',
          'Invoiced',
          ...paymentMethods.map((method) => `Collected: ${method}`),
          'Outstanding at month end',
        ]}
        rows={reports.money.map((m) => [
          monthLabel(m.month),
          formatUsd(m.invoicedCents),
          ...paymentMethods.map((method) => formatUsd(m.collected[method])),
          formatUsd(m.outstandingCents),
        ])}
      />
      <Panel
        id="reports-galleries"
        chart={{
          title: 'Galleries, downloads and shop orders',
          labels,
          series: [
            { label: 'Galleries released', values: reports.galleries.map((m) => m.released) },
            { label: 'Galleries opened', values: reports.galleries.map((m) => m.opened) },
            { label: 'Selections sent', values: reports.galleries.map((m) => m.selectionsSent) },
            { label: 'Pictures downloaded', values: reports.galleries.map((m) => m.picturesDownloaded) },
            { label: 'Shop orders', values: reports.galleries.map((m) => m.orders) },
          ],
        }}
        head={[
          'Month',
          'Galleries released',
          'Galleries opened',
          'Selections sent',
          'Pictures downloaded',
          'Shop orders',
          'Shop revenue (before tax)',
        ]}
        rows={reports.galleries.map((m) => [
          monthLabel(m.month),
          m.released,
          m.opened,
          m.selectionsSent,
          m.picturesDownloaded,
          m.orders,
          formatUsd(m.orderRevenueCents),
        ])}
      />
      <section aria-labelledby="reports-downloads" className="mb-4">
        <h3 id="reports-downloads" className="h4">
          For the accountant
        </h3>
        {/* A plain GET form: the browser saves the file the button asks for, no script needed. */}
        <form
          method="get"
          action={href('/reports/payments.csv')}
          className="d-flex flex-wrap gap-2 align-items-end"
        >
          <div>
            <label htmlFor="reports-year" className="form-label">
              Year
            </label>
            <select id="reports-year" name="year" className="form-select" defaultValue={reports.years[0]}>
              {reports.years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-outline-primary">
            Download payments (CSV)
          </button>
          <button
            type="submit"
            formAction={href('/reports/bookings.csv')}
            className="btn btn-outline-primary"
          >
            Download bookings (CSV)
          </button>
        </form>
      </section>
    </section>
  );
}
