import { parseReportYear } from './report-csv.server';

/** The year of a download's address (`?year=2026`), or null when it is not one. */
export function reportYearOf(request: Request): number | null {
  return parseReportYear(new URL(request.url).searchParams.get('year'));
}

/** A CSV sent as a file to keep, never cached: it holds clients' names and money. */
export function csvDownload(text: string, fileName: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
