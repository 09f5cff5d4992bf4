import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';

/**
 * A request nobody has answered yet: not contacted, not scheduled, not cancelled (PRODUCT §2
 * Admin Home, Today).
 */
export function newRequestCondition() {
  return and(eq(bookings.contacted, false), isNull(bookings.dateScheduled), isNull(bookings.cancelledAt));
}
