import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

/**
 * A chart of Admin Home → Show Reports. Imported only through React.lazy from reports-view.tsx,
 * as Show Visits' charts are (decision 015), so Chart.js is fetched when an admin opens the view
 * and by no other page; only what bar charts need is registered.
 */
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Colours told apart with the common colour-vision deficiencies (Okabe and Ito's palette). */
const colours = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

export interface ChartSeries {
  label: string;
  values: number[];
}

export default function ReportsChart({
  title,
  labels,
  series,
  stacked = false,
  horizontal = false,
  dollars = false,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  horizontal?: boolean;
  /** The values are cents, shown as dollars. */
  dollars?: boolean;
}) {
  const valueAxis = horizontal ? 'x' : 'y';
  return (
    <div
      style={{
        position: 'relative',
        height: horizontal ? `${Math.max(4, labels.length) * 2.5}rem` : '18rem',
      }}
    >
      <Bar
        // The numbers are in the table that follows; the canvas is a picture of them.
        role="img"
        aria-label={`${title} (bar chart; the numbers are in the table that follows)`}
        data={{
          labels,
          datasets: series.map((s, i) => ({
            label: s.label,
            data: dollars ? s.values.map((cents) => cents / 100) : s.values,
            backgroundColor: colours[i % colours.length],
            stack: stacked ? 'one' : s.label,
          })),
        }}
        options={{
          indexAxis: horizontal ? 'y' : 'x',
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: series.length > 1 } },
          scales: {
            [valueAxis]: { beginAtZero: true, stacked, ticks: { precision: dollars ? 2 : 0 } },
            [horizontal ? 'y' : 'x']: { stacked },
          },
        }}
      />
    </div>
  );
}
