import { type BusinessDay, dayShown } from '../business-time/business-day';
import { formatDay } from '../business-time/calendar-dates';
import { useHourlyNow } from '../hooks/use-hourly-now';

/**
 * "Date of request" on the booking form: the day the business will record the request under (its
 * own time zone, as the admins' list shows it), kept current across midnight by the hourly
 * refresh of PRODUCT §9. The server writes the day it answered on (`dayShown`).
 */
export function RequestDate({ day }: { day: BusinessDay }) {
  const shown = dayShown(day, useHourlyNow());
  return (
    <p className="text-body-secondary" data-testid="request-date">
      Date of request: {formatDay(shown)}
    </p>
  );
}
