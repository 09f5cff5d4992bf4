import { formatDate } from '../business-time/zoned-time';
import { useHourlyNow } from '../hooks/use-hourly-now';

/**
 * "Date of request" on the booking form: the day the business will record the request under (its
 * own time zone, as the admins' list shows it), kept current across midnight by the hourly
 * refresh of PRODUCT §9. The line keeps its height before the browser fills it in, so nothing moves.
 */
export function RequestDate({ timeZone }: { timeZone: string }) {
  const now = useHourlyNow();
  const day = now ? formatDate(now, timeZone) : null;
  return (
    <p className="text-body-secondary" data-testid="request-date">
      {day ? `Date of request: ${day}` : '\u00a0'}
    </p>
  );
}
