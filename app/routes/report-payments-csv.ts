import { requireRole } from '../accounts/guards.server';
import { paymentsCsv } from '../admin/report-csv.server';
import { csvDownload, reportYearOf } from '../admin/report-download.server';
import { notFound } from '../http/not-found';
import type { Route } from './+types/report-payments-csv';

/** Show Reports' Download payments (CSV): a year's payments, for admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin');
  const year = reportYearOf(request);
  if (year === null) throw notFound();
  return csvDownload(await paymentsCsv(year), `payments-${year}.csv`);
}
