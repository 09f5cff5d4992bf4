import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { VisitStatsView } from './visits-view';

/**
 * The three charts of Admin Home → Show Visits. This module is imported only through React.lazy
 * from visits-view.tsx, so Chart.js is in its own chunk, fetched when an admin opens that view and
 * by no other page (docs/decisions/015-visits.md). Only the pieces a bar chart needs are
 * registered, so the rest of Chart.js is left out of the chunk.
 */
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/**
 * The bars' colour: the brand's primary, read from the page's own custom property (decision 058),
 * so the charts follow the theme. This module only runs in the browser (lazily loaded).
 */
function barColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim();
}

function BarChart({
  label,
  labels,
  values,
  horizontal = false,
}: {
  label: string;
  labels: string[];
  values: number[];
  horizontal?: boolean;
}) {
  return (
    <div
      style={{
        position: 'relative',
        height: horizontal ? `${Math.max(4, labels.length) * 2.2}rem` : '16rem',
      }}
    >
      <Bar
        // The numbers are in the table after each chart; the canvas is a picture of them.
        role="img"
        aria-label={`${label} (bar chart; the numbers are in the table that follows)`}
        data={{ labels, datasets: [{ label, data: values, backgroundColor: barColour() }] }}
        options={{
          indexAxis: horizontal ? 'y' : 'x',
          maintainAspectRatio: false,
          animation: false,
          scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}

export default function VisitsCharts({
  stats,
  part,
}: {
  stats: VisitStatsView;
  part: 'days' | 'pages' | 'weeks';
}) {
  if (part === 'days') {
    return (
      <BarChart
        label="Page views per day"
        labels={stats.days.map((d) => d.day.slice(5))}
        values={stats.days.map((d) => d.views)}
      />
    );
  }
  if (part === 'pages') {
    return (
      <BarChart
        label="Most viewed pages"
        labels={stats.topPages.map((p) => p.path)}
        values={stats.topPages.map((p) => p.views)}
        horizontal
      />
    );
  }
  return (
    <BarChart
      label="Booking requests per week"
      labels={stats.bookingWeeks.map((w) => `Week of ${w.weekStart.slice(5)}`)}
      values={stats.bookingWeeks.map((w) => w.requests)}
    />
  );
}
