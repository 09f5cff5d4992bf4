import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { withLoadTimeout } from '../../chunks/chunk-load-failure';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import '../../styles/bootstrap/tables.scss';

/** What the visits view shows: the shape of visitStats() (app/visits/page-views.server.ts). */
export interface VisitStatsView {
  days: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
  bookingWeeks: { weekStart: string; requests: number }[];
}

// Chart.js loads only here, only in the browser, only when this view is open.
const VisitsCharts = lazy(() => withLoadTimeout('visits-charts', () => import('./visits-charts')));

/** True after hydration: the charts draw on a canvas, so the server renders the tables alone. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function Panel({
  id,
  title,
  chart,
  head,
  rows,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  head: [string, string];
  rows: [string, number][];
}) {
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h4">
        {title}
      </h2>
      {chart}
      {/* The chart's numbers for screen readers and for anyone without the canvas. */}
      <Table size="sm" className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** Admin Home → Show Visits: the last 30 days of first-party page views and booking requests. */
export function VisitsView({ stats }: { stats: VisitStatsView }) {
  const mounted = useMounted();
  const chart = (part: 'days' | 'pages' | 'weeks') =>
    mounted ? (
      <ChunkErrorBoundary>
        <Suspense fallback={<p className="text-body-secondary">Loading the chart…</p>}>
          <VisitsCharts stats={stats} part={part} />
        </Suspense>
      </ChunkErrorBoundary>
    ) : null;
  const total = stats.days.reduce((sum, d) => sum + d.views, 0);
  return (
    <>
      <p>
        Page views in the last 30 days: <strong>{total}</strong>. Counted on this site's own server: no
        cookies, no addresses, no bots, and nobody who asks not to be tracked (Do Not Track, Global Privacy
        Control).
      </p>
      <Panel
        id="visits-days-heading"
        title="Page views per day"
        chart={chart('days')}
        head={['Day', 'Page views']}
        rows={stats.days.map((d) => [d.day, d.views])}
      />
      <Panel
        id="visits-pages-heading"
        title="Most viewed pages"
        chart={stats.topPages.length > 0 ? chart('pages') : <p>No page views yet.</p>}
        head={['Page', 'Page views']}
        rows={stats.topPages.map((p) => [p.path, p.views])}
      />
      <Panel
        id="visits-weeks-heading"
        title="Booking requests per week"
        chart={chart('weeks')}
        head={['Week starting', 'Booking requests']}
        rows={stats.bookingWeeks.map((w) => [w.weekStart, w.requests])}
      />
    </>
  );
}
