import { requireRole } from '../accounts/guards.server';
import { bookingsCsv } from '../admin/report-csv.server';
import { csvDownload, reportYearOf } from '../admin/report-download.server';
import { notFound } from '../http/not-found';
import type { Route } from './+types/report-bookings-csv';

/** Show Reports' Download bookings (CSV): a year's booking requests, for admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin');
  const year = reportYearOf(request);
  if (year === null) throw notFound();
  return csvDownload(await bookingsCsv(year), `bookings-${year}.csv`);
}
