/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import { type ReportsData, reportMonths } from '../../admin/reports';
import { ReportsView } from './reports-view';

/**
 * Admin Home → Show Reports (PRODUCT §2 Admin Home, Reports): each chart with its numbers as a
 * table beside it, under the chart's own heading, and the downloads for a chosen year. What the
 * numbers are is read from the database in tests/integration/admin-reports.test.ts.
 */

const months = reportMonths('2026-11-28');
const zeroRequests = { requests: 0, scheduled: 0, cancelled: 0, lost: 0, booked: 0 };
const reports: ReportsData = {
  months,
  years: [2026, 2025],
  requestsByMonth: months.map((month) =>
    month === '2026-11'
      ? { month, requests: 5, scheduled: 3, cancelled: 1, lost: 1, booked: 2 }
      : { month, ...zeroRequests },
  ),
  bySessionType: [
    { session: 'Equine portrait', requests: 5, scheduled: 3, cancelled: 1, lost: 1, booked: 2 },
  ],
  sources: [
    { source: 'instagram', requests: 4, booked: 2 },
    { source: null, requests: 1, booked: 0 },
  ],
  money: months.map((month) => ({
    month,
    invoicedCents: month === '2026-11' ? 45000 : 0,
    collected: { Cash: month === '2026-11' ? 13500 : 0, Check: 0, 'Bank transfer': 0, Other: 0 },
    outstandingCents: month === '2026-11' ? 31500 : 0,
  })),
  galleries: months.map((month) => ({
    month,
    released: month === '2026-11' ? 2 : 0,
    opened: month === '2026-11' ? 1 : 0,
    selectionsSent: 0,
    picturesDownloaded: month === '2026-11' ? 24 : 0,
    orders: month === '2026-11' ? 1 : 0,
    orderRevenueCents: month === '2026-11' ? 6000 : 0,
  })),
};

function Reports() {
  return <ReportsView reports={useLoaderData<{ reports: ReportsData }>().reports} />;
}

/** The table under the heading `title`, in the same section, as rows of cell texts. */
function tableBeside(title: string) {
  const section = screen.getByRole('region', { name: title });
  const table = within(section).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Show Reports', () => {
  test('each chart has its numbers as a table beside it, under the same heading', async () => {
    renderRoute({ Component: Reports, path: '/adminHome', loader: () => ({ reports }) });
    expect(await screen.findByRole('heading', { name: 'Reports', level: 2 })).toBeInTheDocument();

    const byMonth = tableBeside('Booking requests by month');
    expect(byMonth[0]).toEqual([
      'Month',
      'Requests',
      'Scheduled',
      'Cancelled',
      'Lost',
      'Booked',
      'Share booked',
    ]);
    // The 12 months, oldest first, this one last.
    expect(byMonth.slice(1).map((row) => row[0])).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(byMonth.at(-1)).toEqual(['Nov 2026', '5', '3', '1', '1', '2', '40 %']);
    expect(byMonth[1]).toEqual(['Dec 2025', '0', '0', '0', '0', '0', '–']);

    expect(tableBeside('Booking requests by session type').slice(1)).toEqual([
      ['Equine portrait', '5', '3', '1', '1', '2', '40 %'],
    ]);
    expect(tableBeside('Where requests came from')).toEqual([
      ['How they heard about us', 'Requests', 'Booked', 'Share booked'],
      ['Instagram', '4', '2', '50 %'],
      ['Not given', '1', '0', '0 %'],
    ]);
    const galleries = tableBeside('Galleries, downloads and shop orders');
    expect(galleries[0]).toEqual([
      'Month',
      'Galleries released',
      'Galleries opened',
      'Selections sent',
      'Pictures downloaded',
      'Shop orders',
      'Shop revenue (before tax)',
    ]);
    expect(galleries.at(-1)).toEqual(['Nov 2026', '2', '1', '0', '24', '1', '$60.00']);
  });

  test('the downloads for a chosen year, this year first', async () => {
    renderRoute({ Component: Reports, path: '/adminHome', loader: () => ({ reports }) });
    const year = await screen.findByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025']);
    expect(year).toHaveValue('2026');
    const payments = screen.getByRole('button', { name: 'Download payments (CSV)' });
    expect(payments.closest('form')).toHaveAttribute('action', '/reports/payments.csv');
    expect(screen.getByRole('button', { name: 'Download bookings (CSV)' })).toHaveAttribute(
      'formaction',
      '/reports/bookings.csv',
    );
  });
});
