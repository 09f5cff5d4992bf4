import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

/**
 * A chart of Admin Home → Show Reports. Imported only through React.lazy from reports-view.tsx,
 * as Show Visits' charts are (decision 015), so Chart.js is fetched when an admin opens the view
 * and by no other page; only what bar charts need is registered.
 */
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/**
 * The series' colours: the brand's six (decision 058), read from the page's custom properties so
 * the theme stays the one place a colour is chosen; the table beside each chart carries the
 * numbers for anyone who cannot tell two apart.
 */
const brandColours = ['earth', 'sage', 'accent', 'sky', 'clay', 'stone'];

function seriesColours(): string[] {
  const style = getComputedStyle(document.documentElement);
  return brandColours.map((name) => style.getPropertyValue(`--brand-${name}`).trim());
}

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
  const colours = seriesColours();
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
